//! Avalon in words: roles, sides, and the log.

use crate::games::session::Seating;
use crate::games::table_frame::{tell, Chapter};
use crate::i18n::{Arg, I18n};
use avalon::{AvalonEvent, Card, EndReason, PlotCard, Role, Side};
use rt_core::{Seat, SeatSet};

pub fn role(i18n: &I18n, role: Role) -> String {
    i18n.t(&format!("avalon-role-{}", role.slug()))
}

pub fn role_text(i18n: &I18n, role: Role) -> String {
    i18n.t(&format!("avalon-role-{}-text", role.slug()))
}

pub fn side(i18n: &I18n, side: Side) -> String {
    i18n.t(match side {
        Side::Good => "avalon-good",
        Side::Evil => "avalon-evil",
    })
}

pub fn card(i18n: &I18n, card: Card) -> String {
    i18n.t(match card {
        Card::Success => "avalon-success",
        Card::Fail => "avalon-fail",
    })
}

/// A Plot card or quest card named in a line of the story, drawn tappable where shown.
pub fn plot_mark(card: PlotCard) -> String {
    crate::art::mention::mark(&format!("plot:{}", card.key()))
}

pub fn card_mark(card: Card) -> String {
    crate::art::mention::mark(match card {
        Card::Success => "card:success",
        Card::Fail => "card:fail",
    })
}

pub fn plot_card(i18n: &I18n, card: PlotCard) -> String {
    i18n.t(&format!("avalon-plot-{}", card.key()))
}

pub fn plot_text(i18n: &I18n, card: PlotCard) -> String {
    i18n.t(&format!("avalon-plot-{}-text", card.key()))
}

/// Seats and their open votes in words, as "Ann approves, Bob rejects".
pub fn open_votes(i18n: &I18n, seating: &Seating, votes: &[(Seat, bool)]) -> String {
    votes
        .iter()
        .map(|(s, v)| {
            let key = if *v {
                "avalon-open-approves"
            } else {
                "avalon-open-rejects"
            };
            i18n.t_args(key, &[("name", seating.name(*s).into())])
        })
        .collect::<Vec<_>>()
        .join(", ")
}

pub fn reason(i18n: &I18n, reason: EndReason) -> String {
    i18n.t(match reason {
        EndReason::ThreeSuccesses => "avalon-end-three-successes",
        EndReason::ThreeFails => "avalon-end-three-fails",
        EndReason::FiveRejections => "avalon-end-five-rejections",
        EndReason::MerlinFound => "avalon-end-merlin-found",
        EndReason::MerlinMissed => "avalon-end-merlin-missed",
    })
}

