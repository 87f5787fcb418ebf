//! The twelve secret missions and the foes that force a fight (A6, C4): what each mission
//! asks, Meliadus who goes along only with his own knight, a mission that tells its holder
//! where its cards lie, and every forced foe with what a loss to it costs.

use excalibur85::cards::Engage;
use excalibur85::state::{Level, Lying, Step};
use excalibur85::{Action, Card, Mission, Options, Place, Sheet};
use rt_core::{Game, Seat};
use table::{give, play, star_with, table};

mod table;

#[test]
fn every_mission_is_done_with_its_items_its_foe_beaten_and_its_place() {
    for m in Mission::all() {
        let d = m.demand();
        let at = d.to.unwrap_or(Place::Camaloc);
        assert!(
            m.done(|c| d.items.contains(&c), |c| c == d.foe, at),
            "{m:?}"
        );
        // The foe unbeaten, or elsewhere than its place: not yet.
        assert!(!m.done(|c| d.items.contains(&c), |_| false, at), "{m:?}");
        if let Some(to) = d.to {
            let away = if to == Place::Village {
                Place::Prison
            } else {
                Place::Village
            };
            assert!(!m.done(|_| true, |c| c == d.foe, away), "{m:?}");
        }
        // Without its items (for the Dragon, without both the Lance and the Dagger).
        if !d.items.is_empty() {
            assert!(!m.done(|_| false, |c| c == d.foe, at), "{m:?}");
        }
        if d.any_item {
            for item in d.items {
                assert!(
                    m.done(|c| c == *item, |c| c == d.foe, at),
                    "{m:?} with {item:?}"
                );
            }
        }
        // Every mission foe is a card of the Excalibur deck with a fight's numbers.
        assert!(d.foe.foe().is_some(), "{m:?}");
    }
}

#[test]
fn meliadus_goes_along_only_with_the_knight_whose_mission_he_is() {
    // Found by another knight, he may be left where he was found...
    let mut g = table(2);
    g.players[0].mission = Mission(1);
    let s = star_with(&mut g, Card::MeliadusTheBlack);
    assert_eq!(
        g.step,
        Step::Found {
            card: Card::MeliadusTheBlack,
            must_keep: false
        }
    );
    play(&mut g, s, Action::LeaveCard);
    let at = g.players[0].at;
    assert!(g
        .lying
        .iter()
        .any(|l| l.card == Card::MeliadusTheBlack && l.at == at));
    // ...where his own knight, coming by, takes him along.
    g.players[1].mission = Mission(9);
    g.players[1].at = at;
    play(&mut g, s, Action::EndTurn);
    play(&mut g, Seat(1), Action::Stay);
    assert!(g.legal_actions(Seat(1)).iter().any(|a| matches!(
        a,
        Action::PickUp {
            card: Card::MeliadusTheBlack,
            ..
        }
    )));
    // Found by his own knight, he comes along at once.
    let mut g = table(2);
    g.players[0].mission = Mission(9);
    let s = star_with(&mut g, Card::MeliadusTheBlack);
    assert!(!g.legal_actions(s).contains(&Action::LeaveCard));
}

#[test]
fn a_mission_tells_its_holder_where_its_cards_lie_even_face_down() {
    let mut g = excalibur85::Excalibur85::setup(
        &Options {
            level: Level::Superior,
            ..Options::default()
        },
        2,
        3,
    )
    .expect("setup");
    g.players[0].mission = Mission(1);
    g.players[1].mission = Mission(2);
    let far = excalibur85::state::Location::Territory(excalibur85::Cell { x: 9, y: 9 });
    for card in [Card::Sage, Card::BishopOfRochester] {
        g.lying.push(Lying {
            at: far,
            card,
            face_down: true,
        });
    }
    let seen = |seat: u8| -> Vec<Card> {
        g.view(Some(Seat(seat)))
            .lying
            .iter()
            .filter_map(|l| l.card)
            .collect()
    };
    assert_eq!(seen(0), vec![Card::Sage], "his own foe, not the other's");
    assert_eq!(seen(1), vec![Card::BishopOfRochester]);
}

#[test]
fn every_forced_foe_fights_the_knight_who_reveals_it() {
    // The Excalibur deck's forced foes, and the face-up stack's wolf and monster.
    let mut forced: Vec<Card> = Card::deck()
        .into_iter()
        .chain([Card::Wolf, Card::Monster])
        .filter(|c| c.foe().is_some_and(|f| f.engage == Engage::Forced))
        .collect();
    forced.sort();
    forced.dedup();
    assert_eq!(forced.len(), 8, "{forced:?}");
    for card in forced {
        let mut g = table(2);
        let s = star_with(&mut g, card);
        assert_eq!(g.step, Step::Forced { card }, "{card:?}");
        assert!(!g.legal_actions(s).contains(&Action::LeaveCard), "{card:?}");
    }
}

#[test]
fn a_loss_to_the_monster_the_warlock_or_the_thief_costs_more_than_the_fight() {
    // Strength and intelligence 0: every forced foe wins.
    let lose_to = |card: Card| {
        let mut g = table(2);
        g.players[0].sheet = Sheet::new(0, 0, 3, 0, 0);
        g.players[0].sheet.strength = 2;
        give(&mut g, 0, Card::Ring, true);
        let s = star_with(&mut g, card);
        play(&mut g, s, Action::Fight(true));
        g
    };
    let monster = lose_to(Card::Monster);
    assert_eq!(monster.players[0].sheet.strength, 1, "the monster: -1 F");
    let warlock = lose_to(Card::Warlock);
    assert_eq!(warlock.players[0].sheet.dexterity, 2, "the warlock: -1 D");
    let thief = lose_to(Card::Thief);
    assert!(
        !thief.players[0].holds(Card::Ring),
        "the thief takes the Ring"
    );
    assert!(
        thief.lying.iter().any(|l| l.card == Card::Ring),
        "and leaves it under the tile"
    );
}
