//! The turn (C6) scenario by scenario: exploring, tiles' effects, cards found, fights,
//! development areas, deliveries, missions and the end of the game.

use excalibur85::action::{Event, Scoring};
use excalibur85::areas::{AreaCard, Spot};
use excalibur85::cards::Area;
use excalibur85::limits::Limit;
use excalibur85::map::Cell;
use excalibur85::state::{Location, Step};
use excalibur85::tile::Dir;
use excalibur85::{Action, Card, Excalibur85, Mission, Options, Place, Sheet};
use rt_core::{Game, Seat};
use table::{give, next_tile, play, star_with, table, tile};

mod table;

#[test]
fn every_knight_sets_a_sheet_then_the_first_explores_and_turns_the_tile() {
    let mut g = Excalibur85::setup(&Options::default(), 2, 1).unwrap();
    assert_eq!(g.step, Step::Sheets);
    assert!(g
        .legal_actions(Seat(0))
        .contains(&Action::Sheet(Sheet::new(2, 2, 2, 2, 2))));
    assert!(!g
        .legal_actions(Seat(0))
        .contains(&Action::Sheet(Sheet::new(10, 0, 0, 0, 0))));
    play(&mut g, Seat(0), Action::Sheet(Sheet::new(6, 4, 0, 0, 0)));
    play(&mut g, Seat(1), Action::Sheet(Sheet::new(4, 3, 3, 0, 0)));
    next_tile(&mut g, Place::Hermitage);
    play(&mut g, Seat(0), Action::Explore(Dir::East));
    // A dead end east of the entrada fits one way only.
    assert_eq!(g.legal_actions(Seat(0)), vec![Action::Turn(3)]);
    play(&mut g, Seat(0), Action::Turn(3));
    assert_eq!(g.players[0].at, Location::Territory(Cell { x: 1, y: 0 }));
    // The hermitage offers its training: +2 experience for a lost turn.
    play(&mut g, Seat(0), Action::Train(true));
    assert_eq!(g.players[0].sheet.experience, 2);
    assert_eq!(g.players[0].training_turns, 1);
    play(&mut g, Seat(0), Action::EndTurn);
    assert_eq!(g.turn, Seat(1));
    play(&mut g, Seat(1), Action::Stay);
    play(&mut g, Seat(1), Action::EndTurn);
    // Seat 0's lost turn passes by itself.
    assert_eq!(g.turn, Seat(1));
    assert_eq!(g.players[0].owed(), 0);
    assert_eq!(g.round, 2);
}

#[test]
fn training_is_once_a_stay_and_comes_back_after_the_fantastica() {
    let mut g = table(1);
    next_tile(&mut g, Place::Inn);
    play(&mut g, Seat(0), Action::Explore(Dir::North));
    play(&mut g, Seat(0), Action::Turn(0));
    play(&mut g, Seat(0), Action::Train(true));
    assert_eq!(g.players[0].sheet.strength, 7);
    g.players[0].training_turns = 0;
    play(&mut g, Seat(0), Action::EndTurn);
    play(&mut g, Seat(0), Action::Move(Dir::South));
    play(&mut g, Seat(0), Action::EndTurn);
    play(&mut g, Seat(0), Action::Move(Dir::North));
    assert_eq!(g.step, Step::Options { fought: false }, "no second offer");
    g.players[0].trained.clear(); // as after a stay in the fantástica
    play(&mut g, Seat(0), Action::EndTurn);
    play(&mut g, Seat(0), Action::Move(Dir::South));
    play(&mut g, Seat(0), Action::EndTurn);
    play(&mut g, Seat(0), Action::Move(Dir::North));
    assert_eq!(g.step, Step::Training);
}

#[test]
fn the_river_costs_a_turn_every_time_and_the_elixir_cancels_lost_turns() {
    let mut g = table(2);
    next_tile(&mut g, Place::River);
    play(&mut g, Seat(0), Action::Explore(Dir::North));
    play(&mut g, Seat(0), Action::Turn(0));
    assert_eq!(g.players[0].lost_turns, 1);
    g.players[0].lost_turns = 3;
    g.players[0].hand.push(excalibur85::state::Held {
        card: Card::Elixir,
        open: true,
    });
    play(&mut g, Seat(0), Action::EndTurn);
    play(&mut g, Seat(1), Action::Stay);
    play(&mut g, Seat(1), Action::EndTurn);
    assert_eq!(g.step, Step::Elixir);
    play(&mut g, Seat(0), Action::Elixir(true));
    assert_eq!(g.players[0].lost_turns, 0);
    assert_eq!(g.step, Step::Act);
    assert!(g.spent.contains(&Card::Elixir));
}

