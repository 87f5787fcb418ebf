//! The chip game in words: chip names, places, and the log.

use crate::games::session::Seating;
use crate::games::table_frame::{tell, Chapter};
use crate::i18n::{Arg, I18n};
use chips::{ChipsEvent, Claim, Kind, Place, Side};
use rt_core::Seat;

pub fn chip(i18n: &I18n, kind: Kind) -> String {
    i18n.t(&format!("chip-{}", kind.slug()))
}

/// A chip named in a line of the story: drawn tappable where the line is shown.
pub fn chip_mark(kind: Kind) -> String {
    crate::art::mention::mark(&format!("chip:{}", kind.slug()))
}

pub fn chip_text(i18n: &I18n, kind: Kind) -> String {
    i18n.t(&format!("chip-{}-text", kind.slug()))
}

/// Regions are numbered, so "Excalibur" always means the chip.
pub fn region(i18n: &I18n, r: u8) -> String {
    i18n.t(&format!("chips-region-{}", r + 1))
}

pub fn side(i18n: &I18n, seating: &Seating, me: Seat, side: Side) -> String {
    let n = seating.players.len();
    let to = match side {
        Side::Left => me.next(n),
        Side::Right => Seat(((me.index() + n - 1) % n) as u8),
    };
    let key = match side {
        Side::Left => "chips-side-left",
        Side::Right => "chips-side-right",
    };
    i18n.t_args(key, &[("name", seating.name(to).into())])
}

/// A place in words; the reader's own hand is "your hand".
pub fn place(i18n: &I18n, seating: &Seating, viewer: Option<Seat>, place: Place) -> String {
    let name = |s: Seat| Arg::from(seating.name(s));
    match place {
        Place::Region(r) => region(i18n, r),
        Place::Hand(s) if Some(s) == viewer => i18n.t("chips-place-your-hand"),
        Place::Hand(s) => i18n.t_args("chips-place-hand", &[("name", name(s))]),
        Place::Trash => i18n.t("chips-place-trash"),
        Place::Played(s) => i18n.t_args("chips-place-played", &[("name", name(s))]),
        Place::Permanent(s) => i18n.t_args("chips-place-permanent", &[("name", name(s))]),
        Place::Protected(s) => i18n.t_args("chips-place-protected", &[("name", name(s))]),
    }
}

pub fn claim(i18n: &I18n, claim: Claim) -> String {
    match claim {
        Claim::HaveExcalibur => i18n.t("chips-claim-have"),
        Claim::NotMe => i18n.t("chips-claim-not-me"),
    }
}

/// Events after which a new line starts: a chip's effect is told as one line, from the
/// moment it acts until the next chip acts or the round moves on.
fn opens_line(event: &ChipsEvent) -> bool {
    matches!(
        event,
        ChipsEvent::RoundStarted { .. }
            | ChipsEvent::Revealed { .. }
            | ChipsEvent::Resolving { .. }
            | ChipsEvent::CrownPassed { .. }
            | ChipsEvent::FinalRound
            | ChipsEvent::GameOver { .. }
            | ChipsEvent::Chose { .. }
            | ChipsEvent::Declared { .. }
    )
}

