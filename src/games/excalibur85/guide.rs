//! Excalibur 1985's guided first game: one knight alone, the short length. The coach follows
//! the first turns: the sheet, moving and exploring, what is found, a fight, the end of a
//! turn, and the points that make the target.

use crate::games::guide::{Guided, Tip};
use crate::games::session::Session;
use crate::i18n::I18n;
use excalibur85::limits::Length;
use excalibur85::state::Step;
use excalibur85::view::View;
use excalibur85::{Excalibur85, Options};

impl Guided for Excalibur85 {
    fn guided_setup() -> (Options, usize, u64) {
        let options = Options {
            length: Length::Short,
            ..Options::default()
        };
        (options, 1, 4)
    }

    fn tip(i18n: &I18n, _session: &Session<Excalibur85>, view: &View) -> Option<Tip> {
        let key = match view.step.as_ref()? {
            Step::Over => return Some(Tip::last(i18n.t("x85-guide-over"))),
            Step::Sheets => "x85-guide-sheet",
            Step::Act => "x85-guide-act",
            Step::Placing { .. } => "x85-guide-placing",
            Step::Found { .. } | Step::Treasure { .. } => "x85-guide-found",
            Step::Forced { .. } => "x85-guide-fight",
            Step::Options { .. } => "x85-guide-options",
            _ => "x85-guide-ask",
        };
        let target = match key {
            "x85-guide-act" | "x85-guide-placing" => "[data-testid=map]",
            _ => "[data-testid=private]",
        };
        Some(Tip::at(i18n.t(key), target))
    }
}