/// Seat 0 on a fresh star tile north of the entrada's access, drawing `card`.
#[test]
fn a_star_tile_draws_a_card_to_keep_or_leave() {
    let mut g = table(2);
    let s = star_with(&mut g, Card::Lance);
    assert_eq!(
        g.step,
        Step::Found {
            card: Card::Lance,
            must_keep: false
        }
    );
    play(&mut g, s, Action::Keep { open: true });
    assert!(g.players[0].holds(Card::Lance));
    // Moving back onto a known star tile draws nothing.
    play(&mut g, s, Action::EndTurn);
    play(&mut g, Seat(1), Action::Stay);
    play(&mut g, Seat(1), Action::EndTurn);
    play(&mut g, s, Action::Move(Dir::South));
    play(&mut g, s, Action::EndTurn);
    play(&mut g, Seat(1), Action::Stay);
    play(&mut g, Seat(1), Action::EndTurn);
    play(&mut g, s, Action::Move(Dir::North));
    assert_eq!(g.step, Step::Options { fought: false });
}

#[test]
fn a_full_hand_swaps_a_card_onto_the_tile() {
    let mut g = table(1);
    for card in [Card::Dagger, Card::Maces] {
        g.players[0]
            .hand
            .push(excalibur85::state::Held { card, open: true });
    }
    for card in [Card::Ring, Card::Cross, Card::MagicBook] {
        g.players[0]
            .hand
            .push(excalibur85::state::Held { card, open: false });
    }
    let s = star_with(&mut g, Card::Lance);
    let legal = g.legal_actions(s);
    assert!(!legal.contains(&Action::Keep { open: true }));
    assert!(legal.contains(&Action::Swap {
        open: true,
        out: Card::Dagger
    }));
    play(
        &mut g,
        s,
        Action::Swap {
            open: true,
            out: Card::Dagger,
        },
    );
    assert!(g.players[0].holds(Card::Lance) && !g.players[0].holds(Card::Dagger));
    assert!(g.lying.iter().any(|l| l.card == Card::Dagger));
    // Anyone passing may pick it up, within the limit: not this full hand.
    assert!(!g
        .legal_actions(s)
        .iter()
        .any(|a| matches!(a, Action::PickUp { .. })));
}

#[test]
fn a_forced_foe_fights_at_once_and_a_loss_ends_the_turn() {
    // Strength 0: the wolf (5 + d12) always wins.
    let mut g = table(2);
    g.players[0].sheet = Sheet::new(0, 9, 1, 0, 0);
    let s = star_with(&mut g, Card::Wolf);
    assert_eq!(g.step, Step::Forced { card: Card::Wolf });
    let events = play(&mut g, s, Action::Fight(true));
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Fought {
            outcome: excalibur85::fight::Outcome::Lost,
            ..
        }
    )));
    assert_eq!(g.players[0].lost_turns, 2);
    assert!(
        g.lying.iter().any(|l| l.card == Card::Wolf),
        "it stays to be fought"
    );
    assert_eq!(g.turn, Seat(1), "the turn ended");
}

#[test]
fn a_won_fight_scores_a_point_and_the_card_is_kept() {
    // Strength 9 and the lance against the leopard's 6: 11 + d12 beats 6 + d12 unless the
    // dice differ by 5 or more; try seeds until it wins, which is most of them.
    for seed in 0..20 {
        let mut g = table(1);
        g.rng = rt_core::GameRng::from_seed(seed);
        g.players[0].sheet = Sheet::new(9, 0, 2, 0, 0);
        g.players[0].hand.push(excalibur85::state::Held {
            card: Card::Lance,
            open: true,
        });
        let s = star_with(&mut g, Card::Leopard);
        // An optional foe waits on the tile; the knight attacks in step 4.
        assert_eq!(g.step, Step::Options { fought: false });
        play(&mut g, s, Action::Attack(Card::Leopard));
        if g.players[0].beaten.contains(&Card::Leopard) {
            assert_eq!(g.players[0].points, 1);
            assert_eq!(g.players[0].sheet.valour, 1);
            assert!(!g
                .legal_actions(s)
                .iter()
                .any(|a| matches!(a, Action::Attack(_))));
            return;
        }
    }
    panic!("the leopard was never beaten");
}

