//! The basic moves of the table every rule uses: drawing with the reshuffle rule, life and
//! death, Siege Engines, swords, and the end-of-game checks that run after every effect.

use crate::action::CamelotEvent;
use crate::cards::{Black, White, SIEGE_ENGINES, SWORDS};
use crate::knight::MAX_LIFE;
use crate::quest::{LancelotBoard, Place};
use crate::state::{Camelot, Ending, Loyalty, Relic, Step};
use rt_core::{Event, Seat};

pub type Out = Vec<Event<CamelotEvent>>;

pub fn public(out: &mut Out, event: CamelotEvent) {
    out.push(Event::public(event));
}

pub fn private(out: &mut Out, seat: Seat, event: CamelotEvent) {
    out.push(Event {
        audience: rt_core::Audience::seat(seat),
        body: event,
    });
}

/// Black cards that end the game once they reach these counts (§13).
pub const BLACK_SWORDS_TO_LOSE: u8 = 7;
pub const SWORDS_TO_END: u8 = 12;

impl Camelot {
    /// When a draw pile runs out, its discard becomes the new pile and the other colour's
    /// piles are shuffled together at the same time (§4.3).
    fn reshuffle(&mut self, out: &mut Out) {
        self.white_draw.append(&mut self.white_discard);
        self.rng.shuffle(&mut self.white_draw);
        self.black_draw.append(&mut self.black_discard);
        self.rng.shuffle(&mut self.black_draw);
        public(out, CamelotEvent::Reshuffled);
    }

    /// A White card off the pile. The reshuffle happens the moment a pile runs out (§4), or
    /// at the next draw when its discard was empty then; never when the discard is empty
    /// still, since shuffling the Black piles for no new White card would destroy an order
    /// a seat may know (Clairvoyance).
    pub(crate) fn take_white(&mut self, out: &mut Out) -> Option<White> {
        if self.white_draw.is_empty() && !self.white_discard.is_empty() {
            self.reshuffle(out);
        }
        let card = self.white_draw.pop();
        if self.white_draw.is_empty() && !self.white_discard.is_empty() {
            self.reshuffle(out);
        }
        card
    }

    pub(crate) fn take_black(&mut self, out: &mut Out) -> Option<Black> {
        if self.black_draw.is_empty() && !self.black_discard.is_empty() {
            self.reshuffle(out);
        }
        let card = self.black_draw.pop();
        if self.black_draw.is_empty() && !self.black_discard.is_empty() {
            self.reshuffle(out);
        }
        card
    }

    /// Is there a White card left anywhere to draw (the pile or its discard)?
    pub(crate) fn white_left(&self) -> bool {
        !self.white_draw.is_empty() || !self.white_discard.is_empty()
    }

    /// Draws `count` White cards into a hand: how many there were for all, which for them.
    /// Draws `count` White cards into a hand (fewer if both piles run dry); the cards drawn.
    pub(crate) fn give_white(&mut self, seat: Seat, count: usize, out: &mut Out) -> Vec<White> {
        let mut got = Vec::new();
        for _ in 0..count {
            match self.take_white(out) {
                Some(card) => got.push(card),
                None => break,
            }
        }
        if got.is_empty() {
            return got;
        }
        public(
            out,
            CamelotEvent::DrewWhite {
                seat,
                count: got.len() as u8,
            },
        );
        private(out, seat, CamelotEvent::YouGot { cards: got.clone() });
        if let Some(k) = self.knight_mut(seat) {
            k.hand.extend(&got);
            k.hand.sort();
        }
        got
    }

    /// Takes a card out of a hand; false if it is not there.
    pub(crate) fn take_from_hand(&mut self, seat: Seat, card: White) -> bool {
        let Some(k) = self.knight_mut(seat) else {
            return false;
        };
        match k.hand.iter().position(|c| *c == card) {
            Some(i) => {
                k.hand.remove(i);
                true
            }
            None => false,
        }
    }

    /// Gains or loses life within 0–6; at 0 the knight dies (§10).
    pub(crate) fn change_life(&mut self, seat: Seat, delta: i8, out: &mut Out) {
        let Some(k) = self.knight_mut(seat) else {
            return;
        };
        if !k.active() {
            return;
        }
        let life = (i16::from(k.life) + i16::from(delta)).clamp(0, i16::from(MAX_LIFE)) as u8;
        if life == k.life {
            return;
        }
        k.life = life;
        public(out, CamelotEvent::LifeChanged { seat, life });
        if life == 0 {
            self.fall(seat, out);
        }
    }

    /// A knight at 0 LP: the Grail's holder may save him (§7, §10), otherwise he dies.
    pub(crate) fn fall(&mut self, seat: Seat, out: &mut Out) {
        let holder = self
            .relics
            .grail
            .holder()
            .filter(|h| self.knight(*h).is_some_and(|k| k.takes_part()));
        match holder {
            Some(holder) => self.pending.insert(
                0,
                crate::state::Pending::Rescue {
                    dying: seat,
                    holder,
                },
            ),
            None => self.die(seat, out),
        }
    }

