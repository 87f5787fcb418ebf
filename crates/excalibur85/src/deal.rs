//! Shuffling with a window (C3, C4, C8.7): some cards must come out in time, so after the
//! shuffle they are moved into the top of the deck, themselves in random order. The top of
//! a deck is its end: cards are drawn with `pop`.

use rt_core::GameRng;

/// Shuffles `deck`, then puts every card `wanted` picks among the top `window` cards (the
/// window grows when more cards are wanted than it holds).
pub fn shuffle_with_window<T>(
    deck: &mut Vec<T>,
    wanted: impl Fn(&T) -> bool,
    window: usize,
    rng: &mut GameRng,
) {
    rng.shuffle(deck);
    let (mut chosen, mut rest): (Vec<T>, Vec<T>) = deck.drain(..).partition(|c| wanted(c));
    let window = window.max(chosen.len()).min(chosen.len() + rest.len());
    // The top `window` cards: the chosen ones and enough others, mixed together.
    let others = window - chosen.len();
    let mut top: Vec<T> = rest.split_off(rest.len() - others);
    top.append(&mut chosen);
    rng.shuffle(&mut top);
    deck.append(&mut rest);
    deck.append(&mut top);
}

/// ⌈share × n⌉ without floating point: the top 60 % of 28 is 17 (C4).
pub fn share_of(n: usize, percent: usize) -> usize {
    (n * percent).div_ceil(100)
}
