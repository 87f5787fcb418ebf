//! How quests end (§5, §6): combat reveals, the victory and defeat icons, relics, rewards
//! shared among the knights present, and the boards that reset, flip or leave.

use crate::action::CamelotEvent;
use crate::cards::{Black, White};
use crate::knight::Knight;
use crate::quest::{
    Combat, GrailSpot, GrailTrack, LancelotBoard, Pattern, Place, Quest, War,
    BLACK_KNIGHT_BLACK_SPOTS, BLACK_SPOTS,
};
use crate::state::{Camelot, KayOn, Pending, Relic, Share};
use crate::table::{public, Out};
use rt_core::Seat;

impl Camelot {
    /// The combat of a quest, its pattern and its Black spots, while it runs.
    pub(crate) fn combat(&self, quest: Quest) -> Option<(&Combat, Pattern, usize)> {
        match (quest, &self.quests.lancelot) {
            (Quest::BlackKnight, _) => Some((
                &self.quests.black_knight,
                Pattern::TwoPairs,
                BLACK_KNIGHT_BLACK_SPOTS,
            )),
            (Quest::Lancelot, LancelotBoard::Lancelot(c)) => {
                Some((c, Pattern::FullHouse, BLACK_SPOTS))
            }
            (Quest::Lancelot, LancelotBoard::Dragon(c)) => {
                Some((c, Pattern::ThreeTrios, BLACK_SPOTS))
            }
            _ => None,
        }
    }

    pub(crate) fn combat_mut(&mut self, quest: Quest) -> Option<&mut Combat> {
        match (quest, &mut self.quests.lancelot) {
            (Quest::BlackKnight, _) => Some(&mut self.quests.black_knight),
            (Quest::Lancelot, LancelotBoard::Lancelot(c) | LancelotBoard::Dragon(c)) => Some(c),
            _ => None,
        }
    }

    /// Ends a combat quest if either side's spots are all filled: the Black cards are
    /// revealed, Kay may add a card if he is there, then the totals decide (§5).
    pub(crate) fn check_combat(&mut self, quest: Quest, actor: Option<Seat>, out: &mut Out) {
        let Some((combat, pattern, black_spots)) = self.combat(quest) else {
            return;
        };
        if combat.white.len() < pattern.spots() && combat.black.len() < black_spots {
            return;
        }
        let (white, black) = self.combat_totals(quest);
        public(
            out,
            CamelotEvent::CombatRevealed {
                quest,
                white,
                black,
            },
        );
        let kay = self.present(Place::Quest(quest)).into_iter().find(|s| {
            self.knight(*s).is_some_and(|k| {
                k.knight == Knight::Kay && k.active() && k.hand.iter().any(|c| c.fights())
            })
        });
        // Divine Favor decides a tie before Kay is asked.
        let favoured = white == black && self.divine_favor;
        match kay {
            Some(kay) if white <= black && !favoured => self.pending.insert(
                0,
                Pending::Kay {
                    kay,
                    on: KayOn::Quest { quest, actor },
                },
            ),
            _ => {
                let won = self.knights_take(white, black);
                self.finish_quest(quest, won, actor, out)
            }
        }
    }

    /// The knights' total (+1 if Excalibur's holder is there) and Evil's.
    pub(crate) fn combat_totals(&self, quest: Quest) -> (u32, u32) {
        let Some((combat, _, _)) = self.combat(quest) else {
            return (0, 0);
        };
        let excalibur = self
            .relics
            .excalibur
            .holder()
            .and_then(|s| self.knight(s))
            .is_some_and(|k| k.takes_part() && k.place == Some(Place::Quest(quest)));
        (
            combat.white_total() + u32::from(excalibur),
            combat.black_total(),
        )
    }

