//! The loyal bots catch a traitor who sabotages in the open: one who feeds Evil with Siege
//! Engines at every step and hoards at the Round Table is accused and unmasked in most
//! games, and no loyal knight is accused in his place.

use camelot::bots::Heuristic;
use camelot::{Action, Camelot, CamelotOptions, EvilChoice, Loyalty};
use rt_core::{Bot, Game, GameRng, Seat};

/// A traitor who does not hide: an engine whenever he feeds Evil, a draw at the Round
/// Table whenever he can, else whatever comes first.
struct Saboteur;

impl Bot<Camelot> for Saboteur {
    fn choose(
        &mut self,
        _seat: Seat,
        _view: &camelot::View,
        legal: &[Action],
        rng: &mut GameRng,
    ) -> Option<Action> {
        let engine = Action::Evil(EvilChoice::AddEngine);
        [engine, Action::DrawWhite, Action::EndTurn]
            .into_iter()
            .find(|a| legal.contains(a))
            .or_else(|| rng.pick(legal).cloned())
    }
}

#[test]
fn a_traitor_who_sabotages_in_the_open_is_unmasked_in_most_games() {
    let options = CamelotOptions::default();
    let (mut games, mut unmasked, mut false_accusations) = (0, 0, 0);
    for seed in 0..80u64 {
        let Ok(mut g) = Camelot::setup(&options, 5, seed) else {
            continue;
        };
        let Some(traitor) = g.knights.iter().position(|k| k.loyalty == Loyalty::Traitor) else {
            continue;
        };
        games += 1;
        let mut rng = GameRng::from_seed(seed);
        let mut moves = 0;
        while g.outcomes().is_none() && moves < 5_000 {
            moves += 1;
            let Some(seat) = g.to_act().seats().first() else {
                break;
            };
            let view = g.view(Some(seat));
            let legal = g.legal_actions(seat);
            let action = if seat.index() == traitor {
                Saboteur.choose(seat, &view, &legal, &mut rng)
            } else {
                Heuristic::default().choose(seat, &view, &legal, &mut rng)
            }
            .expect("a move");
            // A loyal knight's accusation of another loyal knight.
            if let (Action::Accuse(target), false) = (&action, seat.index() == traitor) {
                false_accusations += usize::from(target.index() != traitor);
            }
            g.apply(seat, &action).expect("a legal move");
        }
        unmasked += usize::from(g.knights[traitor].unmasked);
    }
    assert!(games >= 40, "{games} tables with a traitor");
    assert!(
        unmasked * 3 >= games * 2,
        "unmasked in {unmasked} of {games} games"
    );
    assert_eq!(false_accusations, 0);
}
