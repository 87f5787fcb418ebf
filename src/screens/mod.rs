pub mod about;
pub mod continue_list;
pub mod join;
pub mod new_game;
pub mod not_found;
pub mod play;
pub mod rules;
pub mod settings;
