//! The visual language every game shares: icons, faces (chips, roles, cards), tokens, seats,
//! panels, tracks and dice. Games assemble their boards from these, so a new game looks like
//! the others without new CSS. docs/design.md lists the tokens and when to use each part.

pub mod die;
pub mod explained;
pub mod face;
pub mod icon;
pub mod mention;
pub mod panel;
pub mod seat;
pub mod token;
pub mod track;

pub use die::Die;
pub use explained::Explained;
pub use face::{Face, FaceState, Shape, Size, Tone};
pub use icon::{icon, icon_name};
pub use mention::Mention;
pub use panel::Panel;
pub use seat::SeatBadge;
pub use token::Token;
pub use track::Track;
