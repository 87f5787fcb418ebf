//! The decisions that come between and outside turns: the windows (a Black card to cancel,
//! a siege fight's cards, a share of rewards, a Call for Help, the witches' and Travel
//! cards' questions, and the rest), answered for a loyal knight or, with `bad`, a traitor.

use super::evil_step::{fatal, siege_limit};
use super::hand::{least_useful, worth};
use super::heuristic::{has, Params};
use super::read::{danger, helps};
use crate::action::{Action, Cancel, EvilChoice};
use crate::cards::{Black, Morgan, White};
use crate::quest::{Place, Quest};
use crate::view::{PendingView, View};
use rt_core::Seat;

/// Is a Black card bad enough to spend Excalibur or Merlins on? Any that would lose the
/// game at once, and those that bring a loss near.
fn dreadful(view: &View, card: Black) -> bool {
    if fatal(view, card) {
        return true;
    }
    match card {
        Black::Morgan(Morgan::TwoEngines) => view.engines + 4 >= siege_limit(view),
        Black::Morgan(_)
        | Black::Mordred
        | Black::MistsOfAvalon
        | Black::Vivien
        | Black::Guinevere => true,
        Black::DarkForest | Black::Desolation => view.grail.is_some(),
        Black::Despair => danger(view, Quest::Grail).is_some_and(|d| d >= 6.0 / 7.0),
        Black::Excalibur => view.excalibur == Some(1),
        // The witches that take life from every knight, while one is on his last point
        // (from two or three such knights: 0.2-0.5 points less in 6,000 games).
        Black::Witch(4) | Black::Witch(7) => view
            .knights
            .iter()
            .any(|k| k.alive && !k.unmasked && k.life <= 1),
        Black::Picts => view.picts.figures == 3,
        Black::Saxons => view.saxons.figures == 3,
        _ => false,
    }
}

/// A siege fight (or a Charged! fight on the way to `to`): Fight cards up to 8, 9 on the
/// last life point, then the die; a traitor with a life point to spare rolls early. On the
/// way to a quest that needs certain cards (a War's next values, a combat's pairs and
/// trios), those cards are what the journey is for: the others go first, and those only on
/// the last life point, where a lost fight kills. Traced at 7 seats with Merlin's Company,
/// level 2: with the Picts at 1-2-3-4, two knights riding there with the 5 spent it on a
/// Charged! card, and the War stood one card short for the game's last twenty turns.
fn siege(
    view: &View,
    life: u8,
    cards: &[u8],
    to: Option<Place>,
    legal: &[Action],
    bad: bool,
) -> Option<Action> {
    let sum: u8 = cards.iter().sum();
    // 8 or more beats the d8 seven times in eight; on the last life point only 9 is safe.
    let enough = if life <= 1 { 9 } else { 8 };
    if sum >= enough || bad && sum >= 2 {
        return Some(Action::SiegeRoll);
    }
    // The quest the journey is for and what the hand can give it: read once, not per card.
    let purpose = if life > 1 { purpose(view, to) } else { None };
    let kept = |card: White| {
        purpose.is_some_and(|(quest, all)| {
            let mut rest = view.my_hand.clone();
            if let Some(i) = rest.iter().position(|c| *c == card) {
                rest.remove(i);
            }
            helps(view, quest, &rest) < all
        })
    };
    // A Fight? card counts 5: as good as the best Fight card.
    legal
        .iter()
        .filter_map(|a| match a {
            Action::SiegeCard(v) => Some((White::Fight(*v), *v, a)),
            Action::SiegeWild => Some((White::FightWild, crate::quest::WILD_SIEGE_VALUE, a)),
            _ => None,
        })
        .filter(|(card, _, _)| !kept(*card))
        .max_by_key(|(_, v, _)| *v)
        .map(|(_, _, a)| a.clone())
        .or(Some(Action::SiegeRoll))
}

/// The quest a journey to `to` is for, where it needs certain cards, and how many of the
/// hand's it could take (`read::helps`). Not Excalibur nor the Dragon, where any card does
/// and the fewest spent is best, nor the Grail, which takes no Fight card.
fn purpose(view: &View, to: Option<Place>) -> Option<(Quest, usize)> {
    let Some(Place::Quest(quest)) = to else {
        return None;
    };
    let certain = match quest {
        Quest::PictWar | Quest::SaxonWar | Quest::BlackKnight => true,
        Quest::Lancelot => view.lancelot != crate::view::LancelotStage::Dragon,
        Quest::Excalibur | Quest::Grail => false,
    };
    certain.then(|| (quest, helps(view, quest, &view.my_hand)))
}

