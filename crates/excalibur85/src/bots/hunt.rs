//! Going after Excalibur once a rival carries it: ten points walk towards Camaloc in the
//! open (Excalibur is always held face up), and a knight who shares his tile may challenge
//! him and take it. Level 2 plays this way on top of the heuristic; level 1 never does.

use super::heuristic::{cards_of, choose_for, legal_or_any, win_chance};
use super::route::first_step;
use crate::action::Action;
use crate::cards::Card;
use crate::fight::{self, knight_terms, Measure, Stance};
use crate::state::{Location, Step};
use crate::view::{PlayerView, View};
use crate::Excalibur85;
use rt_core::{Bot, GameRng, Seat};

/// The odds at which a challenge is worth its risk (two turns and the loser's cards): the
/// sword is worth far more than what a lost duel costs.
pub const CHALLENGE_ODDS: f64 = 0.1;

/// The heuristic knight who also hunts the sword.
#[derive(Clone, Copy, Debug, Default)]
pub struct Hunter;

impl Bot<Excalibur85> for Hunter {
    fn choose(
        &mut self,
        seat: Seat,
        view: &View,
        legal: &[Action],
        rng: &mut GameRng,
    ) -> Option<Action> {
        // The hunt when it applies, else the heuristic's choice.
        let choice = hunt(seat, view, legal).or_else(|| choose_for(seat, view, legal));
        legal_or_any(choice, legal, rng)
    }
}

/// The rival carrying Excalibur to Camaloc, if any and if he can be challenged: the
/// Amulet's holder may refuse any fight (A5), so one seen to hold it is left alone rather
/// than shadowed turn after turn. (An Amulet held face down is seen only where this seat
/// may look at the hidden cards.)
fn carrier(seat: Seat, view: &View) -> Option<(Seat, &PlayerView)> {
    view.players
        .iter()
        .enumerate()
        .find(|(i, p)| *i != seat.index() && !p.delivered && p.open.contains(&Card::Excalibur))
        .filter(|(_, p)| !cards_of(p).contains(&Card::Amulet))
        .map(|(i, p)| (Seat(i as u8), p))
}

/// The chance of beating `them` in a duel, attacking with everything this knight has and
/// against what is seen of theirs (their face-down cards too, where this seat may look).
fn duel_odds(me: &PlayerView, them: &PlayerView) -> f64 {
    let mine = knight_terms(&me.sheet, &cards_of(me), Measure::BOTH, Stance::Attack);
    let theirs = knight_terms(&them.sheet, &cards_of(them), Measure::BOTH, Stance::Defence);
    win_chance(fight::total(&mine), fight::total(&theirs))
}

/// The step of the hunt to take now, if a rival carries the sword and this knight can
/// reach and fight him; always one of `legal`.
pub(super) fn hunt(seat: Seat, view: &View, legal: &[Action]) -> Option<Action> {
    let me = view.players.get(seat.index())?;
    let (target, them) = carrier(seat, view)?;
    match view.step.as_ref()? {
        Step::Options { .. } => {
            let challenge = Action::Challenge(target);
            (legal.contains(&challenge) && duel_odds(me, them) >= CHALLENGE_ODDS)
                .then_some(challenge)
        }
        // Walk to the carrier; once beside him, stay for the challenge.
        Step::Act => {
            let (Location::Territory(from), Location::Territory(to)) = (me.at, them.at) else {
                return None;
            };
            if duel_odds(me, them) < CHALLENGE_ODDS {
                return None;
            }
            if from == to {
                return legal.contains(&Action::Stay).then_some(Action::Stay);
            }
            let step = first_step(&view.map, from, to)?;
            legal
                .contains(&Action::Move(step))
                .then_some(Action::Move(step))
        }
        _ => None,
    }
}
