//! Shadows over Camelot's guided first game: three knights and no traitor (the rulebook's
//! advice for a first game). The coach follows a turn: the opening card, Evil's progress,
//! the Heroic Action at Camelot and on a quest, the swords that end the game.

use super::words::place;
use crate::games::guide::{Guided, Tip};
use crate::games::session::Session;
use crate::i18n::{Arg, I18n};
use camelot::view::{LancelotStage, StepView, View};
use camelot::{Camelot, CamelotOptions, Difficulty, Place};

impl Guided for Camelot {
    fn guided_setup() -> (CamelotOptions, usize, u64) {
        let options = CamelotOptions {
            without_traitor: true,
            difficulty: Difficulty::Gentle,
            ..CamelotOptions::default()
        };
        (options, 3, 1)
    }

    fn tip(i18n: &I18n, session: &Session<Camelot>, view: &View) -> Option<Tip> {
        let me = view.me?;
        let knight = view.knights.get(me.index())?;
        let mine = view.turn == me;
        let asked = session.game.to_act().includes(me);
        let dragon = view.lancelot == LancelotStage::Dragon;
        Some(match &view.step {
            StepView::Over(_) => Tip::last(i18n.t("camelot-guide-over")),
            _ if view.pending.is_some() && asked => {
                Tip::at(i18n.t("camelot-guide-window"), "[data-testid=question]")
            }
            StepView::Opening { .. } => {
                Tip::at(i18n.t("camelot-guide-opening"), "[data-testid=hand]")
            }
            StepView::Evil { .. } if mine && knight.life <= 1 => Tip::at(
                i18n.t("camelot-guide-evil-last-life"),
                "[data-testid=question]",
            ),
            StepView::Evil { .. } if mine => {
                Tip::at(i18n.t("camelot-guide-evil"), "[data-testid=question]")
            }
            StepView::Heroic(h) if mine && !h.taken.is_empty() => {
                Tip::at(i18n.t("camelot-guide-more"), "[data-testid=question]")
            }
            StepView::Heroic(_) if mine => match knight.place {
                Some(Place::Quest(q)) => Tip::at(
                    i18n.t_args(
                        "camelot-guide-at-quest",
                        &[("place", Arg::from(place(i18n, Place::Quest(q), dragon)))],
                    ),
                    "[data-testid=question]",
                ),
                _ => Tip::at(i18n.t("camelot-guide-at-camelot"), ".camelot-quests"),
            },
            _ if view.white_swords + view.black_swords > 0 => {
                Tip::at(i18n.t("camelot-guide-swords"), "[data-testid=swords]")
            }
            _ => Tip::at(i18n.t("camelot-guide-others"), ".camelot-seats"),
        })
    }
}
