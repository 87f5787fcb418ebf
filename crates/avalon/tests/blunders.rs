//! Decisions an experienced Evil player would not make, pinned (issue 35): two Evil on a
//! quest that one Fail loses play one Fail, not two that name them both; and the first
//! quest is sometimes passed for cover.

mod common;

use avalon::{Action, Avalon, AvalonOptions, Card, Role};
use common::{act, propose};
use rt_core::{Game, GameRng, Seat};

const FIVE: [Role; 5] = [
    Role::Servant,
    Role::Merlin,
    Role::Servant,
    Role::Assassin,
    Role::Minion,
];

fn table() -> Avalon {
    Avalon::arranged(AvalonOptions::default(), &FIVE, Seat(0), 1).expect("table")
}

fn approve_all(g: &mut Avalon) {
    for s in 0..5 {
        act(g, s, Action::Vote(true));
    }
}

/// What level 1 plays from `seat` now, with the rng seeded `seed`.
fn card(g: &Avalon, seat: u8, seed: u64) -> Action {
    let seat = Seat(seat);
    let mut bot = avalon::bots::for_level(1);
    bot.choose(
        seat,
        &g.view(Some(seat)),
        &g.legal_actions(seat),
        &mut GameRng::from_seed(seed),
    )
    .expect("a card")
}

#[test]
fn two_evil_on_a_quest_one_fail_loses_play_one_fail() {
    let mut g = table();
    // Quest 1 goes clean; quest 2 (three knights, one Fail loses it) seats both Evil.
    propose(&mut g, &[0, 1], None);
    approve_all(&mut g);
    act(&mut g, 0, Action::Play(Card::Success));
    act(&mut g, 1, Action::Play(Card::Success));
    propose(&mut g, &[2, 3, 4], None);
    approve_all(&mut g);
    for seed in 0..50 {
        let cards = [card(&g, 3, seed), card(&g, 4, seed)];
        let fails = cards
            .iter()
            .filter(|c| **c == Action::Play(Card::Fail))
            .count();
        assert_eq!(fails, 1, "seed {seed}: {cards:?}");
        // Both work out the same order: the first of them in seat order fails.
        assert_eq!(cards[0], Action::Play(Card::Fail));
    }
}

#[test]
fn a_lone_evil_sometimes_passes_the_first_quest_for_cover() {
    let mut g = table();
    propose(&mut g, &[0, 3], None);
    approve_all(&mut g);
    let passes = (0..400)
        .filter(|seed| card(&g, 3, *seed) == Action::Play(Card::Success))
        .count();
    // About one first quest in five: often enough to keep cover, rarely enough to fail
    // most of them.
    assert!((40..=160).contains(&passes), "{passes} passes in 400");
}
