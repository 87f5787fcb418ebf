//! Special White cards: when a loyal knight plays them, and which cannot wait.

use super::read::{danger, progress};
use crate::action::{Action, Special};
use crate::view::View;
use rt_core::Seat;

/// Special White cards when they pay.
pub(super) fn special(seat: Seat, view: &View, legal: &[Action], bad: bool) -> Option<Action> {
    let me = view.knights.get(seat.index())?;
    let wants = |s: &Special| -> bool {
        match s {
            Special::MerlinEngine => view.engines >= 7,
            Special::MerlinFigure(q) => danger(view, *q).is_some_and(|d| d >= 0.75),
            Special::MerlinBlack(q) => danger(view, *q).is_some_and(|d| d >= 0.75),
            Special::Piety { myself: true } => me.life <= 2,
            // Four cards for a short hand, else one for each of the others.
            Special::Reinforcements { myself: true } => view.my_hand.len() <= 6,
            Special::Reinforcements { myself: false } => view.my_hand.len() > 6,
            Special::LadyOfTheLake => {
                view.excalibur.is_some_and(|p| p >= 8) || view.excalibur.is_none() && me.life <= 3
            }
            // A card for every knight for one action, where the Round Table gives two: worth
            // playing unless the hand is nearly full.
            Special::Fate => view.my_hand.len() <= 10,
            Special::Heroism(q) => {
                progress(view, *q) >= 0.5 && danger(view, *q).is_some_and(|d| d < 0.5)
            }
            Special::Clairvoyance => true,
            // Merlin's Company's cards.
            Special::Tournament => me.life <= 3,
            // A power for good beats two life points unless life is short.
            Special::TournamentKnight(s) => {
                me.life > 3 && (*s == seat || me.knight != crate::knight::Knight::Squire)
            }
            Special::Dispel(_) => true,
            Special::DivineFavor => view.white_swords + view.black_swords >= 8,
            Special::DragonSlayerDraw => view.my_hand.len() <= 4,
            Special::DragonSlayerFight => true,
            // A War about to fall with little of its run built: better no winner.
            Special::Truce(q) => {
                danger(view, *q).is_some_and(|d| d >= 0.75) && progress(view, *q) < 0.5
            }
            Special::MerlinToTheRescue(p) => me.place == Some(*p) && view.merlin != me.place,
            _ => false,
        }
    };
    if bad {
        // A traitor's Specials help Evil: Merlins spent on nothing much.
        return None;
    }
    first_special(legal, wants)
}

/// The first legal Special White play that `wants` accepts.
fn first_special(legal: &[Action], wants: impl Fn(&Special) -> bool) -> Option<Action> {
    legal
        .iter()
        .find(|a| matches!(a, Action::Special(s) if wants(s)))
        .cloned()
}

/// Specials that cannot wait: a Merlin that saves a quest about to fall or keeps the siege
/// from its twelfth engine, Piety on the last life point.
pub(super) fn urgent_special(seat: Seat, view: &View, legal: &[Action]) -> Option<Action> {
    let me = view.knights.get(seat.index())?;
    let wants = |s: &Special| -> bool {
        match s {
            Special::MerlinEngine => view.engines >= 10,
            Special::MerlinFigure(q) => danger(view, *q).is_some_and(|d| d >= 0.75),
            Special::MerlinBlack(q) => danger(view, *q).is_some_and(|d| d >= 0.75),
            Special::Piety { myself: true } => me.life <= 1,
            Special::LadyOfTheLake => view.excalibur.is_none() && me.life <= 1,
            Special::Tournament => me.life <= 1,
            _ => false,
        }
    };
    first_special(legal, wants)
}
