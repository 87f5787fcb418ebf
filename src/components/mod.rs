pub mod hand_over;
pub mod info_sheet;
pub mod media;
pub mod new_game_form;
pub mod option_flags;
pub mod save_problem;
pub mod seats_form;
pub mod top_bar;