/// The log as chapters, one a round, told to `viewer` (or the public). A public move and
/// the chips this seat saw make in it are one sentence; a chip's whole effect is one line;
/// moves of no chip are not told.
pub fn story(
    i18n: &I18n,
    seating: &Seating,
    _view: &chips::View,
    viewer: Option<Seat>,
    events: &[&ChipsEvent],
) -> Vec<Chapter> {
    let round =
        |n: u16| Chapter::titled(i18n.t_args("chips-round", &[("round", Arg::from(u32::from(n)))]));
    let at = |p: &Place| place(i18n, seating, viewer, *p);
    // The first round starts with the deal, before any event.
    let mut chapters = vec![round(1)];
    // The line of the chip now acting, which gathers what it does.
    let mut acting: Option<String> = None;
    let mut i = 0;
    while i < events.len() {
        let event = events[i];
        i += 1;
        if opens_line(event) {
            tell(&mut chapters, acting.take());
        }
        if let ChipsEvent::RoundStarted { round: n, .. } = event {
            if *n > 1 {
                chapters.push(round(*n));
            }
        }
        let line = match event {
            ChipsEvent::Moved { count: 0, .. } => None,
            // A seat's draft, slot after slot, is one line: one step per player.
            ChipsEvent::Moved {
                from: Place::Region(r),
                to: Place::Hand(seat),
                count: 1,
            } if acting.is_none() => {
                let mut drawn: Vec<(u8, Option<Kind>)> = Vec::new();
                let mut next = Some((*r, i));
                while let Some((region, at)) = next.take() {
                    let seen = match events.get(at) {
                        Some(ChipsEvent::Saw { kind, from, to })
                            if *from == Place::Region(region) && *to == Place::Hand(*seat) =>
                        {
                            i = at + 1;
                            Some(*kind)
                        }
                        _ => {
                            i = at;
                            None
                        }
                    };
                    drawn.push((region, seen));
                    if let Some(ChipsEvent::Moved {
                        from: Place::Region(r2),
                        to: Place::Hand(s2),
                        count: 1,
                    }) = events.get(i)
                    {
                        if s2 == seat {
                            next = Some((*r2, i + 1));
                        }
                    }
                }
                Some(drawn_line(i18n, seating, viewer, *seat, &drawn))
            }
            ChipsEvent::Moved { from, to, count } => {
                // The chips of this move that the seat saw, told with it.
                let mut seen = Vec::new();
                while let Some(ChipsEvent::Saw {
                    kind,
                    from: f,
                    to: t,
                }) = events.get(i)
                {
                    if f != from || t != to {
                        break;
                    }
                    seen.push(chip_mark(*kind));
                    i += 1;
                }
                // The same move made again at once (a Merchant's two draws) is told once,
                // with its total.
                let mut total = *count;
                if seen.is_empty() {
                    while let Some(ChipsEvent::Moved {
                        from: f,
                        to: t,
                        count: c,
                    }) = events.get(i)
                    {
                        let saw_next = matches!(events.get(i + 1), Some(ChipsEvent::Saw { .. }));
                        if f != from || t != to || saw_next {
                            break;
                        }
                        total = total.saturating_add(*c);
                        i += 1;
                    }
                }
                let merged = ChipsEvent::Moved {
                    from: *from,
                    to: *to,
                    count: total,
                };
                let moved = describe(i18n, seating, viewer, &merged);
                match seen.len() {
                    0 => moved,
                    n => {
                        let saw = i18n.t_args(
                            "chips-log-saw",
                            &[
                                ("chip", seen.join(", ").into()),
                                ("from", at(from).into()),
                                ("to", at(to).into()),
                            ],
                        );
                        if n == usize::from(*count) {
                            Some(saw)
                        } else {
                            moved.map(|m| format!("{m} {saw}"))
                        }
                    }
                }
            }
            // Everyone choosing at once is one line, not one a player.
            ChipsEvent::Chose { seat } => {
                let mut who = vec![seating.name(*seat)];
                while let Some(ChipsEvent::Chose { seat }) = events.get(i) {
                    who.push(seating.name(*seat));
                    i += 1;
                }
                Some(i18n.t_args(
                    "chips-log-chose",
                    &[
                        ("name", who.join(", ").into()),
                        ("count", Arg::from(who.len() as u32)),
                    ],
                ))
            }
            other => describe(i18n, seating, viewer, other),
        };
        match (line, &mut acting, event) {
            (Some(line), _, ChipsEvent::Resolving { .. }) => acting = Some(line),
            (Some(line), Some(open), _) => {
                open.push(' ');
                open.push_str(&line);
            }
            (Some(line), None, _) => tell(&mut chapters, Some(line)),
            (None, _, _) => {}
        }
    }
    tell(&mut chapters, acting);
    chapters
}

/// A draft in one line: "Bruno draws 3 chips from Region I, Region III", or, for the one
/// who drew, which chips came from where.
fn drawn_line(
    i18n: &I18n,
    seating: &Seating,
    viewer: Option<Seat>,
    seat: Seat,
    drawn: &[(u8, Option<Kind>)],
) -> String {
    if viewer == Some(seat) && drawn.iter().all(|(_, k)| k.is_some()) {
        let list: Vec<String> = drawn
            .iter()
            .filter_map(|(r, k)| {
                k.map(|k| {
                    i18n.t_args(
                        "chips-log-chip-from",
                        &[
                            ("chip", chip_mark(k).into()),
                            ("region", region(i18n, *r).into()),
                        ],
                    )
                })
            })
            .collect();
        return i18n.t_args("chips-log-you-drew", &[("list", list.join(", ").into())]);
    }
    let mut regions: Vec<String> = drawn.iter().map(|(r, _)| region(i18n, *r)).collect();
    regions.dedup();
    i18n.t_args(
        "chips-log-drew",
        &[
            ("name", seating.name(seat).into()),
            ("count", Arg::from(drawn.len())),
            ("regions", regions.join(", ").into()),
        ],
    )
}

