//! Setting up (A7, C3, C4, C8.7): the decks shuffled with the cards that must come out dealt
//! near their tops, the face-up stack, a secret mission each, every figure on the entrada.

use crate::cards::{Area, Card};
use crate::deal::{share_of, shuffle_with_window};
use crate::knights::Knight;
use crate::limits::Limit;
use crate::map::{Cell, Grid};
use crate::missions::Mission;
use crate::state::{Excalibur85, Location, Options, Player, Step};
use crate::territory::{fantastica_deck, iniciatica_deck, is_destination, Place, Tile};
use rt_core::{GameRng, Seat, SetupError};

pub const MAX_SEATS: usize = 8;

pub fn setup(options: &Options, seats: usize, seed: u64) -> Result<Excalibur85, SetupError> {
    SetupError::check_seats::<Excalibur85>(seats)?;
    let mut rng = GameRng::from_seed(seed);
    let classic = options.classic_random;

    let mut missions: Vec<Mission> = Mission::all().collect();
    rng.shuffle(&mut missions);
    missions.truncate(seats);

    // Both access tiles in the top half of the iniciática (C8.7); the destinations in the
    // top 60 % of the fantástica (C3).
    // Always: "classic random" is about the Excalibur deck only (C4).
    let mut iniciatica = iniciatica_deck();
    let window = share_of(iniciatica.len(), 50);
    shuffle_with_window(
        &mut iniciatica,
        |t| t.place == Place::Access,
        window,
        &mut rng,
    );
    let mut fantastica = fantastica_deck();
    let window = share_of(fantastica.len(), 60);
    shuffle_with_window(
        &mut fantastica,
        |t| is_destination(t.place),
        window,
        &mut rng,
    );
    // The lake's entrance and every card of the dealt missions near the top of the
    // Excalibur deck: 60 % of the 28 star tiles' draws, or 8 in solo (C4).
    let mut deck = Card::deck();
    let wanted: Vec<Card> = missions.iter().flat_map(|m| m.cards()).collect();
    let window = if seats == 1 { 8 } else { share_of(28, 60) };
    shuffle_with_window(
        &mut deck,
        |c| !classic && (*c == Card::Entrance(Area::Lake) || wanted.contains(c)),
        if classic { 0 } else { window },
        &mut rng,
    );

    let mut knights = Knight::ALL.to_vec();
    rng.shuffle(&mut knights);
    let players = missions
        .iter()
        .zip(knights)
        .map(|(mission, knight)| Player {
            knight,
            sheet: Default::default(),
            at: Location::Territory(Cell::ORIGIN),
            hand: Vec::new(),
            beaten: Vec::new(),
            scored: Vec::new(),
            mission: *mission,
            mission_done: false,
            secondary_done: Vec::new(),
            delivered: false,
            points: 0,
            wins: 0,
            lost_turns: 0,
            training_turns: 0,
            trained: Vec::new(),
            obliged: None,
        })
        .collect();
    Ok(Excalibur85 {
        limit: match (options.agreed, seats) {
            (Some(l @ Limit::Solo { .. }), 1) => l,
            (Some(l @ Limit::Rounds(_)), 2..) => l,
            _ => options.length.limit(seats),
        },
        options: options.clone(),
        rng,
        players,
        map: Grid::new(Tile::entrada()),
        iniciatica,
        fantastica,
        deck,
        stack: Card::FACE_UP.to_vec(),
        boards: Vec::new(),
        lying: Vec::new(),
        spent: Vec::new(),
        turn: Seat(0),
        round: 1,
        turns_used: 0,
        step: Step::Sheets,
        entered: false,
        declined: Vec::new(),
    })
}
