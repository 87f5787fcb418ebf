//! Arranged tables, for scenario tests and tutorials: chosen hands and regions, the rest
//! of the chips in the trash, the round at its Play step.

use crate::chip::{ChipId, Kind};
use crate::state::{Chips, ChipsOptions};
use rt_core::{Game, Seat};

impl Chips {
    /// Returns `None` when the chips asked for do not exist in those numbers.
    pub fn arranged(
        options: ChipsOptions,
        crown: Seat,
        hands: &[&[Kind]],
        regions: [&[Kind]; 3],
        seed: u64,
    ) -> Option<Chips> {
        let n = hands.len();
        let mut game = Chips::setup(&options, n, seed).ok()?;
        let mut pool: Vec<ChipId> = ChipId::all().collect();
        let mut take = |kind: Kind| -> Option<ChipId> {
            let i = pool.iter().position(|c| c.kind() == kind)?;
            Some(pool.remove(i))
        };
        let mut new_hands = Vec::new();
        for hand in hands {
            new_hands.push(hand.iter().map(|k| take(*k)).collect::<Option<Vec<_>>>()?);
        }
        let mut new_regions: [Vec<ChipId>; 3] = Default::default();
        for (r, kinds) in regions.iter().enumerate() {
            new_regions[r] = kinds.iter().map(|k| take(*k)).collect::<Option<Vec<_>>>()?;
        }
        game.crown = crown;
        game.round = 1;
        game.hands = new_hands;
        game.avalon = new_regions;
        game.trash = pool;
        game.known = game
            .hands
            .iter()
            .map(|h| h.iter().fold(0, |m, c| m | c.bit()))
            .collect();
        let everyone: u64 = game.trash.iter().fold(0, |m, c| m | c.bit());
        for k in game.known.iter_mut() {
            *k |= everyone;
        }
        game.sword_floor = vec![0; n];
        game.final_round = false;
        let mut events = Vec::new();
        game.check_end(&mut events);
        game.start_play(&mut events);
        Some(game)
    }

    /// This table at its Draw step instead: the seats short of chips pick their slots.
    pub fn at_draw(mut self) -> Chips {
        self.start_draft(&mut Vec::new());
        self
    }
}