    /// A quest ends, won or lost (§6).
    pub(crate) fn finish_quest(
        &mut self,
        quest: Quest,
        won: bool,
        actor: Option<Seat>,
        out: &mut Out,
    ) {
        let place = Place::Quest(quest);
        let present: Vec<Seat> = self
            .present(place)
            .into_iter()
            .filter(|s| self.knight(*s).is_some_and(|k| k.active()))
            .collect();
        // The knight whose action ended it, else the first knight there.
        let finisher = actor
            .filter(|s| present.contains(s))
            .or_else(|| present.first().copied());
        let dragon = matches!(self.quests.lancelot, LancelotBoard::Dragon(_));
        let icons = quest.icons(dragon);
        self.clear_quest(quest);
        // A captive there goes home with the others, with nothing won or lost: the quest's
        // place is gone (or, for the Black Knight and the Wars, starts afresh).
        for k in self.knights.iter_mut() {
            if k.captured && k.place == Some(place) {
                k.place = Some(Place::Camelot);
            }
        }
        for seat in &present {
            if let Some(k) = self.knight_mut(*seat) {
                k.place = Some(Place::Camelot);
            }
            self.tally(*seat, |c| {
                if won {
                    c.present_won += 1
                } else {
                    c.present_lost += 1
                }
            });
        }
        // Heroism adds a sword of the winning side, once (§11.1, §15 ruling 23).
        let heroism = u8::from(self.heroism == Some(quest));
        if heroism > 0 {
            self.heroism = None;
            self.white_discard.push(White::Heroism);
        }
        let (white_swords, black_swords) = if won {
            (icons.white_swords + heroism, 0)
        } else {
            let mists = u8::from(self.black_in_play.contains(&Black::MistsOfAvalon));
            (0, icons.black_swords + mists + heroism)
        };
        public(
            out,
            CamelotEvent::QuestEnded {
                quest,
                won,
                white_swords,
                black_swords,
            },
        );
        for seat in &present {
            let palamedes = self
                .knight(*seat)
                .is_some_and(|k| k.knight == Knight::Palamedes);
            let delta = if won {
                icons.life_won + i8::from(palamedes)
            } else {
                -icons.life_lost
            };
            self.change_life(*seat, delta, out);
        }
        self.add_swords(white_swords, black_swords, out);
        if !won && icons.engines_lost > 0 {
            self.add_engines(icons.engines_lost, out);
        }
        self.settle_relic(quest, dragon, won, finisher, out);
        if won {
            // Dark Forest and Vivien last until the knights win a quest (§11.4).
            for card in [Black::DarkForest, Black::Vivien] {
                if let Some(i) = self.black_in_play.iter().position(|c| *c == card) {
                    self.black_in_play.remove(i);
                    self.black_discard.push(card);
                    public(out, CamelotEvent::SpecialGone { card });
                }
            }
            self.reward(icons.cards, &present, finisher, out);
            if matches!(quest, Quest::PictWar | Quest::SaxonWar) {
                self.lamorak_at_war(&present, out);
            }
            // Knighted once the quest's gains are settled: a new coat's power starts after.
            self.squire_at_quest_won(&present, finisher, out);
        }
        self.witches_at_quest_end(won, &present, out);
    }

    /// The quest's cards go to their discards and its board resets, flips or leaves.
    pub(crate) fn clear_quest(&mut self, quest: Quest) {
        let fights = |c: Combat, whites: &mut Vec<White>, blacks: &mut Vec<Black>| {
            whites.extend(crate::quest::fight_cards(&c.white, &c.wild));
            blacks.extend(c.black.into_iter().map(|p| p.card));
        };
        match quest {
            Quest::BlackKnight => {
                let c = std::mem::take(&mut self.quests.black_knight);
                fights(c, &mut self.white_discard, &mut self.black_discard);
            }
            Quest::Lancelot => {
                let next = match &self.quests.lancelot {
                    LancelotBoard::Lancelot(_) => LancelotBoard::Dragon(Combat::default()),
                    _ => LancelotBoard::Over,
                };
                if let LancelotBoard::Lancelot(c) | LancelotBoard::Dragon(c) =
                    std::mem::replace(&mut self.quests.lancelot, next)
                {
                    fights(c, &mut self.white_discard, &mut self.black_discard);
                }
            }
            Quest::Excalibur => self.quests.excalibur = None,
            Quest::Grail => {
                let track = self.quests.grail.take().unwrap_or_default();
                self.discard_track(track);
            }
            Quest::PictWar | Quest::SaxonWar => {
                let war = self
                    .quests
                    .war_mut(quest)
                    .map(std::mem::take)
                    .unwrap_or_default();
                self.discard_war(war);
            }
        }
    }

