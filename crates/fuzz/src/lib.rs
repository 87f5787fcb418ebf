//! Fuzzing every engine from bytes (issue 14). A case is a byte string read as a recipe: the
//! seats, the seed and the options' switches, then one step per byte — a legal action of a
//! seat that is asked, an action seen earlier replayed at the wrong moment or by the wrong
//! seat, or such an action with its numbers rewritten (seats and values out of range) — and
//! after each step every view and every seat's list, out-of-range seats included. Save bytes
//! are a real save mangled the same way. The properties: nothing panics; an action is
//! accepted exactly when it was listed; a refused action leaves the game as it was.
//!
//! No coverage-guided fuzzer is used (that needs a nightly compiler); a bounded number of
//! cases runs in the test command, and `fuzz` (the binary) runs as many as asked.

use rt_core::{Envelope, Game, Match, PlayerSetup, Seat, SeatKind};
use serde_json::Value;

/// The bytes of one case, read front to back; reading past the end gives `None`.
pub struct Bytes<'a> {
    data: &'a [u8],
    at: usize,
}

impl<'a> Bytes<'a> {
    pub fn new(data: &'a [u8]) -> Self {
        Bytes { data, at: 0 }
    }

    pub fn byte(&mut self) -> Option<u8> {
        let b = self.data.get(self.at).copied();
        self.at += 1;
        b
    }

    /// A number below `n` (0 when `n` is 0 or the bytes are spent).
    pub fn below(&mut self, n: usize) -> usize {
        match (self.byte(), n) {
            (Some(b), n) if n > 0 => usize::from(b) % n,
            _ => 0,
        }
    }

    pub fn u64(&mut self) -> u64 {
        (0..8).fold(0, |acc, _| (acc << 8) | u64::from(self.byte().unwrap_or(0)))
    }
}

/// Sets every switch of a JSON value from the bytes and rewrites some numbers.
fn mutate(value: &mut Value, bytes: &mut Bytes) {
    match value {
        Value::Bool(b) => *b = bytes.below(2) == 1,
        // One number in four is rewritten: small, large and just-past-the-end values alike.
        Value::Number(_) if bytes.below(4) == 0 => {
            let n = match bytes.below(3) {
                0 => u64::from(bytes.byte().unwrap_or(0)),
                1 => u64::from(bytes.byte().unwrap_or(0)) % 16,
                _ => u64::MAX >> bytes.below(64),
            };
            *value = Value::from(n);
        }
        Value::Array(items) => items.iter_mut().for_each(|v| mutate(v, bytes)),
        Value::Object(map) => map.values_mut().for_each(|v| mutate(v, bytes)),
        _ => {}
    }
}

/// The game's options with their switches read from the bytes (the default where the
/// result is not a valid set of options).
pub fn options<G: Game>(bytes: &mut Bytes) -> G::Options {
    let mut value = serde_json::to_value(G::Options::default()).unwrap_or(Value::Null);
    mutate(&mut value, bytes);
    serde_json::from_value(value).unwrap_or_default()
}

/// What a case did, for the figures.
#[derive(Clone, Copy, Debug, Default)]
pub struct Tally {
    pub accepted: u64,
    pub refused: u64,
    pub finished: u64,
}

impl std::ops::AddAssign for Tally {
    fn add_assign(&mut self, o: Tally) {
        self.accepted += o.accepted;
        self.refused += o.refused;
        self.finished += o.finished;
    }
}

/// Plays one case of actions. Panics (a finding) if a property fails.
pub fn actions<G: Game>(data: &[u8]) -> Tally {
    let mut bytes = Bytes::new(data);
    let seats = G::MIN_SEATS + bytes.below(G::MAX_SEATS - G::MIN_SEATS + 1);
    let seed = bytes.u64();
    let options = options::<G>(&mut bytes);
    let mut tally = Tally::default();
    let Ok(mut game) = Match::<G>::new(options, seats, seed) else {
        return tally;
    };
    // Every action listed so far, to be replayed out of place.
    let mut seen: Vec<G::Action> = Vec::new();
    while let Some(op) = bytes.byte() {
        if game.is_over() {
            tally.finished += 1;
            break;
        }
        let asked: Vec<Seat> = game.to_act().seats().iter().collect();
        let (seat, action) = match op % 8 {
            0..=3 => {
                let Some(&seat) = asked.get(bytes.below(asked.len())) else {
                    break;
                };
                let legal = game.legal_actions(seat);
                for a in &legal {
                    if seen.len() < 512 && !seen.contains(a) {
                        seen.push(a.clone());
                    }
                }
                let Some(a) = legal.get(bytes.below(legal.len())) else {
                    continue;
                };
                (seat, a.clone())
            }
            4 | 5 => {
                let Some(a) = seen.get(bytes.below(seen.len())) else {
                    continue;
                };
                (Seat(bytes.below(seats + 2) as u8), a.clone())
            }
            _ => {
                let Some(a) = seen.get(bytes.below(seen.len())) else {
                    continue;
                };
                let mut value = serde_json::to_value(a).unwrap_or(Value::Null);
                mutate(&mut value, &mut bytes);
                let Ok(a) = serde_json::from_value::<G::Action>(value) else {
                    continue;
                };
                (Seat(bytes.below(seats + 2) as u8), a)
            }
        };
        let listed = game.legal_actions(seat).contains(&action);
        let before = serde_json::to_string(game.state()).unwrap_or_default();
        let moves = game.record().moves.len();
        match game.play(seat, action.clone()) {
            Ok(_) => {
                assert!(listed, "{action:?} by {seat} accepted but not listed");
                tally.accepted += 1;
            }
            Err(e) => {
                assert!(!listed, "{action:?} by {seat} listed but refused: {e:?}");
                let after = serde_json::to_string(game.state()).unwrap_or_default();
                assert!(before == after, "refusing {action:?} changed the game");
                assert_eq!(moves, game.record().moves.len());
                tally.refused += 1;
            }
        }
        // Every view, and every list, of seats that exist and seats that do not.
        let _ = game.view(None);
        for s in 0..seats {
            let _ = game.view(Some(Seat(s as u8)));
        }
        for s in 0..seats + 2 {
            let _ = game.state().legal_actions(Seat(s as u8));
        }
        let _ = game.state().outcomes();
    }
    tally
}

