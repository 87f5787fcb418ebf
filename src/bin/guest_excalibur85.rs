//! The module a guest's device loads for this game (`guest-excalibur-1985`): the game's module plus a
//! guest's table, which reads the host's views and events back (the host's own device never
//! does, so the game's module goes without it).

round_table::app_module!(Some(round_table::games::excalibur85::GUEST));
