//! Squire's Challenge (§12.6): chosen players start as Squires, with no coat of arms and so
//! no power. A won quest knights one Squire present on it, and Tournament may knight one
//! anywhere; the coat is drawn at random from those not in play (the spec's assumption).

use crate::action::CamelotEvent;
use crate::knight::Knight;
use crate::state::{Camelot, CamelotOptions, Pending};
use crate::table::{public, Out};
use rt_core::{Seat, SetupError};

/// The harder option's Squires: life points and White cards (besides the Merlin) at the start.
pub const HARD_SQUIRE_LIFE: u8 = 3;
pub const HARD_SQUIRE_WHITE: usize = 4;

/// Setup: which seats start as Squires, checked. Someone must start as a Knight.
pub(crate) fn squire_seats(
    options: &CamelotOptions,
    seats: usize,
) -> Result<Vec<bool>, SetupError> {
    let chosen = &options.squires;
    let bad = |why: &str| Err(SetupError::Options(why.to_string()));
    if chosen.iter().any(|s| usize::from(*s) >= seats) {
        return bad("a Squire's seat is not at the table");
    }
    let squire: Vec<bool> = (0..seats).map(|i| chosen.contains(&(i as u8))).collect();
    if squire.iter().all(|s| *s) {
        return bad("at least one player must start as a Knight");
    }
    Ok(squire)
}

/// Each seat's coat: a Squire's seat gets none, the Knights' seats the coats dealt for them
/// alone, so Arthur (always dealt with Merlin's Company) lands on a Knight's seat at random.
pub(crate) fn seat_coats(squire: &[bool], coats: Vec<Knight>) -> Vec<Knight> {
    let mut dealt = coats.into_iter();
    squire
        .iter()
        .map(|s| {
            if *s {
                Knight::Squire
            } else {
                dealt.next().unwrap_or(Knight::Squire)
            }
        })
        .collect()
}

impl Camelot {
    pub fn is_squire(&self, seat: Seat) -> bool {
        self.knight(seat)
            .is_some_and(|k| k.knight == Knight::Squire)
    }

    /// Squires still in the game, who may be knighted.
    pub(crate) fn squires(&self) -> Vec<Seat> {
        Seat::all(self.n())
            .filter(|s| {
                self.knight(*s)
                    .is_some_and(|k| k.knight == Knight::Squire && k.active())
            })
            .collect()
    }

    /// The coats of arms not in play: the game's pool less every knight at the table.
    fn coats_left(&self) -> Vec<Knight> {
        crate::setup::coat_pool(self.options.merlins_company, &self.options.companions)
            .into_iter()
            .filter(|k| self.knights.iter().all(|s| s.knight != *k))
            .collect()
    }

    /// A Squire becomes a Knight: a coat of arms at random from those not in play, and its
    /// power from now on.
    pub(crate) fn knight_squire(&mut self, seat: Seat, out: &mut Out) {
        if !self.is_squire(seat) {
            return;
        }
        let left = self.coats_left();
        let Some(&coat) = self.rng.pick(&left) else {
            return;
        };
        if let Some(k) = self.knight_mut(seat) {
            k.knight = coat;
        }
        public(out, CamelotEvent::Knighted { seat, knight: coat });
    }

    /// A quest won: one and only one Squire present becomes a Knight. The players choose
    /// which, else it is the Squire whose action won the quest (§12.6). Here the knight whose
    /// action won names him for the table when there is a choice; a lone Squire there, or a
    /// winner with no one left to name it, needs no choice.
    pub(crate) fn squire_at_quest_won(
        &mut self,
        present: &[Seat],
        finisher: Option<Seat>,
        out: &mut Out,
    ) {
        let here: Vec<Seat> = self
            .squires()
            .into_iter()
            .filter(|s| present.contains(s))
            .collect();
        match (here.as_slice(), finisher) {
            ([], _) => {}
            ([only], _) => self.knight_squire(*only, out),
            (_, Some(chooser)) if self.knight(chooser).is_some_and(|k| k.active()) => {
                let among = self.round_from(chooser, &here);
                self.pending.push(Pending::Knighting { chooser, among });
            }
            ([first, ..], _) => self.knight_squire(*first, out),
        }
    }
}
