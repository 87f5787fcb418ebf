pub mod hand_over;
pub mod seats_form;
pub mod top_bar;
pub mod update_banner;
pub mod save_problem;
