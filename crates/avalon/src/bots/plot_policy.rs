//! How the reasoning bot plays Plot cards: give them to the players it trusts, use them
//! against teams and leaders it suspects, and look where the belief is least sure. Evil
//! plays them to get onto teams and to cancel clean ones.

use super::belief::Belief;
use crate::action::Action;
use crate::plot::{PlotCard, Window};
use crate::tables::MAX_REJECTIONS;
use crate::view::{StageView, View};
use rt_core::{Seat, SeatSet};

/// What the bot thinks of the table, worked out once per decision.
pub struct Mind<'a> {
    pub view: &'a View,
    pub me: Seat,
    pub belief: &'a Belief,
    /// Suspicion per seat (P(Evil) as this seat plays it).
    pub sus: &'a [f64],
    /// Evil seats this Evil seat knows, itself included.
    pub allied: SeatSet,
    pub evil: bool,
}

/// Which kept cards are worth most to take.
fn worth(card: PlotCard) -> u8 {
    match card {
        PlotCard::NoConfidence => 5,
        PlotCard::StrongLeader => 4,
        PlotCard::CloseEye => 3,
        PlotCard::Spotlight => 2,
        _ => 1,
    }
}

impl Mind<'_> {
    /// How much this seat wants `s` to hold power: trusted for Good, allies for Evil.
    fn trust(&self, s: Seat) -> f64 {
        if self.evil && self.allied.contains(s) {
            1.0
        } else {
            1.0 - self.sus[s.index()]
        }
    }

    fn best_by(
        &self,
        seats: impl Iterator<Item = Seat>,
        key: impl Fn(Seat) -> f64,
    ) -> Option<Seat> {
        seats.max_by(|a, b| key(*a).total_cmp(&key(*b)))
    }

    fn team(&self) -> SeatSet {
        self.view
            .current
            .as_ref()
            .map(|p| p.team)
            .unwrap_or_default()
    }

    /// Would this seat rather the current team did not go?
    fn dislikes_team(&self) -> bool {
        let team = self.team();
        if self.evil {
            !team.iter().any(|s| self.allied.contains(s))
        } else {
            team.iter().map(|s| self.sus[s.index()]).sum::<f64>() >= 0.6
        }
    }

    pub fn decide(&self, legal: &[Action]) -> Option<Action> {
        let first = legal.first().copied()?;
        let targets = || {
            legal.iter().filter_map(|a| match a {
                Action::Give(s)
                | Action::LookAt(s)
                | Action::ShowTo(s)
                | Action::UsePlot(Some(s)) => Some(*s),
                _ => None,
            })
        };
        let pick = |s: Option<Seat>, make: fn(Seat) -> Action| s.map(make).unwrap_or(first);
        Some(match self.view.stage {
            StageView::Deal { acting: None, .. } => {
                pick(self.best_by(targets(), |s| self.trust(s)), Action::Give)
            }
            StageView::Deal {
                acting: Some((card, _)),
                ..
            } => match card {
                PlotCard::TakeResponsibility => legal
                    .iter()
                    .copied()
                    .max_by_key(|a| match a {
                        Action::Take { from, card } => {
                            // The best card from the seat this one trusts least.
                            let distrust = ((1.0 - self.trust(*from)) * 10.0) as u8;
                            u16::from(worth(*card)) * 16 + u16::from(distrust)
                        }
                        _ => 0,
                    })
                    .unwrap_or(first),
                PlotCard::OverheardConversation => pick(
                    self.best_by(targets(), |s| -(self.belief.p_evil(s) - 0.5).abs()),
                    Action::LookAt,
                ),
                // Showing one's loyalty: Good shows it to the player it trusts most, so an
                // ally learns something; Evil to an ally, where it costs nothing.
                _ => pick(self.best_by(targets(), |s| self.trust(s)), Action::ShowTo),
            },
            StageView::Window { window, .. } => {
                let leader = self.view.leader;
                let last = self.view.rejections + 1 >= MAX_REJECTIONS;
                let use_it = match window {
                    Window::StrongLeader => {
                        if self.evil {
                            !self.allied.contains(leader)
                        } else {
                            self.sus[leader.index()] >= 0.5
                        }
                    }
                    // Evil cancels a clean team, and any team when it makes the fifth
                    // rejection; Good never loses the game this way.
                    Window::NoConfidence => {
                        if self.evil {
                            self.dislikes_team() || last
                        } else {
                            self.dislikes_team() && !last
                        }
                    }
                    Window::Spotlight => !self.evil,
                };
                if !use_it {
                    Action::Pass
                } else if window == Window::Spotlight {
                    let most =
                        self.best_by(targets().filter(|s| *s != self.me), |s| self.sus[s.index()]);
                    most.map(|s| Action::UsePlot(Some(s)))
                        .unwrap_or(Action::Pass)
                } else {
                    Action::UsePlot(None)
                }
            }
            StageView::CloseEye { .. } => {
                if self.evil {
                    Action::Pass
                } else {
                    let most = self.best_by(targets(), |s| self.sus[s.index()]);
                    most.map(|s| Action::UsePlot(Some(s)))
                        .unwrap_or(Action::Pass)
                }
            }
            _ => return None,
        })
    }
}
