//! Setting up a game (§3): coats of arms, life, a Merlin and five White cards each, the
//! Loyalty deal, and the opening gesture.

use crate::cards::{deck, White, BLACK_BASE, LOYAL_CARDS, WHITE_BASE};
use crate::knight::{Knight, START_LIFE};
use crate::quest::{Combat, GrailTrack, LancelotBoard, Place, War, EXCALIBUR_START};
use crate::state::{Camelot, CamelotOptions, KnightState, Loyalty, Quests, Relic, Relics, Step};
use rt_core::{GameRng, Seat, SetupError};

/// Cards dealt to each knight besides the Merlin.
pub const STARTING_WHITE: usize = 5;

pub fn setup(options: &CamelotOptions, seats: usize, seed: u64) -> Result<Camelot, SetupError> {
    SetupError::check_seats::<Camelot>(seats)?;
    let mut rng = GameRng::from_seed(seed);
    let mut coats = Knight::BASE.to_vec();
    rng.shuffle(&mut coats);
    coats.truncate(seats);

    // One Merlin each, out of the deck before it is shuffled (§3.5).
    let mut white = deck(WHITE_BASE);
    for _ in 0..seats {
        if let Some(i) = white.iter().position(|c| *c == White::Merlin) {
            white.swap_remove(i);
        }
    }
    rng.shuffle(&mut white);
    let mut black = deck(BLACK_BASE);
    rng.shuffle(&mut black);

    // All eight Loyalty cards, or N Loyal and the Traitor with "The Traitor Among Us".
    let loyal = if options.traitor_among_us {
        seats
    } else {
        LOYAL_CARDS
    };
    let mut loyalty = vec![Loyalty::Loyal; loyal];
    if !options.without_traitor {
        loyalty.push(Loyalty::Traitor);
    }
    rng.shuffle(&mut loyalty);

    let knights = coats
        .iter()
        .zip(loyalty)
        .map(|(knight, loyalty)| {
            let mut hand = vec![White::Merlin];
            hand.extend(white.split_off(white.len().saturating_sub(STARTING_WHITE)));
            hand.sort();
            KnightState {
                knight: *knight,
                life: START_LIFE,
                hand,
                place: Some(Place::Camelot),
                alive: true,
                loyalty,
                unmasked: false,
                has_accused: false,
            }
        })
        .collect();
    // Arthur first, else the first seat (§3.9).
    let first = coats
        .iter()
        .position(|k| *k == Knight::Arthur)
        .map_or(Seat(0), |i| Seat(i as u8));
    Ok(Camelot {
        options: options.clone(),
        knights,
        white_draw: white,
        white_discard: Vec::new(),
        black_draw: black,
        black_discard: Vec::new(),
        black_in_play: Vec::new(),
        quests: Quests {
            black_knight: Combat::default(),
            lancelot: LancelotBoard::Lancelot(Combat::default()),
            excalibur: Some(EXCALIBUR_START),
            grail: Some(GrailTrack::default()),
            picts: War::default(),
            saxons: War::default(),
        },
        relics: Relics {
            excalibur: Relic::OnQuest,
            grail: Relic::OnQuest,
            armor: Relic::OnQuest,
        },
        engines: 0,
        white_swords: 0,
        black_swords: 0,
        turn: first,
        step: Step::Opening {
            laid: vec![None; seats],
        },
        pending: Vec::new(),
        rng,
        turns: 0,
        chain: 0,
        no_heroic: false,
        heroism: None,
        in_chain: false,
        said: vec![None; seats],
        conduct: vec![Default::default(); seats],
    })
}