/// A real save of `G`: a game played `moves` steps from `seed` by the first legal action
/// a byte picks.
pub fn a_save<G: Game>(seed: u64, moves: usize) -> String {
    let seats = G::MIN_SEATS.max(2).min(G::MAX_SEATS);
    let Ok(mut game) = Match::<G>::new(G::Options::default(), seats, seed) else {
        return String::new();
    };
    let mut rng = rt_core::GameRng::from_seed(seed);
    for _ in 0..moves {
        let Some(seat) = game.to_act().seats().first() else {
            break;
        };
        let legal = game.legal_actions(seat);
        let Some(a) = rng.pick(&legal).cloned() else {
            break;
        };
        let _ = game.play(seat, a);
    }
    let players: Vec<PlayerSetup> = (0..seats)
        .map(|i| PlayerSetup {
            name: format!("P{i}"),
            kind: SeatKind::Human,
        })
        .collect();
    serde_json::to_string(&game.to_envelope("fuzz", &players, 0.0, 0.0)).unwrap_or_default()
}

/// Opens one mangled save: `save` with the bytes' edits, or the bytes themselves. Opening
/// must answer, never panic; true if it opened.
pub fn save<G: Game>(save: &str, data: &[u8]) -> bool {
    let mut bytes = Bytes::new(data);
    let text = if bytes.below(8) == 0 {
        String::from_utf8_lossy(data).into_owned()
    } else {
        let mut text = save.as_bytes().to_vec();
        // A few edits: enough to break a save, few enough that some still open and replay.
        let edits = 1 + bytes.below(3);
        for _ in 0..edits {
            let Some(op) = bytes.byte() else {
                break;
            };
            if text.is_empty() {
                break;
            }
            let at = bytes.below(text.len());
            match op % 4 {
                0 => text[at] = bytes.byte().unwrap_or(b'0'),
                1 => {
                    let end = (at + bytes.below(16)).min(text.len());
                    text.drain(at..end);
                }
                2 => text.insert(at, bytes.byte().unwrap_or(b'9')),
                // Digits are where a record's moves and seats hide: rewrite one.
                _ => {
                    if let Some(d) = text[at..].iter().position(|c| c.is_ascii_digit()) {
                        text[at + d] = b'0' + (bytes.below(10) as u8);
                    }
                }
            }
        }
        String::from_utf8_lossy(&text).into_owned()
    };
    let opened = Envelope::parse(&text).and_then(|e| e.open::<G>());
    if let Ok(game) = &opened {
        // A save that opens is a game like any other.
        let _ = game.view(None);
        let _ = game.state().outcomes();
    }
    opened.is_ok()
}

/// `n` pseudo-random cases of `len` bytes or fewer, from `seed`.
pub fn cases(seed: u64, n: usize, len: usize) -> impl Iterator<Item = Vec<u8>> {
    let mut rng = rt_core::GameRng::from_seed(seed);
    (0..n).map(move |_| {
        let l = 16 + rng.below(len.max(17) - 16);
        (0..l).map(|_| rng.below(256) as u8).collect()
    })
}

/// Runs `n` action cases and `n` save cases of game `G`; the tally and how many saves opened.
pub fn run<G: Game>(seed: u64, n: usize) -> (Tally, usize) {
    let mut tally = Tally::default();
    for case in cases(seed, n, 1_500) {
        tally += actions::<G>(&case);
    }
    let valid = a_save::<G>(seed, 60);
    let opened = cases(seed ^ 0x5eed, n, 64)
        .filter(|case| save::<G>(&valid, case))
        .count();
    (tally, opened)
}
