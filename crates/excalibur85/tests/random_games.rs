//! Seeded random full games at 1–8 players, checking after every action that nothing is
//! created or lost, the map stays connected, attributes stay in bounds, no view shows
//! another seat's hidden cards or mission, and every game ends within its limit.

use excalibur85::cards::Card;
use excalibur85::limits::{Length, Limit};
use excalibur85::state::{Level, Location, Piece, Step};
use excalibur85::{Attribute, Excalibur85, Options};
use rt_core::{Game, GameRng, Match, Seat};

fn check(g: &Excalibur85) {
    // 47 Excalibur cards and the 7 of the stack, wherever they are.
    let mut cards: Vec<Card> = g.deck.clone();
    cards.extend(&g.stack);
    cards.extend(g.lying.iter().map(|l| l.card));
    cards.extend(&g.spent);
    cards.extend(g.boards.iter().map(|b| Card::Entrance(b.area)));
    // A card drawn and waiting for its finder's answer.
    match &g.step {
        Step::Found { card, .. } => cards.push(*card),
        Step::Forced { card }
            if !g.stack.contains(card) && !g.lying.iter().any(|l| l.card == *card) =>
        {
            cards.push(*card)
        }
        Step::Treasure { cards: t } => cards.extend(t),
        _ => {}
    }
    for p in &g.players {
        cards.extend(p.hand.iter().map(|h| h.card));
        cards.extend(&p.beaten);
        cards.extend(&p.scored);
    }
    cards.sort();
    let mut all = Card::deck();
    all.extend(Card::FACE_UP);
    all.sort();
    assert_eq!(cards, all, "every card once");
    // 70 territory tiles, and each area's cards; one may be in the knight's hands, drawn
    // and not yet placed.
    let (tile_drawn, area_drawn) = match g.step {
        Step::Placing {
            piece: Piece::Tile(_),
            ..
        } => (1, None),
        Step::Placing {
            piece: Piece::Area(b, _),
            ..
        } => (0, Some(b)),
        _ => (0, None),
    };
    assert_eq!(
        g.map.pieces.len() - 1 + g.iniciatica.len() + g.fantastica.len() + tile_drawn,
        70
    );
    for (i, b) in g.boards.iter().enumerate() {
        assert_eq!(
            b.grid.pieces.len() - 1 + b.deck.len() + usize::from(area_drawn == Some(i)),
            excalibur85::areas::deck(b.area).len()
        );
        assert!(b.grid.is_connected());
    }
    assert!(g.map.is_connected());
    for p in &g.players {
        for a in Attribute::ALL {
            assert!(p.sheet.get(a) <= a.max(), "{a:?}");
        }
        assert!(p.sheet.valour < 4 && p.sheet.experience < 4);
        let (open, hidden) = p.counted();
        assert!(open <= 2 && hidden <= 3, "hand limit");
        match p.at {
            Location::Territory(c) => assert!(g.map.at(c).is_some()),
            Location::Area(b, c) => assert!(g.boards[b].grid.at(c).is_some()),
        }
    }
    // Views: another seat's face-down cards only when sharing its tile, its mission never.
    if g.step != Step::Over {
        for me in 0..g.players.len() {
            let v = g.view(Some(Seat(me as u8)));
            for (i, p) in v.players.iter().enumerate() {
                if i == me {
                    continue;
                }
                assert!(p.mission.is_none());
                let beside = g.players[i].at == g.players[me].at;
                assert_eq!(p.hidden.is_some(), beside);
            }
            // Face-down cards on a tile only from that tile, or the seat's own mission's.
            let mine = g.players[me].mission.cards();
            for (l, seen) in g.lying.iter().zip(&v.lying) {
                let here = l.at == g.players[me].at;
                assert_eq!(
                    seen.card.is_some(),
                    !l.face_down || here || mine.contains(&l.card)
                );
            }
            if me != g.turn.index() {
                if let (Step::Found { card, .. }, true) = (&g.step, g.superior()) {
                    assert_eq!(v.step.is_some(), g.shown(*card));
                }
            }
        }
    }
}

fn play(seats: usize, seed: u64, options: &Options) -> Match<Excalibur85> {
    play_checking(seats, seed, options, check)
}

