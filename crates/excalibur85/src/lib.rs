//! Excalibur, the 1985 adventure game (NAC): the rules engine. The original card book is
//! lost, so the content (tiles, cards, development areas, turn procedure, turn limits) is
//! the project's own design from Part C of `shared/rules/excalibur-1985.md`, kept as data so
//! it can be replaced wholesale, and labelled as our design wherever the app shows it.
//!
//! Built so far: the content, the character sheet, tiles and the growing map, fights, the
//! turn (C6) with exploring, training, cards found, fights against cards and between knights,
//! trades, the development areas, deliveries and missions, the length of a game (C7), both
//! levels, and views. Not yet: bots beyond random.

pub mod action;
pub mod areas;
pub mod attributes;
mod battle;
pub mod bots;
pub mod cards;
pub mod deal;
mod duel;
pub mod fight;
mod finds;
mod journey;
pub mod knights;
pub mod limits;
pub mod map;
pub mod missions;
mod rules;
mod setup;
pub mod state;
pub mod territory;
pub mod tile;
mod trade;
mod turn;
pub mod view;
mod worlds;

pub use action::{Action, Event};
pub use rules::starting_sheets;
pub use state::{Excalibur85, Options};

pub use attributes::{Attribute, Sheet};
pub use cards::{Area, Card};
pub use knights::Knight;
pub use map::{Cell, Grid};
pub use missions::Mission;
pub use territory::{Place, Tile, Zone};