/// A fight the knight chose in step 4 and lost ends his turn as a forced one does: no
/// pick-up, trade or duel after it (C6).
#[test]
fn a_lost_fight_chosen_in_step_four_ends_the_turn() {
    // Strength and intelligence 1 against the leopard's 6: lost unless the dice favour him
    // by 5 or more; try seeds until he loses, which is most of them.
    for seed in 0..20 {
        let mut g = table(2);
        g.rng = rt_core::GameRng::from_seed(seed);
        g.players[0].sheet = Sheet::new(1, 1, 0, 0, 0);
        let s = star_with(&mut g, Card::Leopard);
        assert_eq!(g.step, Step::Options { fought: false });
        play(&mut g, s, Action::Attack(Card::Leopard));
        if g.players[0].lost_turns > 0 {
            assert_eq!(g.turn, Seat(1), "the turn ended at the loss");
            assert!(g.legal_actions(s).is_empty(), "nothing more for the loser");
            return;
        }
    }
    panic!("the leopard was never lost to");
}

#[test]
fn excalibur_delivered_at_camaloc_scores_ten() {
    let mut g = table(2);
    let camaloc = tile(Place::Camaloc);
    // Camaloc set down by hand, away from the entrada, for the scenario.
    g.map.pieces.push(excalibur85::map::Placed {
        at: Cell { x: 5, y: 5 },
        piece: camaloc,
        turns: 0,
    });
    g.players[0].at = Location::Territory(Cell { x: 5, y: 5 });
    g.players[0].hand.push(excalibur85::state::Held {
        card: Card::Excalibur,
        open: true,
    });
    g.stack.retain(|c| *c != Card::Excalibur);
    let events = play(&mut g, Seat(0), Action::Stay);
    assert!(events.contains(&Event::Scored {
        seat: Seat(0),
        points: 10,
        why: Scoring::Excalibur
    }));
    assert!(g.players[0].delivered);
}

#[test]
fn an_own_mission_scores_five_once_and_only_for_its_owner() {
    let mut g = table(2);
    g.players[0].mission = Mission(1);
    g.players[1].mission = Mission(2);
    for p in &mut g.players {
        p.hand.push(excalibur85::state::Held {
            card: Card::MagicBook,
            open: true,
        });
        p.beaten.push(Card::Sage);
    }
    play(&mut g, Seat(0), Action::Stay);
    assert_eq!(g.players[0].points, 5);
    assert!(g.players[0].mission_done);
    // The book leaves the hand and lies face up in front of him, for good (A6).
    assert!(!g.players[0].holds(Card::MagicBook));
    assert_eq!(g.players[0].scored, vec![Card::MagicBook]);
    play(&mut g, Seat(0), Action::EndTurn);
    play(&mut g, Seat(1), Action::Stay);
    assert_eq!(g.players[1].points, 0, "not his mission");
}

#[test]
fn a_secondary_mission_scores_two_and_costs_two_unfinished() {
    let mut g = table(1);
    g.players[0].hand.push(excalibur85::state::Held {
        card: Card::LostElder,
        open: true,
    });
    assert_eq!(g.players[0].score(), 0);
    g.players[0].points = 3;
    assert_eq!(g.players[0].score(), 1, "2 off while the elder is not home");
    next_tile(&mut g, Place::Village);
    play(&mut g, Seat(0), Action::Explore(Dir::North));
    play(&mut g, Seat(0), Action::Turn(0));
    play(&mut g, Seat(0), Action::Train(false));
    assert!(g.players[0].secondary_done.contains(&Card::LostElder));
    assert_eq!(g.players[0].score(), 5);
}

#[test]
fn an_entrance_binds_its_finder_to_the_area_and_the_lady_gives_excalibur() {
    let mut g = table(1);
    let s = star_with(&mut g, Card::Entrance(Area::Lake));
    assert_eq!(g.boards.len(), 1);
    assert_eq!(g.players[0].obliged, Some(0));
    play(&mut g, s, Action::EndTurn);
    assert_eq!(g.legal_actions(s), vec![Action::Enter]);
    play(&mut g, s, Action::Enter);
    play(&mut g, s, Action::EndTurn);
    // The lake's key card comes next.
    let key = g.boards[0]
        .deck
        .iter()
        .position(|c| c.spot == Spot::Key)
        .unwrap();
    let card: AreaCard = g.boards[0].deck.remove(key);
    g.boards[0].deck.push(card);
    let explore = g
        .legal_actions(s)
        .into_iter()
        .find(|a| matches!(a, Action::Explore(_)))
        .unwrap();
    assert!(
        !g.legal_actions(s).contains(&Action::Leave),
        "bound to explore"
    );
    play(&mut g, s, explore);
    let turn = g.legal_actions(s)[0];
    play(&mut g, s, turn);
    assert_eq!(
        g.step,
        Step::Found {
            card: Card::Excalibur,
            must_keep: false
        }
    );
    play(&mut g, s, Action::Keep { open: true });
    assert!(g.players[0].holds(Card::Excalibur));
    assert_eq!(g.players[0].obliged, None, "the goal is found");
}