/// One log line, or `None` for events that only matter to the screen.
pub fn describe(
    i18n: &I18n,
    seating: &Seating,
    viewer: Option<Seat>,
    event: &ChipsEvent,
) -> Option<String> {
    let name = |s: &Seat| Arg::from(seating.name(*s));
    let kind = |k: &Kind| Arg::from(chip_mark(*k));
    let at = |p: &Place| Arg::from(place(i18n, seating, viewer, *p));
    Some(match event {
        ChipsEvent::RoundStarted { round, crown } => i18n.t_args(
            "chips-log-round",
            &[
                ("round", Arg::from(u32::from(*round))),
                ("name", name(crown)),
            ],
        ),
        // A chip that has acted goes to the trash: the "acts" line already said so.
        ChipsEvent::Moved {
            from: Place::Played(_),
            to: Place::Trash,
            ..
        } => return None,
        ChipsEvent::Moved { from, to, count } => i18n.t_args(
            "chips-log-moved",
            &[
                ("count", Arg::from(u32::from(*count))),
                ("from", at(from)),
                ("to", at(to)),
            ],
        ),
        ChipsEvent::Saw { kind: k, from, to } => i18n.t_args(
            "chips-log-saw",
            &[("chip", kind(k)), ("from", at(from)), ("to", at(to))],
        ),
        ChipsEvent::Declared { seat, claim: c } => i18n.t_args(
            "chips-log-declared",
            &[("name", name(seat)), ("claim", claim(i18n, *c).into())],
        ),
        ChipsEvent::Chose { seat } => i18n.t_args(
            "chips-log-chose",
            &[("name", name(seat)), ("count", Arg::from(1u32))],
        ),
        // Who is still picking shows on the board; the draws themselves tell the draft.
        ChipsEvent::Picked { .. } => return None,
        ChipsEvent::SlotTaken {
            seat,
            by,
            count,
            again,
        } => i18n.t_args(
            if *again {
                "chips-log-slot-taken"
            } else {
                "chips-log-slot-taken-none-left"
            },
            &[
                ("name", name(seat)),
                ("by", name(by)),
                ("count", Arg::from(u32::from(*count))),
            ],
        ),
        ChipsEvent::Revealed { chips } => {
            let list: Vec<String> = chips
                .iter()
                .map(|(s, k)| format!("{} ({})", seating.name(*s), chip_mark(*k)))
                .collect();
            i18n.t_args("chips-log-revealed", &[("list", list.join(", ").into())])
        }
        ChipsEvent::Resolving { seat, kind: k } => i18n.t_args(
            "chips-log-resolving",
            &[("name", name(seat)), ("chip", kind(k))],
        ),
        ChipsEvent::CoinFlip {
            seat,
            kind: k,
            face_up,
        } => i18n.t_args(
            if *face_up {
                "chips-log-flip-up"
            } else {
                "chips-log-flip-down"
            },
            &[("name", name(seat)), ("chip", kind(k))],
        ),
        ChipsEvent::Shielded { seat } => i18n.t_args("chips-log-shielded", &[("name", name(seat))]),
        ChipsEvent::Huzzah { seat, huzzah } => i18n.t_args(
            if *huzzah {
                "chips-log-huzzah"
            } else {
                "chips-log-no-huzzah"
            },
            &[("name", name(seat))],
        ),
        ChipsEvent::Targeted { seat, target } => i18n.t_args(
            "chips-log-targeted",
            &[("name", name(seat)), ("target", name(target))],
        ),
        ChipsEvent::DirectionChosen { seat, side: s } => i18n.t_args(
            "chips-log-direction",
            &[
                ("name", name(seat)),
                ("side", side(i18n, seating, *seat, *s).into()),
            ],
        ),
        ChipsEvent::Shown {
            owner,
            place: p,
            kind: k,
        } => match (owner, p) {
            (_, Place::Trash) => i18n.t_args("chips-log-trashed", &[("chip", kind(k))]),
            (Some(o), Place::Hand(_)) => {
                i18n.t_args("chips-log-shown", &[("chip", kind(k)), ("name", name(o))])
            }
            _ => i18n.t_args(
                "chips-log-turned-up",
                &[("chip", kind(k)), ("where", at(p))],
            ),
        },
        ChipsEvent::LookedAt { target, hand } => {
            let list: Vec<String> = hand.iter().map(|k| chip_mark(*k)).collect();
            i18n.t_args(
                "chips-log-looked",
                &[("name", name(target)), ("list", list.join(", ").into())],
            )
        }
        ChipsEvent::SwordsHeldOut { counts } => {
            let list: Vec<String> = counts
                .iter()
                .map(|(s, n)| format!("{} {}", seating.name(*s), n))
                .collect();
            i18n.t_args("chips-log-swords", &[("list", list.join(", ").into())])
        }
        ChipsEvent::Swapped {
            seat,
            target,
            swapped,
        } => i18n.t_args(
            if *swapped {
                "chips-log-swapped"
            } else {
                "chips-log-not-swapped"
            },
            &[("name", name(seat)), ("target", name(target))],
        ),
        ChipsEvent::Shuffled { region: r } => {
            i18n.t_args("chips-log-shuffled", &[("region", region(i18n, *r).into())])
        }
        ChipsEvent::Protected { seat } => {
            i18n.t_args("chips-log-protected", &[("name", name(seat))])
        }
        ChipsEvent::FinalRound => i18n.t("chips-log-final-round"),
        ChipsEvent::CrownPassed { to } => i18n.t_args("chips-log-crown", &[("name", name(to))]),
        ChipsEvent::GameOver { .. } => i18n.t("log-game-over"),
    })
}