pub(super) fn pending(
    params: &Params,
    seat: Seat,
    view: &View,
    legal: &[Action],
    p: &PendingView,
    bad: bool,
) -> Option<Action> {
    let me = view.knights.get(seat.index())?;
    // Where a traitor would spend his own life point, he keeps the last one as a loyal
    // knight would: dead, he feeds Evil no more and flips no swords at the end (traced: an
    // ambushed traitor on his last point stayed back, holding the pair that paid his way).
    let spends_life = bad && me.life > 1;
    match p {
        PendingView::Facing { .. } => Some(Action::Face {
            down: !bad && view.my_hand.len() < params.face_down_below,
        }),
        // Itself if it is one of them, else the Squire with most life: the longest use of a power.
        PendingView::Knighting { among, .. } => among
            .iter()
            .copied()
            .find(|s| *s == seat)
            .or_else(|| {
                among
                    .iter()
                    .copied()
                    .max_by_key(|s| view.knights.get(s.index()).map_or(0, |k| k.life))
            })
            .map(Action::Knight),
        PendingView::ChooseWar { card, .. } => {
            let (p, s) = (&view.picts, &view.saxons);
            // Figures where they do least harm; Mordred where the run is shortest.
            let picts = if *card == Black::Mordred {
                p.run.len() <= s.run.len()
            } else {
                p.figures < s.figures
            };
            let picts = if bad { !picts } else { picts };
            Some(Action::War(if picts {
                Quest::PictWar
            } else {
                Quest::SaxonWar
            }))
        }
        PendingView::Siege { cards, charge, .. }
            if !spends_life && has(legal, &Action::Geraint) =>
        {
            let fights: u8 = view.my_hand.iter().filter_map(|c| c.fight_value()).sum();
            if fights < 8 && cards.is_empty() {
                return Some(Action::Geraint);
            }
            siege(view, me.life, cards, *charge, legal, spends_life)
        }
        PendingView::Siege { cards, charge, .. } => {
            siege(view, me.life, cards, *charge, legal, spends_life)
        }
        // Answer a Call for Help from Camelot when the hand can do something there.
        PendingView::CallForHelp { to, .. } => {
            let useful = match to {
                Place::Quest(q) => helps(view, *q, &view.my_hand) > 0,
                Place::Camelot => false,
            };
            Some(Action::Follow(
                !bad && useful && me.place == Some(Place::Camelot),
            ))
        }
        // Dragon Slayer: the strongest card that fits, while any does.
        PendingView::DragonSlayer { .. } => legal
            .iter()
            .filter(|a| matches!(a, Action::Play(_)) && !bad)
            .max_by_key(|a| match a {
                Action::Play(c) => c.fight_value().unwrap_or(0),
                _ => 0,
            })
            .cloned()
            .or(Some(Action::StopGiving)),
        // Owain throws back a weak card he drew.
        PendingView::Owain { drawn, .. } => drawn
            .as_ref()
            .and_then(|d| d.iter().copied().min_by_key(|c| worth(*c, view)))
            .filter(|c| !bad && worth(*c, view) <= 2)
            .map(Action::Owain)
            .or(Some(Action::StopGiving)),
        // Witch #4: a Grail card while life is short or the Grail quest is over; a traitor
        // throws the Grail away.
        PendingView::GrailOrLife { .. } => {
            let grail_spare = view.grail.is_none() || me.life <= 2;
            let grail = (bad || grail_spare) && has(legal, &Action::GiveGrail(true));
            Some(Action::GiveGrail(grail))
        }
        // Pay the cheapest way through a Lost! or Ambushed!; a traitor stays back (Lost!
        // costs no life point).
        PendingView::Challenge { card, .. } => {
            let stays_back = bad && (me.life > 1 || *card == crate::travel::Travel::Lost);
            let cost = |a: &Action| match a {
                Action::Arrive(cards) => cards.iter().map(|c| worth(*c, view)).sum::<i32>(),
                _ => i32::MAX,
            };
            let pay = legal
                .iter()
                .filter(|a| matches!(a, Action::Arrive(_)))
                .min_by_key(|a| cost(a));
            match pay {
                // Geraint saves his shrug for a dear price.
                Some(a) if !stays_back && (cost(a) <= 8 || !has(legal, &Action::Geraint)) => {
                    Some(a.clone())
                }
                _ if !stays_back && has(legal, &Action::Geraint) => Some(Action::Geraint),
                Some(a) if !stays_back => Some(a.clone()),
                _ => Some(Action::StayBack),
            }
        }
        PendingView::Volunteer { morgan, .. } => {
            let yes = !bad
                && match morgan {
                    Morgan::VolunteerDiscardsThree => view.my_hand.len() >= 6,
                    _ => me.life >= 5,
                };
            Some(Action::Volunteer(
                yes && has(legal, &Action::Volunteer(true)),
            ))
        }
        PendingView::Discard { .. } => {
            let keep = |c: &White| {
                if bad {
                    -worth(*c, view)
                } else {
                    worth(*c, view)
                }
            };
            view.my_hand
                .iter()
                .copied()
                .min_by_key(keep)
                .map(Action::Discard)
        }
        PendingView::Share { among, given, .. } => {
            if has(legal, &Action::Accept(true)) {
                return Some(Action::Accept(true));
            }
            // Give the next card to whoever will hold fewest, counting this share's cards.
            among
                .iter()
                .min_by_key(|s| {
                    let held = view.knights.get(s.index()).map_or(99, |k| k.hand_size);
                    usize::from(held) + given.iter().filter(|g| *g == *s).count()
                })
                .map(|s| Action::Give(*s))
        }
        PendingView::Cancel { card, .. } => {
            // A card that may yet go face down is hidden from the table: nothing is spent
            // on a card unseen (a random answer spent Excalibur on such cards).
            let Some(card) = *card else {
                return Some(Action::Cancel(Cancel::Pass));
            };
            if bad || !dreadful(view, card) {
                return Some(Action::Cancel(Cancel::Pass));
            }
            // Keeping Excalibur for the card that would lose the game (it is the one answer
            // to a standard card) lost more than it saved: 12,000 games, 50.9 -> 49.0 %.
            let sword = has(legal, &Action::Cancel(Cancel::Excalibur));
            if sword && !card.is_special() {
                return Some(Action::Cancel(Cancel::Excalibur));
            }
            let merlins = view
                .my_hand
                .iter()
                .filter(|c| **c == White::Merlin)
                .count()
                .min(3) as u8;
            if merlins > 0 && has(legal, &Action::Cancel(Cancel::Merlins(merlins))) {
                return Some(Action::Cancel(Cancel::Merlins(merlins)));
            }
            if sword {
                return Some(Action::Cancel(Cancel::Excalibur));
            }
            Some(Action::Cancel(Cancel::Pass))
        }
        PendingView::Rescue { dying, .. } => Some(Action::Rescue(!bad || *dying == seat)),
        PendingView::Kay { .. } => {
            let best = legal
                .iter()
                .filter_map(|a| match a {
                    Action::Kay(Some(v)) => Some(*v),
                    _ => None,
                })
                .max();
            // A Fight? is kept for later unless it is the only card Kay can add.
            if !bad && best.is_none() && legal.contains(&Action::KayWild) {
                return Some(Action::KayWild);
            }
            Some(Action::Kay(if bad { None } else { best }))
        }
        PendingView::Convocation { .. } => {
            let here = me.place;
            let stuck = match here {
                Some(Place::Quest(q)) => helps(view, q, &view.my_hand) == 0,
                _ => true,
            };
            Some(Action::Follow(stuck))
        }
        PendingView::Give { .. } => {
            let give = least_useful(&view.my_hand, view).map(Action::GiveCard);
            give.filter(|a| has(legal, a)).or(Some(Action::StopGiving))
        }
        PendingView::Arrange { cards, .. } => {
            // The least harmful card on top.
            let cards = cards.clone()?;
            cards
                .into_iter()
                .min_by_key(|c| i32::from(dreadful(view, *c)) * 10 + i32::from(c.is_special()))
                .map(Action::Stack)
        }
        PendingView::Armor { cards, .. } => {
            let cards = cards.clone()?;
            if cards.len() == 1 && !bad && dreadful(view, cards[0]) {
                return Some(Action::Evil(EvilChoice::AddEngine));
            }
            let pick = if bad {
                cards.iter().max_by_key(|c| dreadful(view, **c))
            } else {
                cards.iter().min_by_key(|c| dreadful(view, **c))
            };
            pick.map(|c| Action::KeepBlack(*c))
        }
    }
}