#[test]
fn solo_ends_on_the_budget_or_the_target() {
    let mut g = table(1);
    assert_eq!(
        g.limit,
        Limit::Solo {
            turns: 60,
            target: 13
        }
    );
    g.players[0].points = 13;
    play(&mut g, Seat(0), Action::Stay);
    play(&mut g, Seat(0), Action::EndTurn);
    assert_eq!(g.step, Step::Over);
    assert_eq!(g.outcomes().unwrap()[0].kind, rt_core::OutcomeKind::Won);

    let mut g = table(1);
    for _ in 0..60 {
        play(&mut g, Seat(0), Action::Stay);
        play(&mut g, Seat(0), Action::EndTurn);
    }
    assert_eq!(g.step, Step::Over);
    assert_eq!(g.outcomes().unwrap()[0].kind, rt_core::OutcomeKind::Lost);
}

#[test]
fn the_most_points_win_then_the_strongest_sheet() {
    let mut g = table(3);
    g.players[0].points = 7;
    g.players[1].points = 7;
    g.players[1].sheet = Sheet::new(6, 5, 0, 0, 0);
    g.players[2].points = 9;
    g.players[2].hand.push(excalibur85::state::Held {
        card: Card::Hermit,
        open: true,
    });
    g.step = Step::Over;
    let o = g.outcomes().unwrap();
    // Seat 2 has 9 less 2 for the hermit not at home: 7, and the weakest sheet.
    assert_eq!(o[1].kind, rt_core::OutcomeKind::Won);
    assert_eq!(o[0].kind, rt_core::OutcomeKind::Lost);
    assert_eq!(o[2].kind, rt_core::OutcomeKind::Lost);
}

#[test]
fn at_the_superior_level_the_finder_alone_sees_a_quiet_card() {
    let options = Options {
        level: excalibur85::state::Level::Superior,
        ..Options::default()
    };
    let mut g = Excalibur85::setup(&options, 2, 3).expect("setup");
    for s in 0..2 {
        play(&mut g, Seat(s), Action::Sheet(Sheet::new(5, 5, 0, 0, 0)));
    }
    let s = star_with(&mut g, Card::Lance);
    let theirs = g.view(Some(Seat(1)));
    assert_eq!(theirs.step, None, "the table does not see what he found");
    assert!(g.view(Some(s)).step.is_some());
    let events = g.apply(s, &Action::LeaveCard).unwrap();
    // Left face down: the table hears that a card was left, not which.
    assert!(events.iter().any(|e| e.audience.admits(Some(Seat(1)))
        && e.body
            == Event::Unseen {
                seat: s,
                what: excalibur85::action::Unseen::LeftOnTile
            }));
    assert!(!events
        .iter()
        .any(|e| e.audience.admits(Some(Seat(1))) && matches!(e.body, Event::LeftOnTile { .. })));
    let lying = g.view(Some(Seat(1))).lying;
    assert_eq!(lying.len(), 1);
    assert_eq!(lying[0].card, None);
    assert_eq!(g.view(Some(s)).lying[0].card, Some(Card::Lance));
    // A knight standing on that tile sees the card left there, and is told which it is.
    let mut g3 = Excalibur85::setup(&options, 2, 3).expect("setup");
    for s in 0..2 {
        play(&mut g3, Seat(s), Action::Sheet(Sheet::new(5, 5, 0, 0, 0)));
    }
    let s = star_with(&mut g3, Card::Lance);
    g3.players[1].at = g3.players[0].at;
    let events = g3.apply(s, &Action::LeaveCard).unwrap();
    assert!(events.iter().any(|e| e.audience.admits(Some(Seat(1)))
        && e.body
            == Event::LeftOnTile {
                seat: s,
                card: Card::Lance
            }));
    assert_eq!(g3.view(Some(Seat(1))).lying[0].card, Some(Card::Lance));
    // A forced foe is always shown.
    let mut g2 = Excalibur85::setup(&options, 2, 3).expect("setup");
    for s in 0..2 {
        play(&mut g2, Seat(s), Action::Sheet(Sheet::new(5, 5, 0, 0, 0)));
    }
    star_with(&mut g2, Card::Bandit);
    assert!(g2.view(Some(Seat(1))).step.is_some());
}

