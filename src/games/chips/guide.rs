//! The chip game's guided first game: three players. The coach follows a round: the secret
//! draft, the chip played in secret, the chips acting in turn, and the swords that decide.

use crate::games::guide::{Guided, Tip};
use crate::games::session::Session;
use crate::i18n::I18n;
use chips::{Chips, ChipsOptions, StageView, View};

impl Guided for Chips {
    fn guided_setup() -> (ChipsOptions, usize, u64) {
        (ChipsOptions::default(), 3, 3)
    }

    fn tip(i18n: &I18n, _session: &Session<Chips>, view: &View) -> Option<Tip> {
        let me = view.me?;
        Some(match view.stage {
            StageView::Over => Tip::last(i18n.t("chips-guide-over")),
            _ if view.ask.is_some() => Tip::at(i18n.t("chips-guide-ask"), "[data-testid=question]"),
            StageView::Draft { owed } if owed.contains(me) => {
                Tip::at(i18n.t("chips-guide-draft"), ".regions")
            }
            StageView::Draw { drawer } if drawer == me => {
                Tip::at(i18n.t("chips-guide-redraw"), ".regions")
            }
            StageView::Play { owed } if owed.contains(me) => {
                Tip::at(i18n.t("chips-guide-play"), "[data-testid=my-hand]")
            }
            StageView::Resolve { .. } => Tip::at(i18n.t("chips-guide-resolve"), ".chips-seats"),
            _ => Tip::plain(i18n.t("chips-guide-wait")),
        })
    }
}
