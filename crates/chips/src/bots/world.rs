//! Sampling a full game that agrees with one seat's view, for the search bot. Everything the
//! view names stays put; every chip it does not name is dealt at random into the places the
//! seat cannot see. At the Play step, seats that already chose in secret are asked again
//! (their hidden choice is part of what is sampled); during Resolve, the world carries the
//! seat's own acting chip at the step its view shows.

use crate::chip::{ChipId, Kind};
use crate::state::{Chips, ChipsOptions, Frame, Phase};
use crate::view::{StageView, View};
use rt_core::{GameRng, Seat, SeatSet};

/// Can a world be sampled for this view? At the Play step, and during Resolve while the
/// seat's own chip acts, except the blind sword picks of Arthur and Guinevere (the
/// held-out counts are public, and the worlds would not respect them).
pub fn can_sample(view: &View, me: Seat) -> bool {
    match (view.stage, &view.frame) {
        (StageView::Play { .. }, _) => true,
        (StageView::Resolve { .. }, Some(fr)) => {
            fr.seat == me
                && !matches!(fr.kind, Kind::Guinevere | Kind::Arthur)
                && view.ask.is_some_and(|a| a.seat() == me)
                && view.resolve_stage.is_some()
                && view.played.get(me.index()).copied().flatten() == Some(fr.kind)
        }
        _ => false,
    }
}

/// `None` where [`can_sample`] says no, or if the view cannot be filled (it never should).
pub fn sample_world(
    view: &View,
    me: Seat,
    options: &ChipsOptions,
    rng: &mut GameRng,
) -> Option<Chips> {
    if !can_sample(view, me) {
        return None;
    }
    let resolving = matches!(view.stage, StageView::Resolve { .. });
    let n = view.n();
    let mut pool: Vec<ChipId> = ChipId::all().collect();
    let mut take = |kind: Kind| -> Option<ChipId> {
        let i = pool.iter().position(|c| c.kind() == kind)?;
        Some(pool.swap_remove(i))
    };
    let mut hands: Vec<Vec<ChipId>> = vec![Vec::new(); n];
    let mut protected: Vec<Option<ChipId>> = vec![None; n];
    let mut permanent: Vec<Option<ChipId>> = vec![None; n];
    let mut trash = Vec::new();
    for k in &view.trash {
        trash.push(take(*k)?);
    }
    for (s, k) in view.permanent.iter().enumerate() {
        if let Some(k) = k {
            permanent[s] = Some(take(*k)?);
        }
    }
    let mut played: Vec<Option<ChipId>> = vec![None; n];
    if resolving {
        for (s, k) in view.played.iter().enumerate() {
            if let Some(k) = k {
                played[s] = Some(take(*k)?);
            }
        }
    }
    let mut mine = view.my_hand.clone();
    mine.extend(view.my_choice);
    for k in mine {
        hands[me.index()].push(take(k)?);
    }
    if let Some(k) = view.my_protected {
        protected[me.index()] = Some(take(k)?);
    }
    let mut avalon: [Vec<Option<ChipId>>; 3] = Default::default();
    for (r, region) in view.avalon.iter().enumerate() {
        for slot in region {
            avalon[r].push(match slot {
                Some(k) => Some(take(*k)?),
                None => None,
            });
        }
    }
    // Other hands: the known chips, then room for the unknown ones (a chosen chip is back in
    // its hand, to be chosen again).
    let mut room = vec![0usize; n];
    let mut seen_in_hands = 0u64;
    for (s, h) in view.hands.iter().enumerate() {
        if s == me.index() {
            continue;
        }
        for k in &h.known {
            let chip = take(*k)?;
            seen_in_hands |= chip.bit();
            hands[s].push(chip);
        }
        let chosen = usize::from(!resolving && view.chosen.contains(Seat(s as u8)));
        room[s] = (usize::from(h.size) + chosen).checked_sub(h.known.len())?;
    }
    rng.shuffle(&mut pool);
    let mut deal = pool.into_iter();
    for (s, r) in room.iter().enumerate() {
        for _ in 0..*r {
            hands[s].push(deal.next()?);
        }
        if s != me.index() && view.hands[s].protected {
            protected[s] = Some(deal.next()?);
        }
    }
    let mut regions: [Vec<ChipId>; 3] = Default::default();
    for (r, region) in avalon.into_iter().enumerate() {
        for slot in region {
            regions[r].push(match slot {
                Some(c) => c,
                None => deal.next()?,
            });
        }
    }
    // The sampled world must hold every chip exactly once.
    if deal.next().is_some() {
        return None;
    }
    let everyone: u64 = trash
        .iter()
        .chain(permanent.iter().flatten())
        .fold(0, |m, c| m | c.bit());
    let mut known: Vec<u64> = hands
        .iter()
        .map(|h| h.iter().fold(everyone, |m, c| m | c.bit()))
        .collect();
    known[me.index()] |= seen_in_hands;
    known[me.index()] |= regions
        .iter()
        .flatten()
        .zip(view.avalon.iter().flatten())
        .filter(|(_, k)| k.is_some())
        .fold(0, |m, (c, _)| m | c.bit());
    // During Resolve the world carries the seat's own acting chip; at the Play step every
    // seat with a playable chip (re)chooses.
    let (phase, frames, resolving_seat) = if resolving {
        let fr = view.frame.as_ref()?;
        let mut frame = Frame::new(me, played[me.index()]?, false);
        frame.step = fr.step;
        frame.target = fr.target;
        frame.targets = fr.targets;
        frame.source = fr.source;
        frame.left = fr.left;
        frame.side = fr.side;
        frame.window_done = fr.window_done;
        // What the chip drew is in hand: the same kinds, as ids of this world.
        let mut spare = hands[me.index()].clone();
        for k in &fr.my_got {
            let i = spare.iter().position(|c| c.kind() == *k)?;
            frame.got.push(spare.swap_remove(i));
        }
        if fr.kind == Kind::Percival {
            for &(r, slot, _) in &view.turned_up {
                frame
                    .got
                    .push(*regions.get(usize::from(r))?.get(usize::from(slot))?);
            }
        }
        let stage = view.resolve_stage?;
        (Phase::Resolve { stage }, vec![frame], Some(me))
    } else {
        let owed: SeatSet = Seat::all(n)
            .filter(|s| hands[s.index()].iter().any(|c| !c.kind().is_sword()))
            .collect();
        let chosen = vec![None; n];
        (Phase::Play { chosen, owed }, Vec::new(), None)
    };
    Some(Chips {
        options: options.clone(),
        seats: view.seats,
        rng: rng.fork(0x5EA2C4),
        round: view.round,
        crown: view.crown,
        avalon: regions,
        hands,
        played,
        permanent,
        protected,
        trash,
        limbo: None,
        shield: view.shield,
        flipped: view.flipped,
        resolving: resolving_seat,
        known,
        sword_floor: view.sword_floor.to_vec(),
        final_round: view.final_round,
        claims: view.claims.to_vec(),
        phase,
        frames,
        ask: if resolving { view.ask } else { None },
    })
}