#[test]
fn knights_on_one_tile_may_fight_and_the_winner_takes_stealable_cards() {
    // F9 I9 with Excalibur against F0 I1: the attacker always wins.
    let mut g = table(2);
    g.players[0].sheet = Sheet::new(9, 9, 0, 0, 0);
    g.players[1].sheet = Sheet::new(0, 1, 0, 0, 0);
    give(&mut g, 0, Card::Excalibur, true);
    give(&mut g, 1, Card::Ring, false);
    g.players[1].beaten.push(Card::Giant);
    g.players[1].beaten.push(Card::Sage);
    play(&mut g, Seat(0), Action::Stay);
    play(&mut g, Seat(0), Action::Challenge(Seat(1)));
    assert_eq!(g.players[1].lost_turns, 2);
    assert_eq!(g.players[0].sheet.valour, 1);
    let legal = g.legal_actions(Seat(0));
    assert!(legal.contains(&Action::Take {
        card: Card::Ring,
        open: false
    }));
    assert!(
        legal.contains(&Action::Take {
            card: Card::Sage,
            open: true
        }),
        "a beaten mission foe is stealable"
    );
    assert!(
        !legal.iter().any(|a| matches!(
            a,
            Action::Take {
                card: Card::Giant,
                ..
            }
        )),
        "a beaten giant is not"
    );
    play(
        &mut g,
        Seat(0),
        Action::Take {
            card: Card::Sage,
            open: true,
        },
    );
    assert!(g.players[0].beaten.contains(&Card::Sage));
    play(&mut g, Seat(0), Action::Done);
    assert_eq!(g.step, Step::Options { fought: true });
    assert!(
        !g.legal_actions(Seat(0))
            .iter()
            .any(|a| matches!(a, Action::Challenge(_))),
        "one fight a turn"
    );
}

#[test]
fn a_trade_needs_the_other_knights_yes() {
    let mut g = table(2);
    give(&mut g, 0, Card::Lance, true);
    give(&mut g, 1, Card::Ring, false);
    play(&mut g, Seat(0), Action::Stay);
    // The ring goes face down in the offering knight's hand, the lance face up in the other's:
    // each owner chooses (C6).
    let offer = Action::Offer {
        to: Seat(1),
        give: Some(Card::Lance),
        take: Some(Card::Ring),
        open: false,
    };
    play(&mut g, Seat(0), offer);
    assert_eq!(g.to_act(), rt_core::ToAct::Seat(Seat(1)));
    assert!(g.legal_actions(Seat(1)).contains(&Action::Decline));
    play(&mut g, Seat(1), Action::Accept { open: true });
    assert!(g.players[0].holds(Card::Ring) && g.players[1].holds(Card::Lance));
    assert!(g.players[0]
        .hand
        .iter()
        .any(|h| h.card == Card::Ring && !h.open));
    assert!(g.players[1]
        .hand
        .iter()
        .any(|h| h.card == Card::Lance && h.open));
    assert_eq!(g.to_act(), rt_core::ToAct::Seat(Seat(0)));
    // Far apart, there is nothing to trade.
    g.players[1].at = Location::Territory(Cell { x: 9, y: 9 });
    assert!(!g
        .legal_actions(Seat(0))
        .iter()
        .any(|a| matches!(a, Action::Offer { .. } | Action::Challenge(_))));
}

#[test]
fn a_bot_takes_a_gift_and_turns_down_a_bare_request() {
    use rt_core::Bot;
    let bot_answer = |g: &Excalibur85| {
        let legal = g.legal_actions(Seat(1));
        excalibur85::bots::Heuristic
            .choose(
                Seat(1),
                &g.view(Some(Seat(1))),
                &legal,
                &mut rt_core::GameRng::from_seed(1),
            )
            .expect("an answer")
    };
    let mut g = table(2);
    give(&mut g, 0, Card::Lance, true);
    give(&mut g, 1, Card::Ring, false);
    play(&mut g, Seat(0), Action::Stay);
    // Asked for its ring with nothing in return, the bot says no.
    let ask = Action::Offer {
        to: Seat(1),
        give: None,
        take: Some(Card::Ring),
        open: false,
    };
    play(&mut g, Seat(0), ask);
    assert_eq!(bot_answer(&g), Action::Decline);
    play(&mut g, Seat(1), Action::Decline);
    // Given the lance for nothing, it takes it, into a hidden slot.
    let gift = Action::Offer {
        to: Seat(1),
        give: Some(Card::Lance),
        take: None,
        open: true,
    };
    play(&mut g, Seat(0), gift);
    assert_eq!(bot_answer(&g), Action::Accept { open: false });
}

