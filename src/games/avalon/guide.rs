//! Avalon's guided first game: five players, the guided player a Loyal Servant of Arthur, the
//! base game. The coach follows a round: the role, the leader's team, the open vote, the
//! secret quest cards, the record, and the Assassin's last chance.

use crate::games::guide::{Guided, Tip};
use crate::games::session::Session;
use crate::i18n::{Arg, I18n};
use avalon::{Avalon, AvalonOptions, StageView, View};

impl Guided for Avalon {
    fn guided_setup() -> (AvalonOptions, usize, u64) {
        // Seed 0 seats a Loyal Servant first.
        (AvalonOptions::default(), 5, 0)
    }

    fn tip(i18n: &I18n, session: &Session<Avalon>, view: &View) -> Option<Tip> {
        let me = view.me?;
        let name = |s: rt_core::Seat| Arg::from(session.name(s));
        let size = view
            .quests
            .get(usize::from(view.quest))
            .map_or(0, |(size, _)| u32::from(*size));
        Some(match view.stage {
            StageView::Night { .. } => {
                Tip::at(i18n.t("avalon-guide-role"), "[data-testid=my-role]")
            }
            StageView::Propose if view.leader == me => Tip::at(
                i18n.t_args("avalon-guide-lead", &[("size", Arg::from(size))]),
                "[data-testid=private]",
            ),
            StageView::Propose if !view.results.is_empty() => {
                Tip::at(i18n.t("avalon-guide-record"), "[data-testid=vote-history]")
            }
            StageView::Propose => Tip::at(
                i18n.t_args("avalon-guide-watch", &[("name", name(view.leader))]),
                ".avalon-seats",
            ),
            StageView::Vote { .. } => Tip::at(i18n.t("avalon-guide-vote"), "[data-testid=vote-on]"),
            StageView::Quest { .. }
                if view.current.as_ref().is_some_and(|p| p.team.contains(me)) =>
            {
                Tip::at(i18n.t("avalon-guide-quest"), "[data-testid=private]")
            }
            StageView::Quest { .. } => Tip::at(i18n.t("avalon-guide-quest-wait"), ".quests"),
            StageView::Assassinate => Tip::plain(i18n.t("avalon-guide-assassin")),
            StageView::Over { .. } => Tip::last(i18n.t("avalon-guide-over")),
            _ => return None,
        })
    }
}