    fn discard_track(&mut self, track: GrailTrack) {
        for spot in track.spots.into_iter().flatten() {
            match spot {
                GrailSpot::Grail => self.white_discard.push(White::Grail),
                GrailSpot::Despair => self.black_discard.push(Black::Despair),
                GrailSpot::Desolation => self.black_discard.push(Black::Desolation),
            }
        }
    }

    fn discard_war(&mut self, war: War) {
        self.white_discard
            .extend(crate::quest::fight_cards(&war.run, &war.wild));
        if war.mordred {
            if let Some(i) = self.black_in_play.iter().position(|c| *c == Black::Mordred) {
                self.black_in_play.remove(i);
                self.black_discard.push(Black::Mordred);
            }
        }
    }

    fn settle_relic(
        &mut self,
        quest: Quest,
        dragon: bool,
        won: bool,
        finisher: Option<Seat>,
        out: &mut Out,
    ) {
        let relic = match quest {
            Quest::Lancelot if !dragon => &mut self.relics.armor,
            Quest::Excalibur => &mut self.relics.excalibur,
            Quest::Grail => &mut self.relics.grail,
            _ => return,
        };
        match (won, finisher) {
            (true, Some(seat)) => {
                *relic = Relic::Held(seat);
                public(out, CamelotEvent::RelicWon { seat, quest });
            }
            _ => {
                *relic = Relic::Gone;
                public(out, CamelotEvent::RelicLost { quest });
            }
        }
    }

    /// The reward's White cards: shared among the knights present, the finisher proposing;
    /// drawn and discarded if nobody is there (§6, §11.1 Lady of the Lake).
    fn reward(&mut self, count: usize, present: &[Seat], finisher: Option<Seat>, out: &mut Out) {
        let mut cards = Vec::new();
        for _ in 0..count {
            if let Some(card) = self.take_white(out) {
                cards.push(card);
            }
        }
        let alive: Vec<Seat> = present
            .iter()
            .copied()
            .filter(|s| self.knight(*s).is_some_and(|k| k.active()))
            .collect();
        match (finisher.filter(|f| alive.contains(f)), alive.len()) {
            (_, 0) | (None, _) => self.white_discard.extend(cards),
            (Some(seat), 1) => {
                public(
                    out,
                    CamelotEvent::DrewWhite {
                        seat,
                        count: cards.len() as u8,
                    },
                );
                crate::table::private(
                    out,
                    seat,
                    CamelotEvent::YouGot {
                        cards: cards.clone(),
                    },
                );
                if let Some(k) = self.knight_mut(seat) {
                    k.hand.extend(cards);
                    k.hand.sort();
                }
            }
            (Some(first), _) => {
                let among = self.round_from(first, &alive);
                self.pending.push(Pending::Share(Share {
                    cards,
                    among,
                    given: Vec::new(),
                    accepted: Vec::new(),
                }));
            }
        }
    }

    /// `seats` in turn order starting with `first`.
    pub(crate) fn round_from(&self, first: Seat, seats: &[Seat]) -> Vec<Seat> {
        let n = self.n();
        (0..n)
            .map(|i| Seat(((first.index() + i) % n) as u8))
            .filter(|s| seats.contains(s))
            .collect()
    }
}
