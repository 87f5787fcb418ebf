//! Special White cards: when a loyal knight plays them, and which cannot wait.

use super::evil_step::{siege_near, unseen_black};
use super::plan::read;
use super::read::{danger, others_at, progress};
use crate::action::{Action, Special};
use crate::quest::{Place, Quest};
use crate::view::View;
use rt_core::Seat;

/// Special White cards when they pay.
pub(super) fn special(seat: Seat, view: &View, legal: &[Action], bad: bool) -> Option<Action> {
    let me = view.knights.get(seat.index())?;
    // Read once, and only if Merlin to the Rescue is in hand: it looks through the deck.
    let post = std::cell::OnceCell::new();
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
            // To the ended quest whose Black cards still to come would bring most
            // engines, where he stops them (§12.2); else to the knight, for a free card.
            Special::MerlinToTheRescue(p) => match *post.get_or_init(|| merlin_post(view)) {
                Some(post) => *p == post && view.merlin != Some(post),
                None => me.place == Some(*p) && view.merlin != me.place,
            },
            _ => false,
        }
    };
    if bad {
        // A traitor's Specials help Evil: Merlins spent on nothing much.
        return None;
    }
    first_special(legal, wants).or_else(|| heroism(seat, view, legal))
}

/// Heroism's extra sword goes to the winner of its quest, so it waits for a quest the
/// knights all but have: the likeliest won, from this chance.
const HEROISM_FROM: f64 = 0.9;

/// Heroism on the quest the knights are likeliest to win, once that is near certain (it
/// went on the first quest half done and half safe: 5 seats no traitor, 4,000 games each,
/// 59.7 -> 61.3 %, 58.8 -> 61.4 %; 7 seats 67.6 -> 71.0 %; Merlin's Company 7 seats 24.4 ->
/// 27.8 %).
fn heroism(seat: Seat, view: &View, legal: &[Action]) -> Option<Action> {
    legal
        .iter()
        .filter_map(|a| match a {
            Action::Special(Special::Heroism(q)) => {
                let r = read(view, *q, &view.my_hand, false)?;
                let others = others_at(view, seat, Place::Quest(*q)) as f64;
                Some((r.chance(0, others + 1.0), a))
            }
            _ => None,
        })
        .filter(|(chance, _)| *chance >= HEROISM_FROM)
        .max_by(|a, b| a.0.total_cmp(&b.0))
        .map(|(_, a)| a.clone())
}

/// Where Merlin stops most Siege Engines (§12.2): the ended quest with the most of its
/// Black cards still to come, two at least (where he may stand already: he stays).
fn merlin_post(view: &View) -> Option<Place> {
    let unseen = unseen_black(view);
    [Quest::Lancelot, Quest::Excalibur, Quest::Grail]
        .into_iter()
        .filter(|q| view.over(*q))
        .map(|q| (unseen.iter().filter(|c| c.quest() == Some(q)).count(), q))
        .filter(|(n, _)| *n >= 2)
        .max_by_key(|(n, _)| *n)
        .map(|(_, q)| Place::Quest(q))
}

/// The first legal Special White play that `wants` accepts.
fn first_special(legal: &[Action], wants: impl Fn(&Special) -> bool) -> Option<Action> {
    legal
        .iter()
        .find(|a| matches!(a, Action::Special(s) if wants(s)))
        .cloned()
}

/// Specials that cannot wait: a Merlin that saves a quest about to fall or takes an engine
/// from a siege near its end, Piety on the last life point.
pub(super) fn urgent_special(seat: Seat, view: &View, legal: &[Action]) -> Option<Action> {
    let me = view.knights.get(seat.index())?;
    let wants = |s: &Special| -> bool {
        match s {
            Special::MerlinEngine => siege_near(view),
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
