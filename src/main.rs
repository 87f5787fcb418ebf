//! The app shell: settings, saved games and about, with no game's code. The page loads it
//! when one of those screens opens (or when idle on the home screen).

round_table::app_module!(None);
