//! Merlin's Company's eight Special White cards (§11.5): when each may be played, and what
//! it does.

use crate::action::{Action, CamelotEvent, Special};
use crate::cards::{Black, White};
use crate::quest::{LancelotBoard, Place, Quest};
use crate::state::{Camelot, Pending};
use crate::table::{public, Out};
use crate::witches::{ABSENT_PUNISHED, HARSH_ACCUSATIONS, MERLIN_BANISHED, NO_SACRIFICE};
use rt_core::Seat;

/// The lasting Special Black cards Dispel may end.
const DISPELLABLE: [Black; 8] = [
    Black::DarkForest,
    Black::MistsOfAvalon,
    Black::Mordred,
    Black::Vivien,
    NO_SACRIFICE,
    HARSH_ACCUSATIONS,
    MERLIN_BANISHED,
    ABSENT_PUNISHED,
];

/// Dragon Slayer's extra Fight cards on the Dragon.
pub const DRAGON_SLAYER_CARDS: u8 = 2;
/// Tournament's life points.
const TOURNAMENT_LIFE: i8 = 2;

impl Camelot {
    /// The ways to play one of the expansion's Special cards now.
    pub(crate) fn company_specials(&self, seat: Seat, card: White) -> Vec<Special> {
        let here = self.knight(seat).and_then(|k| k.place);
        match card {
            White::CallForHelp => match here {
                Some(Place::Quest(q)) if !self.quests.solo(q) => vec![Special::CallForHelp],
                _ => Vec::new(),
            },
            White::Dispel => {
                let mut targets: Vec<Black> = self
                    .black_in_play
                    .iter()
                    .copied()
                    .filter(|c| DISPELLABLE.contains(c))
                    .collect();
                targets.sort();
                targets.dedup();
                targets.into_iter().map(Special::Dispel).collect()
            }
            White::DivineFavor if !self.divine_favor => vec![Special::DivineFavor],
            White::DragonSlayer => {
                let mut out = vec![Special::DragonSlayerDraw];
                if here == Some(Place::Quest(Quest::Lancelot))
                    && !self.slayer_cards(seat).is_empty()
                {
                    out.push(Special::DragonSlayerFight);
                }
                out
            }
            White::MerlinToTheRescue => std::iter::once(Place::Camelot)
                .chain(Quest::ALL.into_iter().map(Place::Quest))
                .filter(|p| self.merlin != Some(*p))
                .map(Special::MerlinToTheRescue)
                .collect(),
            White::NewHope => vec![Special::NewHope],
            White::Tournament => std::iter::once(Special::Tournament)
                .chain(self.squires().into_iter().map(Special::TournamentKnight))
                .collect(),
            White::Truce => vec![
                Special::Truce(Quest::PictWar),
                Special::Truce(Quest::SaxonWar),
            ],
            _ => Vec::new(),
        }
    }

    pub(crate) fn play_company_special(&mut self, seat: Seat, special: Special, out: &mut Out) {
        match special {
            Special::CallForHelp => {
                let Some(to) = self.knight(seat).and_then(|k| k.place) else {
                    return;
                };
                let asked: Vec<Seat> = self
                    .active_from(seat)
                    .into_iter()
                    .filter(|s| {
                        self.knight(*s)
                            .is_some_and(|k| k.takes_part() && k.place != Some(to))
                    })
                    .collect();
                if !asked.is_empty() {
                    self.pending.push(Pending::CallForHelp { to, asked });
                }
            }
            Special::Dispel(card) => self.dispel(seat, card, out),
            Special::DivineFavor => self.divine_favor = true,
            Special::DragonSlayerDraw => {
                self.give_white(seat, 3, out);
            }
            Special::DragonSlayerFight => self.pending.push(Pending::DragonSlayer {
                seat,
                left: DRAGON_SLAYER_CARDS,
            }),
            Special::MerlinToTheRescue(place) => self.merlin_to(place, out),
            Special::NewHope => {
                let hand = self
                    .knight_mut(seat)
                    .map(|k| std::mem::take(&mut k.hand))
                    .unwrap_or_default();
                let count = hand.len() + 1;
                self.white_discard.extend(hand);
                self.white_discard.push(White::NewHope);
                self.give_white(seat, count, out);
            }
            Special::Tournament => self.change_life(seat, TOURNAMENT_LIFE, out),
            Special::TournamentKnight(squire) => self.knight_squire(squire, out),
            Special::Truce(war) => self.truce(war, out),
            _ => {}
        }
    }

    /// Dispel: the card leaves play for the discard; a War Mordred leaves may be complete.
    fn dispel(&mut self, seat: Seat, card: Black, out: &mut Out) {
        let Some(i) = self.black_in_play.iter().position(|c| *c == card) else {
            return;
        };
        self.black_in_play.remove(i);
        self.black_discard.push(card);
        public(out, CamelotEvent::SpecialGone { card });
        if card == Black::Mordred {
            for war in [Quest::PictWar, Quest::SaxonWar] {
                let complete = self.quests.war_mut(war).is_some_and(|w| {
                    let had = std::mem::take(&mut w.mordred);
                    had && w.complete()
                });
                if complete {
                    self.finish_quest(war, true, Some(seat), out);
                }
            }
        }
    }

    /// Truce: the War ends with no winner and no swords; its knights go home with their
    /// life unchanged (ruling 15).
    fn truce(&mut self, war: Quest, out: &mut Out) {
        let place = Place::Quest(war);
        for s in self.present(place) {
            if let Some(k) = self.knight_mut(s) {
                k.place = Some(Place::Camelot);
            }
        }
        self.clear_quest(war);
        public(out, CamelotEvent::Truce { quest: war });
    }

    /// The Fight values Dragon Slayer may still add on the Dragon.
    pub(crate) fn slayer_cards(&self, seat: Seat) -> Vec<u8> {
        let (LancelotBoard::Dragon(_), Some(k)) = (&self.quests.lancelot, self.knight(seat)) else {
            return Vec::new();
        };
        let Some((combat, pattern, _)) = self.combat(Quest::Lancelot) else {
            return Vec::new();
        };
        crate::cards::distinct(&k.hand)
            .filter_map(|c| c.fight_value())
            .filter(|v| pattern.takes(&combat.white, *v))
            .collect()
    }

    pub(crate) fn slayer_actions(&self, seat: Seat) -> Vec<Action> {
        let mut out: Vec<Action> = self
            .slayer_cards(seat)
            .into_iter()
            .map(|v| Action::Play(White::Fight(v)))
            .collect();
        out.push(Action::StopGiving);
        out
    }

    /// Divine Favor: a tie goes to the knights once. Is `white` enough against `black`?
    pub(crate) fn knights_take(&mut self, white: u32, black: u32) -> bool {
        if white == black && self.divine_favor {
            self.divine_favor = false;
            return true;
        }
        white > black
    }
}
