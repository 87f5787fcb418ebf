//! Excalibur (1985)'s module: the app with its setup, table and rules, loaded by the page
//! when one of those screens opens.

round_table::app_module!(Some(round_table::games::excalibur85::MODULE));