#[test]
fn the_unicorn_flies_three_steps_and_the_fairy_anywhere_once() {
    let mut g = table(1);
    let mut at = Cell::ORIGIN;
    for _ in 0..4 {
        at = g.map.place(at, Dir::East, tile(Place::Inn), 1).unwrap();
    }
    give(&mut g, 0, Card::FlyingUnicorn, true);
    let legal = g.legal_actions(Seat(0));
    assert!(legal.contains(&Action::Fly(Cell { x: 3, y: 0 })));
    assert!(!legal.contains(&Action::Fly(Cell { x: 4, y: 0 })));
    play(&mut g, Seat(0), Action::Fly(Cell { x: 3, y: 0 }));
    // The inn at the end offers its training: only where the flight stops.
    assert_eq!(g.step, Step::Training);
    play(&mut g, Seat(0), Action::Train(false));
    play(&mut g, Seat(0), Action::EndTurn);
    g.players[0].hand.clear();
    give(&mut g, 0, Card::Fairy, true);
    play(&mut g, Seat(0), Action::Fairy(Cell::ORIGIN));
    assert_eq!(g.players[0].at, Location::Territory(Cell::ORIGIN));
    assert!(!g.players[0].holds(Card::Fairy));
    assert!(g.spent.contains(&Card::Fairy));
}

#[test]
fn the_elixir_cancels_lost_turns_but_not_training() {
    let mut g = table(2);
    g.players[0].lost_turns = 2;
    g.players[0].training_turns = 1;
    give(&mut g, 0, Card::Elixir, true);
    play(&mut g, Seat(0), Action::Stay);
    play(&mut g, Seat(0), Action::EndTurn);
    play(&mut g, Seat(1), Action::Stay);
    play(&mut g, Seat(1), Action::EndTurn);
    play(&mut g, Seat(0), Action::Elixir(true));
    // The training turn is still owed: this turn goes to it.
    assert_eq!(g.players[0].owed(), 0);
    assert_eq!(g.turn, Seat(1));
}

#[test]
fn the_amulet_refuses_a_fight_with_a_knight_too() {
    let mut g = table(2);
    give(&mut g, 1, Card::Amulet, false);
    play(&mut g, Seat(0), Action::Stay);
    assert!(!g
        .legal_actions(Seat(0))
        .contains(&Action::Challenge(Seat(1))));
}

#[test]
fn a_won_forced_fight_is_the_turns_one_fight() {
    for seed in 0..20 {
        let mut g = table(2);
        g.rng = rt_core::GameRng::from_seed(seed);
        g.players[0].sheet = Sheet::new(9, 9, 0, 0, 0);
        let s = star_with(&mut g, Card::Bandit);
        play(&mut g, s, Action::Fight(true));
        if g.players[0].beaten.contains(&Card::Bandit) {
            assert_eq!(g.step, Step::Options { fought: true });
            assert!(!g
                .legal_actions(s)
                .iter()
                .any(|a| matches!(a, Action::Challenge(_) | Action::Attack(_))));
            return;
        }
    }
    panic!("never won");
}

#[test]
fn a_length_agreed_before_play_replaces_the_tables() {
    let agreed = |limit, seats| {
        let options = Options {
            agreed: Some(limit),
            ..Options::default()
        };
        Excalibur85::setup(&options, seats, 1).unwrap().limit
    };
    assert_eq!(agreed(Limit::Rounds(50), 4), Limit::Rounds(50));
    let solo = Limit::Solo {
        turns: 40,
        target: 9,
    };
    assert_eq!(agreed(solo, 1), solo);
    // A solo pair at a table, or rounds alone, do not fit: the table's length stands.
    assert_eq!(agreed(solo, 4), Limit::Rounds(58));
    assert_eq!(
        agreed(Limit::Rounds(50), 1),
        Limit::Solo {
            turns: 60,
            target: 13
        }
    );
}
