//! Excalibur, the 1985 adventure game (NAC): the rules engine. The original card book is
//! lost, so the content (tiles, cards, development areas, turn procedure, turn limits) is
//! the project's own design from Part C of `shared/rules/excalibur-1985.md`, kept as data so
//! it can be replaced wholesale, and labelled as our design wherever the app shows it.
//!
//! This first slice holds the content and the rules that stand alone: the character sheet,
//! tiles and the growing map, the cards, missions, development areas, fights and the length
//! of a game. The turn machine, views and bots build on them.

pub mod areas;
pub mod attributes;
pub mod cards;
pub mod deal;
pub mod fight;
pub mod knights;
pub mod limits;
pub mod map;
pub mod missions;
pub mod territory;
pub mod tile;

pub use attributes::{Attribute, Sheet};
pub use cards::{Area, Card};
pub use knights::Knight;
pub use map::{Cell, Grid};
pub use missions::Mission;
pub use territory::{Place, Tile, Zone};