fn play_checking(
    seats: usize,
    seed: u64,
    options: &Options,
    check: fn(&Excalibur85),
) -> Match<Excalibur85> {
    let mut game = Match::<Excalibur85>::new(options.clone(), seats, seed).expect("setup");
    let mut rng = GameRng::from_seed(seed ^ 0xE85);
    let mut steps = 0;
    while !game.is_over() {
        steps += 1;
        assert!(steps < 20_000, "seed {seed} does not end");
        let seat = game.to_act().seats().first().expect("someone acts");
        let legal = game.legal_actions(seat);
        assert!(
            !legal.is_empty(),
            "seed {seed}: {:?} offers nothing",
            game.state().step
        );
        let action = *rng.pick(&legal).expect("an action");
        game.play(seat, action).expect("a legal action applies");
        check(game.state());
    }
    let g = game.state();
    match g.limit {
        Limit::Rounds(r) => assert!(g.round <= r + 1),
        Limit::Solo { turns, .. } => assert!(g.turns_used <= turns),
    }
    assert!(game.state().outcomes().is_some());
    game
}

#[test]
fn random_games_at_one_to_eight_players_keep_every_invariant_and_end() {
    let mut areas = 0;
    let mut fights = 0;
    for seed in 0..400u64 {
        let seats = 1 + (seed % 8) as usize;
        let options = Options {
            length: Length::ALL[(seed % 3) as usize],
            classic_random: seed % 5 == 0,
            level: if seed % 2 == 0 {
                Level::Basic
            } else {
                Level::Superior
            },
            ..Options::default()
        };
        let game = play(seats, seed, &options);
        areas += game.state().boards.len();
        fights += game
            .state()
            .players
            .iter()
            .map(|p| p.beaten.len())
            .sum::<usize>();
        let again = Match::<Excalibur85>::replay(game.record()).expect("replay");
        assert_eq!(again.state(), game.state(), "seed {seed} replays");
    }
    println!("{areas} areas opened, {fights} foes beaten");
    assert!(areas > 100 && fights > 100, "{areas} {fights}");
}

/// Many more games, with the full checks only at the end of each (the first few hundred
/// above check after every action).
#[test]
fn ten_thousand_random_games_end_with_everything_accounted_for() {
    for seed in 0..10_000u64 {
        let seats = 1 + (seed % 8) as usize;
        let options = Options {
            length: Length::ALL[(seed % 3) as usize],
            classic_random: seed % 7 == 0,
            level: if seed % 2 == 1 {
                Level::Basic
            } else {
                Level::Superior
            },
            ..Options::default()
        };
        let game = play_checking(seats, 100_000 + seed, &options, |_| {});
        check(game.state());
    }
}

/// A world drawn from a seat's view looks, from that seat, exactly like the real game.
#[test]
fn worlds_drawn_from_a_view_agree_with_it() {
    use rt_core::Determinize;
    for seed in 0..60u64 {
        let seats = 1 + (seed % 8) as usize;
        let options = Options {
            level: if seed % 2 == 0 {
                Level::Basic
            } else {
                Level::Superior
            },
            ..Options::default()
        };
        let mut game = Match::<Excalibur85>::new(options, seats, seed).expect("setup");
        let mut rng = GameRng::from_seed(seed);
        let mut steps = 0;
        while !game.is_over() && steps < 3_000 {
            steps += 1;
            let seat = game.to_act().seats().first().expect("someone acts");
            if steps % 7 == 0 {
                let view = game.view(Some(seat));
                let world = Excalibur85::determinize(&view, seat, &mut rng);
                let again = world.view(Some(seat));
                if again != view {
                    let a = format!("{again:#?}");
                    let b = format!("{view:#?}");
                    for (x, y) in a.lines().zip(b.lines()) {
                        assert_eq!(x, y, "seed {seed} step {steps}");
                    }
                }
                assert_eq!(
                    world.legal_actions(seat),
                    game.legal_actions(seat),
                    "seed {seed} step {steps}: {:?}",
                    game.state().step
                );
                check(&world);
            }
            let legal = game.legal_actions(seat);
            let action = *rng.pick(&legal).expect("an action");
            game.play(seat, action).expect("applies");
        }
    }
}