pub fn names(seating: &Seating, seats: SeatSet) -> String {
    seats
        .iter()
        .map(|s| seating.name(s))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The log as chapters, one a round (from one quest's first proposal to its result), then
/// the assassin's guess.
pub fn story(
    i18n: &I18n,
    seating: &Seating,
    _view: &avalon::View,
    _viewer: Option<Seat>,
    events: &[&AvalonEvent],
) -> Vec<Chapter> {
    let round =
        |n: usize| Chapter::titled(i18n.t_args("avalon-chapter-round", &[("round", Arg::from(n))]));
    let mut chapters = vec![round(1)];
    let mut done = 0;
    for (i, event) in events.iter().enumerate() {
        tell(&mut chapters, describe(i18n, seating, event));
        if let AvalonEvent::QuestDone { .. } = event {
            done += 1;
            match events.get(i + 1) {
                None | Some(AvalonEvent::GameOver { .. }) => {}
                Some(AvalonEvent::AssassinAims { .. }) => {
                    chapters.push(Chapter::titled(i18n.t("avalon-chapter-assassin")))
                }
                Some(_) => chapters.push(round(done + 1)),
            }
        }
    }
    chapters
}

pub fn describe(i18n: &I18n, seating: &Seating, event: &AvalonEvent) -> Option<String> {
    let name = |s: &Seat| Arg::from(seating.name(*s));
    Some(match event {
        AvalonEvent::Ready { .. } | AvalonEvent::Voted { .. } | AvalonEvent::Played { .. } => {
            return None
        }
        AvalonEvent::Proposed {
            leader,
            team,
            excalibur,
            quest,
        } => {
            let line = i18n.t_args(
                "avalon-log-proposed",
                &[
                    ("name", name(leader)),
                    ("team", names(seating, *team).into()),
                    ("quest", Arg::from(u32::from(*quest) + 1)),
                ],
            );
            match excalibur {
                Some(h) => format!(
                    "{line} {}",
                    i18n.t_args("avalon-log-excalibur-to", &[("name", name(h))])
                ),
                None => line,
            }
        }
        AvalonEvent::VotesRevealed {
            votes, approved, ..
        } => {
            let yes: SeatSet = votes
                .iter()
                .enumerate()
                .filter(|(_, v)| **v)
                .map(|(i, _)| Seat(i as u8))
                .collect();
            i18n.t_args(
                if *approved {
                    "avalon-log-approved"
                } else {
                    "avalon-log-rejected"
                },
                &[("names", names(seating, yes).into())],
            )
        }
        AvalonEvent::NoVote => i18n.t("avalon-log-no-vote"),
        AvalonEvent::LancelotCard { switch } => i18n.t(if *switch {
            "avalon-log-lancelot-switch"
        } else {
            "avalon-log-lancelot-blank"
        }),
        AvalonEvent::Switched { holder, target } => i18n.t_args(
            "avalon-log-switched",
            &[("name", name(holder)), ("target", name(target))],
        ),
        AvalonEvent::KeptCards { holder } => {
            i18n.t_args("avalon-log-kept", &[("name", name(holder))])
        }
        AvalonEvent::SawOriginal { target, card: c } => i18n.t_args(
            "avalon-log-saw-original",
            &[("name", name(target)), ("card", card_mark(*c).into())],
        ),
        AvalonEvent::QuestDone {
            quest,
            fails,
            failed,
        } => i18n.t_args(
            if *failed {
                "avalon-log-quest-failed"
            } else {
                "avalon-log-quest-succeeded"
            },
            &[
                ("quest", Arg::from(u32::from(*quest) + 1)),
                ("fails", Arg::from(u32::from(*fails))),
            ],
        ),
        AvalonEvent::Examined { holder, target } => i18n.t_args(
            "avalon-log-examined",
            &[("name", name(holder)), ("target", name(target))],
        ),
        AvalonEvent::LoyaltySeen { target, side: sd } => i18n.t_args(
            "avalon-log-loyalty",
            &[("name", name(target)), ("side", side(i18n, *sd).into())],
        ),
        AvalonEvent::AssassinAims { assassin, target } => i18n.t_args(
            "avalon-log-assassin",
            &[("name", name(assassin)), ("target", name(target))],
        ),
        AvalonEvent::PlotDrawn { leader, cards } => i18n.t_args(
            "avalon-log-plot-drawn",
            &[
                ("name", name(leader)),
                (
                    "cards",
                    cards
                        .iter()
                        .map(|c| plot_mark(*c))
                        .collect::<Vec<_>>()
                        .join(", ")
                        .into(),
                ),
            ],
        ),
        AvalonEvent::PlotGiven { to, card: c } => i18n.t_args(
            "avalon-log-plot-given",
            &[("name", name(to)), ("card", plot_mark(*c).into())],
        ),
        AvalonEvent::PlotUsed {
            seat,
            card: c,
            target,
        } => match target {
            Some(t) => i18n.t_args(
                "avalon-log-plot-used-on",
                &[
                    ("name", name(seat)),
                    ("card", plot_mark(*c).into()),
                    ("target", name(t)),
                ],
            ),
            None => i18n.t_args(
                "avalon-log-plot-used",
                &[("name", name(seat)), ("card", plot_mark(*c).into())],
            ),
        },
        AvalonEvent::PlotTaken {
            seat,
            from,
            card: c,
        } => i18n.t_args(
            "avalon-log-plot-taken",
            &[
                ("name", name(seat)),
                ("card", plot_mark(*c).into()),
                ("target", name(from)),
            ],
        ),
        AvalonEvent::PlotWasted { seat, card: c } => i18n.t_args(
            "avalon-log-plot-wasted",
            &[("name", name(seat)), ("card", plot_mark(*c).into())],
        ),
        AvalonEvent::LoyaltyShown { from, to } => i18n.t_args(
            "avalon-log-loyalty-shown",
            &[("name", name(from)), ("target", name(to))],
        ),
        AvalonEvent::CardSeen { target, card: c } => i18n.t_args(
            "avalon-log-card-seen",
            &[("name", name(target)), ("card", card_mark(*c).into())],
        ),
        AvalonEvent::FaceUp { seat, card: c } => i18n.t_args(
            "avalon-log-face-up",
            &[("name", name(seat)), ("card", card_mark(*c).into())],
        ),
        AvalonEvent::Declared {
            holder,
            target,
            said,
        } => match said {
            Some(sd) => i18n.t_args(
                "avalon-log-declared",
                &[
                    ("name", name(holder)),
                    ("target", name(target)),
                    ("side", side(i18n, *sd).into()),
                ],
            ),
            None => i18n.t_args(
                "avalon-log-declared-nothing",
                &[("name", name(holder)), ("target", name(target))],
            ),
        },
        AvalonEvent::SwitchRevealed {
            quest,
            holder,
            target,
            card: c,
        } => i18n.t_args(
            "avalon-log-switch-revealed",
            &[
                ("quest", Arg::from(u32::from(*quest) + 1)),
                ("name", name(holder)),
                ("target", name(target)),
                ("card", card_mark(*c).into()),
            ],
        ),
        AvalonEvent::OpinionVotes { votes } => i18n.t_args(
            "avalon-log-opinions",
            &[("votes", open_votes(i18n, seating, votes).into())],
        ),
        AvalonEvent::GameOver { winner, reason: r } => format!(
            "{} {}",
            i18n.t(match winner {
                Side::Good => "avalon-good-wins",
                Side::Evil => "avalon-evil-wins",
            }),
            reason(i18n, *r)
        ),
    })
}
