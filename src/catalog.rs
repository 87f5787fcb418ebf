//! The games on the home screen, playable or coming.

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameInfo {
    /// Route and save identifier.
    pub id: &'static str,
    pub min_seats: usize,
    pub max_seats: usize,
    pub playable: bool,
}

impl GameInfo {
    pub fn name_key(&self) -> String {
        format!("game-{}", self.id)
    }

    pub fn blurb_key(&self) -> String {
        format!("game-{}-blurb", self.id)
    }
}

pub const GAMES: [GameInfo; 4] = [
    GameInfo {
        id: <camelot::Camelot as rt_core::Game>::ID,
        min_seats: <camelot::Camelot as rt_core::Game>::MIN_SEATS,
        max_seats: <camelot::Camelot as rt_core::Game>::MAX_SEATS,
        playable: true,
    },
    GameInfo {
        id: <avalon::Avalon as rt_core::Game>::ID,
        min_seats: <avalon::Avalon as rt_core::Game>::MIN_SEATS,
        max_seats: <avalon::Avalon as rt_core::Game>::MAX_SEATS,
        playable: true,
    },
    GameInfo {
        id: <chips::Chips as rt_core::Game>::ID,
        min_seats: <chips::Chips as rt_core::Game>::MIN_SEATS,
        max_seats: <chips::Chips as rt_core::Game>::MAX_SEATS,
        playable: true,
    },
    GameInfo {
        id: <excalibur85::Excalibur85 as rt_core::Game>::ID,
        min_seats: <excalibur85::Excalibur85 as rt_core::Game>::MIN_SEATS,
        max_seats: <excalibur85::Excalibur85 as rt_core::Game>::MAX_SEATS,
        playable: true,
    },
];

pub fn find(id: &str) -> Option<GameInfo> {
    GAMES.iter().copied().find(|g| g.id == id)
}

/// Does this game have a module of its own (the playable ones do)?
pub fn has_module(id: &str) -> bool {
    find(id).is_some_and(|g| g.playable)
}
