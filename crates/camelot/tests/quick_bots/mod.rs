//! Bots for the whole-game tests, shared by the test files that play games to the end.

use camelot::bots::search::Searcher;
use camelot::Camelot;

/// The bot of `level` for whole-game tests: level 2 searches fewer worlds than it does in
/// play (a whole game of the full search takes a minute), which changes how well it
/// plays, not what it may see or which moves it may make.
pub fn test_bot(level: u8) -> Box<dyn rt_core::Bot<Camelot>> {
    match level {
        2 => Box::new(Searcher {
            worlds: 12,
            more_worlds: 24,
            ..Searcher::default()
        }),
        _ => camelot::bots::for_level(level),
    }
}
