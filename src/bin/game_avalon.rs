//! Avalon's module: the app with Avalon's setup, table and rules, loaded by the page when one
//! of those screens opens.

round_table::app_module!(Some(round_table::games::avalon::MODULE));
