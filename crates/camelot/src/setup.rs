//! Setting up a game (§3): coats of arms, life, a Merlin and five White cards each, the
//! Loyalty deal, and the opening gesture.

use crate::cards::{black_deck, deck, white_deck, White, LOYAL_CARDS};
use crate::knight::{Knight, START_LIFE};
use crate::quest::{Combat, GrailTrack, LancelotBoard, Place, War, EXCALIBUR_START};
use crate::state::{Camelot, CamelotOptions, KnightState, Loyalty, Quests, Relic, Relics, Step};
use crate::travel::TRAVEL_DECK;
use rt_core::{GameRng, Seat, SetupError};

/// Cards dealt to each knight besides the Merlin.
pub const STARTING_WHITE: usize = 5;

pub fn setup(options: &CamelotOptions, seats: usize, seed: u64) -> Result<Camelot, SetupError> {
    SetupError::check_seats::<Camelot>(seats)?;
    let mc = options.merlins_company;
    // Eight knights only with Merlin's Company (§12.1).
    if seats > BASE_MAX_SEATS && !mc {
        return Err(SetupError::SeatCount {
            given: seats,
            min: <Camelot as rt_core::Game>::MIN_SEATS,
            max: BASE_MAX_SEATS,
        });
    }
    let mut rng = GameRng::from_seed(seed);
    // Squire's Challenge: coats are dealt to the Knights' seats only (§12.6).
    let squire = crate::squires::squire_seats(options, seats)?;
    let knights = squire.iter().filter(|s| !**s).count();
    let coats =
        crate::squires::seat_coats(&squire, coats(mc, &options.companions, knights, &mut rng)?);

    // One Merlin each, out of the deck before it is shuffled (§3.5).
    let mut white = white_deck(mc);
    let mut black = black_deck(mc);
    let mut travel = if mc { deck(TRAVEL_DECK) } else { Vec::new() };
    rng.shuffle(&mut travel);
    for _ in 0..seats {
        if let Some(i) = white.iter().position(|c| *c == White::Merlin) {
            white.swap_remove(i);
        }
    }
    rng.shuffle(&mut white);
    rng.shuffle(&mut black);

    // All eight Loyalty cards, or N Loyal and the Traitor with "The Traitor Among Us". With
    // Merlin's Company the second Traitor joins the deal from 7 seats (§12.5).
    // Without a traitor every knight is loyal, even at 8 seats, where 7 Loyal cards would
    // not go round.
    let loyal = if options.traitor_among_us {
        seats
    } else if options.without_traitor {
        LOYAL_CARDS.max(seats)
    } else {
        LOYAL_CARDS
    };
    let mut loyalty = vec![Loyalty::Loyal; loyal];
    let traitors = options.traitor_cards(seats);
    loyalty.extend(std::iter::repeat_n(Loyalty::Traitor, traitors));
    if loyalty.len() < seats {
        return Err(SetupError::Options(format!(
            "{} Loyalty cards for {seats} knights",
            loyalty.len()
        )));
    }
    rng.shuffle(&mut loyalty);

    let knights = coats
        .iter()
        .zip(loyalty)
        .map(|(knight, loyalty)| {
            let hard = options.hard_squires && *knight == Knight::Squire;
            let (life, cards) = if hard {
                (
                    crate::squires::HARD_SQUIRE_LIFE,
                    crate::squires::HARD_SQUIRE_WHITE,
                )
            } else {
                (START_LIFE, STARTING_WHITE)
            };
            let mut hand = vec![White::Merlin];
            hand.extend(white.split_off(white.len().saturating_sub(cards)));
            hand.sort();
            KnightState {
                knight: *knight,
                life,
                hand,
                place: Some(Place::Camelot),
                alive: true,
                loyalty,
                unmasked: false,
                has_accused: false,
                captured: false,
                power_spent: false,
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
        travel_draw: travel,
        travel_discard: Vec::new(),
        merlin: None,
        removed_black: Vec::new(),
        removed_white: Vec::new(),
        divine_favor: false,
    })
}

/// The base game seats at most seven knights.
pub const BASE_MAX_SEATS: usize = 7;

/// The coats of arms: any of the seven base knights; with Merlin's Company, Arthur and then
/// the others at random from the chosen companions, or from the seven new knights (§8).
fn coats(
    mc: bool,
    companions: &[Knight],
    seats: usize,
    rng: &mut GameRng,
) -> Result<Vec<Knight>, SetupError> {
    if mc && !companions.is_empty() {
        check_companions(companions, seats)?;
    }
    let mut coats = coat_pool(mc, companions);
    rng.shuffle(&mut coats);
    if mc {
        coats.insert(0, Knight::Arthur);
        // Arthur's seat is dealt at random too.
        let arthur_seat = rng.below(seats.max(1));
        coats.swap(0, arthur_seat);
    }
    coats.truncate(seats);
    Ok(coats)
}

/// The coats of arms a game deals from besides Arthur's with Merlin's Company: the base
/// game's seven, else the chosen companions, or the seven new knights when none are chosen.
pub(crate) fn coat_pool(mc: bool, companions: &[Knight]) -> Vec<Knight> {
    if !mc {
        Knight::BASE.to_vec()
    } else if companions.is_empty() {
        Knight::new_companions()
    } else {
        companions.to_vec()
    }
}

/// A free choice of companions: each at most once, never Arthur (he is always in), no two of
/// one colour, and enough of them for every seat besides Arthur's.
pub fn check_companions(companions: &[Knight], seats: usize) -> Result<(), SetupError> {
    let problem = |why: &str| Err(SetupError::Options(why.to_string()));
    if companions.contains(&Knight::Arthur) {
        return problem("Arthur is always in play, not a companion");
    }
    for (i, k) in companions.iter().enumerate() {
        if companions[..i].contains(k) {
            return problem("a companion chosen twice");
        }
        if k.colour_twin().is_some_and(|t| companions.contains(&t)) {
            return problem("two companions of one colour");
        }
    }
    if companions.len() + 1 < seats {
        return problem("fewer companions than seats besides Arthur's");
    }
    Ok(())
}
