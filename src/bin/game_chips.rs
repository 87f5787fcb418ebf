//! The chip game's module: the app with the chip game's setup, table and rules, loaded by
//! the page when one of those screens opens.

round_table::app_module!(Some(round_table::games::chips::MODULE));
