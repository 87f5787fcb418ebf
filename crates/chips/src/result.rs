//! Winners and losers (§6).

use crate::chip::{ChipId, Kind};
use crate::state::Chips;
use rt_core::{Outcome, OutcomeKind, Seat};
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Standing {
    /// Holds Excalibur (and not the Cursed Blade).
    TrueWinner,
    /// Holds the Squire Sword, sitting just before the true winner (4+ players).
    SquireWinner,
    /// Excalibur and the Cursed Blade ended in one hand: everyone else wins, tainted.
    Tainted,
    Loser,
    /// Holds the Cursed Blade.
    UltimateLoser,
}

/// How the game ended, as a whole.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Ending {
    /// Somebody holds Excalibur, free of the curse.
    Won,
    /// Excalibur and the Cursed Blade in one hand.
    Tainted,
    /// Nobody holds Excalibur: the kingdom falls into chaos.
    Chaos,
}

impl Standing {
    pub fn wins(self) -> bool {
        matches!(
            self,
            Standing::TrueWinner | Standing::SquireWinner | Standing::Tainted
        )
    }

    pub fn outcome(self) -> Outcome {
        match self {
            Standing::TrueWinner | Standing::SquireWinner => Outcome::won(),
            Standing::Tainted => Outcome {
                kind: OutcomeKind::Shared,
                score: 0.5,
            },
            Standing::Loser => Outcome::lost(),
            Standing::UltimateLoser => Outcome::ultimate_loss(),
        }
    }
}

/// Who holds this sword: in hand, or in Galahad's fist (it counts as held).
pub fn holder(game: &Chips, kind: Kind) -> Option<Seat> {
    let has = |chips: &[ChipId]| chips.iter().any(|c| c.kind() == kind);
    Seat::all(game.n()).find(|s| {
        has(&game.hands[s.index()]) || game.protected[s.index()].is_some_and(|c| c.kind() == kind)
    })
}

pub fn ending(game: &Chips) -> Ending {
    match (
        holder(game, Kind::Excalibur),
        holder(game, Kind::CursedBlade),
    ) {
        (None, _) => Ending::Chaos,
        (Some(e), Some(c)) if e == c => Ending::Tainted,
        _ => Ending::Won,
    }
}

/// Each seat's standing, as if the game ended now.
pub fn standings(game: &Chips) -> Vec<Standing> {
    let n = game.n();
    let excalibur = holder(game, Kind::Excalibur);
    let cursed = holder(game, Kind::CursedBlade);
    let squire = holder(game, Kind::SquireSword);
    let mut out = vec![Standing::Loser; n];
    match ending(game) {
        Ending::Chaos => {}
        Ending::Tainted => {
            for s in out.iter_mut() {
                *s = Standing::Tainted;
            }
        }
        Ending::Won => {
            if let Some(e) = excalibur {
                out[e.index()] = Standing::TrueWinner;
                // The Squire rides with the player to their left (4+ players).
                if let Some(s) = squire {
                    if n >= 4 && Some(s) != cursed && s != e && s.next(n) == e {
                        out[s.index()] = Standing::SquireWinner;
                    }
                }
            }
        }
    }
    if let Some(c) = cursed {
        out[c.index()] = Standing::UltimateLoser;
    }
    out
}
