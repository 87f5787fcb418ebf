//! Shadows over Camelot's module: the app with its setup, table and rules, loaded by the page
//! when one of those screens opens.

round_table::app_module!(Some(round_table::games::camelot::MODULE));