    /// A knight who sacrificed his last life point dies once his extra action is done
    /// (§4.2): whatever that action won, only a Grail won before it may save him (ruling
    /// 17). Nothing happens for any other turn.
    pub(crate) fn end_of_sacrifice(&mut self, seat: Seat, out: &mut Out) {
        let Step::Heroic(h) = &mut self.step else {
            return;
        };
        if !std::mem::take(&mut h.dies_after) {
            return;
        }
        if h.grail_before {
            self.fall(seat, out);
        } else {
            self.die(seat, out);
        }
    }

    /// Death (§10): the hand is discarded, relics are lost, the figure leaves the board.
    pub(crate) fn die(&mut self, seat: Seat, out: &mut Out) {
        let Some(k) = self.knight_mut(seat) else {
            return;
        };
        if !k.alive {
            return;
        }
        k.alive = false;
        self.leave_board(seat, true);
        public(out, CamelotEvent::Died { seat });
        self.check_end(out);
    }

    /// A knight's figure leaves the board (death, or unmasking): his hand is discarded, and
    /// so are his cards on a Solo quest; Excalibur and the Grail go with him, and the Armor
    /// too unless he lives on as the unmasked traitor (§9, §10).
    pub(crate) fn leave_board(&mut self, seat: Seat, armor_too: bool) {
        self.release(seat);
        let Some(k) = self.knight_mut(seat) else {
            return;
        };
        let place = k.place.take();
        let hand = std::mem::take(&mut k.hand);
        self.white_discard.extend(hand);
        if let Some(Place::Quest(q)) = place {
            if self.quests.solo(q) {
                self.discard_solo_whites(q);
            }
        }
        let mut relics = vec![&mut self.relics.excalibur, &mut self.relics.grail];
        if armor_too {
            relics.push(&mut self.relics.armor);
        }
        for relic in relics {
            if *relic == Relic::Held(seat) {
                *relic = Relic::Gone;
            }
        }
    }

    /// The White cards on a Solo quest go to the discard (its knight left or died).
    pub(crate) fn discard_solo_whites(&mut self, quest: crate::quest::Quest) -> u8 {
        let combat = match quest {
            crate::quest::Quest::BlackKnight => Some(&mut self.quests.black_knight),
            crate::quest::Quest::Lancelot => match &mut self.quests.lancelot {
                LancelotBoard::Lancelot(c) => Some(c),
                _ => None,
            },
            _ => None,
        };
        let Some(combat) = combat else {
            return 0;
        };
        let (values, wild) = (
            std::mem::take(&mut combat.white),
            std::mem::take(&mut combat.wild),
        );
        self.white_discard
            .extend(crate::quest::fight_cards(&values, &wild));
        values.len() as u8
    }

    pub(crate) fn add_engines(&mut self, count: u8, out: &mut Out) {
        let total = (self.engines + count).min(SIEGE_ENGINES);
        if total != self.engines {
            self.engines = total;
            public(out, CamelotEvent::EngineAdded { total });
        }
        self.check_end(out);
    }

    /// Adds swords to the Round Table, as many as the box holds.
    pub(crate) fn add_swords(&mut self, white: u8, black: u8, out: &mut Out) {
        let room = SWORDS.saturating_sub(self.swords());
        let white = white.min(room);
        let black = black.min(room - white);
        self.white_swords += white;
        self.black_swords += black;
        self.check_end(out);
    }

    /// The checks that end the game at once (§13, 1–3).
    pub(crate) fn check_end(&mut self, out: &mut Out) {
        if self.over() {
            return;
        }
        let ending = if self.engines >= SIEGE_ENGINES {
            Some(Ending::TwelveEngines)
        } else if self.black_swords >= BLACK_SWORDS_TO_LOSE {
            Some(Ending::SevenBlackSwords)
        } else if !self
            .knights
            .iter()
            .any(|k| k.alive && k.loyalty == Loyalty::Loyal)
        {
            Some(Ending::AllLoyalDead)
        } else {
            None
        };
        if let Some(ending) = ending {
            self.finish(ending, out);
        }
    }

    /// Twelve swords end the game once the current action is resolved (§13, 4): the hidden
    /// traitors still alive flip white swords, then white must outnumber black.
    pub(crate) fn check_swords(&mut self, out: &mut Out) {
        if self.over() || self.swords() < SWORDS_TO_END {
            return;
        }
        // One hidden traitor flips two swords, two flip three in all (§12.5); a captured
        // one flips none, being out of the game.
        let mut to_flip = [2u8, 1u8].into_iter();
        for seat in Seat::all(self.n()) {
            let hidden_traitor = self
                .knight(seat)
                .is_some_and(|k| k.takes_part() && k.loyalty == Loyalty::Traitor);
            if hidden_traitor {
                let flipped = self.white_swords.min(to_flip.next().unwrap_or(0));
                self.white_swords -= flipped;
                self.black_swords += flipped;
                public(out, CamelotEvent::TraitorFlipped { seat, flipped });
            }
        }
        // The flip may bring the seventh black sword, which ends the game first (§13).
        self.check_end(out);
        if self.over() {
            return;
        }
        let knights_won =
            self.knights_take(u32::from(self.white_swords), u32::from(self.black_swords));
        self.finish(Ending::Swords { knights_won }, out);
    }

    fn finish(&mut self, ending: Ending, out: &mut Out) {
        self.step = Step::Over(ending);
        self.pending.clear();
        public(out, CamelotEvent::GameOver { ending });
    }
}
