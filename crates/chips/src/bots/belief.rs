//! Where the swords probably are, from one seat's view: certain where the view names them,
//! otherwise spread over the chips the seat cannot see, in proportion to how many there are.

use crate::chip::Kind;
use crate::view::View;
use rt_core::Seat;

/// How much an unseen Avalon slot counts against an unseen chip in hand.
const AVALON_WEIGHT: f64 = 0.15;

#[derive(Clone, Debug, PartialEq)]
pub struct Belief {
    /// Per seat, the chance it holds the chip; the rest is in Avalon (or nowhere).
    pub holder: Vec<f64>,
    pub avalon: f64,
    /// The viewer knows exactly where it is.
    pub certain: bool,
}

impl Belief {
    pub fn of(view: &View, kind: Kind) -> Belief {
        let n = view.n();
        let mut holder = vec![0.0; n];
        let me = view.me;
        let certain_at = |holder: &mut Vec<f64>, s: usize| {
            holder[s] = 1.0;
        };
        if let Some(me) = me {
            if view.my_hand.contains(&kind) || view.my_protected == Some(kind) {
                certain_at(&mut holder, me.index());
                return Belief {
                    holder,
                    avalon: 0.0,
                    certain: true,
                };
            }
        }
        for (s, h) in view.hands.iter().enumerate() {
            if h.known.contains(&kind) {
                certain_at(&mut holder, s);
                return Belief {
                    holder,
                    avalon: 0.0,
                    certain: true,
                };
            }
        }
        if view.avalon.iter().flatten().any(|k| *k == Some(kind)) {
            return Belief {
                holder,
                avalon: 1.0,
                certain: true,
            };
        }
        let gone = view.trash.contains(&kind)
            || view.played.contains(&Some(kind))
            || view.permanent.contains(&Some(kind));
        if gone {
            return Belief {
                holder,
                avalon: 0.0,
                certain: true,
            };
        }
        // Unknown chips per place.
        let mut weights = vec![0.0; n];
        for (s, h) in view.hands.iter().enumerate() {
            if Some(Seat(s as u8)) == me {
                continue;
            }
            let mut unknown = usize::from(h.size).saturating_sub(h.known.len());
            if h.protected {
                unknown += 1;
            }
            if view.chosen.contains(Seat(s as u8)) && !kind.is_sword() {
                unknown += 1;
            }
            // A hand publicly known to hold swords is likelier to hold this one.
            let floor = view.sword_floor.get(s).copied().unwrap_or(0);
            weights[s] = unknown as f64 * (1.0 + 2.0 * f64::from(floor));
        }
        // Swords are dealt into hands and mostly move between hands; only a return or a
        // burial puts one into Avalon. So an unseen Avalon slot weighs less than an unseen
        // chip in hand.
        let avalon_unknown =
            AVALON_WEIGHT * view.avalon.iter().flatten().filter(|k| k.is_none()).count() as f64;
        let total: f64 = weights.iter().sum::<f64>() + avalon_unknown;
        if total <= 0.0 {
            return Belief {
                holder,
                avalon: 0.0,
                certain: false,
            };
        }
        for (s, w) in weights.iter().enumerate() {
            holder[s] = w / total;
        }
        Belief {
            holder,
            avalon: avalon_unknown / total,
            certain: false,
        }
    }

    /// The most likely holder other than `me`, if any seat is possible.
    pub fn likeliest_other(&self, me: Seat) -> Option<Seat> {
        self.holder
            .iter()
            .enumerate()
            .filter(|(s, p)| *s != me.index() && **p > 0.0)
            .max_by(|a, b| a.1.total_cmp(b.1))
            .map(|(s, _)| Seat(s as u8))
    }

    pub fn at(&self, seat: Seat) -> f64 {
        self.holder.get(seat.index()).copied().unwrap_or(0.0)
    }
}
