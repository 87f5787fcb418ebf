//! The heuristic bot: chase Excalibur where the belief puts it, shed the Cursed Blade, and
//! once holding Excalibur, guard it and hurry the end.

use super::belief::Belief;
use crate::action::{Action, Claim, Side};
use crate::chip::Kind;
use crate::state::{Ask, Chips};
use crate::view::{StageView, View};
use rt_core::{Bot, GameRng, Seat};

#[derive(Clone, Copy, Debug, Default)]
pub struct HeuristicBot;

/// What a chip is worth keeping in hand.
pub fn keep_value(kind: Kind) -> f64 {
    use Kind::*;
    match kind {
        Excalibur => 100.0,
        CursedBlade => -50.0,
        SquireSword => 3.0,
        Galahad | FisherKing => 5.0,
        Gawain | Arthur | Mordred => 4.0,
        GreenKnight | Merlin | Percival | Robyn | Artisan => 3.0,
        Merchant | Thief | Spy | Priest | Uther | Guinevere | Lancelot | BlackKnight | Morgana => {
            2.0
        }
        Peasant | Baroness | Spirit | LadyOfTheLake | Caelia => 1.0,
    }
}

pub struct Ctx<'a> {
    pub view: &'a View,
    pub me: Seat,
    pub excal: Belief,
    pub curse: Belief,
    pub have_e: bool,
    pub have_c: bool,
}

impl<'a> Ctx<'a> {
    pub fn new(view: &'a View, me: Seat) -> Ctx<'a> {
        let has = |k: Kind| view.my_hand.contains(&k) || view.my_protected == Some(k);
        Ctx {
            view,
            me,
            excal: Belief::of(view, Kind::Excalibur),
            curse: Belief::of(view, Kind::CursedBlade),
            have_e: has(Kind::Excalibur),
            have_c: has(Kind::CursedBlade),
        }
    }

    fn p_e(&self, seat: Seat) -> f64 {
        self.excal.at(seat)
    }

    fn p_e_others(&self) -> f64 {
        Seat::all(self.view.n())
            .filter(|s| *s != self.me)
            .map(|s| self.p_e(s))
            .sum()
    }

    fn p_c_others(&self) -> f64 {
        Seat::all(self.view.n())
            .filter(|s| *s != self.me)
            .map(|s| self.curse.at(s))
            .sum()
    }

    fn best_target(&self) -> f64 {
        Seat::all(self.view.n())
            .filter(|s| *s != self.me && !self.view.shield.contains(*s))
            .map(|s| self.p_e(s))
            .fold(0.0, f64::max)
    }

    /// How good playing this chip looks now.
    pub fn play_value(&self, kind: Kind) -> f64 {
        use Kind::*;
        let p = self.best_target();
        let pe = self.p_e_others();
        let pc = self.p_c_others();
        if self.have_e && !self.have_c {
            return match kind {
                Galahad => 9.0,
                FisherKing => 8.0,
                Priest | Baroness => 5.0,
                Peasant | Merchant | Caelia | BlackKnight => 4.0,
                Artisan | Percival | Spy | Thief | Robyn | Lancelot | Morgana => 3.0,
                Guinevere => 2.0,
                // Taking swords while the curse is elsewhere risks a tainted hand.
                Gawain | Arthur => 2.0 - 4.0 * pc,
                Merlin | GreenKnight => 1.0 - 6.0 * pc,
                Mordred | Spirit => 1.0,
                LadyOfTheLake | Uther => 0.0,
                _ => -10.0,
            };
        }
        let shed = if self.have_c { 1.0 } else { 0.0 };
        match kind {
            // Gawain's target picks the sword it gives: the curse, if it has both.
            Gawain => 3.0 + 6.0 * p - 3.0 * pc,
            Arthur => 3.0 + 5.0 * pe - 2.0 * pc,
            GreenKnight => 3.0 + 6.0 * pe - 4.0 * pc - 3.0 * shed,
            Merlin => 2.0 + 3.0 * pe - 2.0 * pc,
            Mordred => 2.0 + 6.0 * p + 2.0 * shed,
            Thief => 2.0 + 3.0 * p,
            Robyn => 3.0 + 4.0 * p,
            Spy => 3.0 + 2.0 * f64::from(u8::from(!self.excal.certain)),
            Percival => 3.0 + 4.0 * self.excal.avalon,
            Priest => 3.0 + 2.0 * self.excal.avalon,
            Merchant => 3.0 + 2.0 * p + 3.0 * shed,
            Peasant => 2.0 + p + 4.0 * shed,
            Artisan => 2.0 + 2.0 * p + 6.0 * shed,
            Guinevere => 1.0 + 6.0 * shed,
            Uther => 2.0 + 3.0 * p + 4.0 * shed,
            LadyOfTheLake => 2.0 + 2.0 * p + 3.0 * shed,
            Spirit => 2.0 + 2.0 * p,
            Caelia | Baroness | Galahad => 2.0,
            BlackKnight | Morgana | FisherKing => 3.0,
            Lancelot => 2.5,
            _ => -10.0,
        }
    }

    /// A region to send a chip to: keep the smallest region alive unless we want the end.
    fn region_for_return(&self) -> u8 {
        let sizes: Vec<usize> = self.view.avalon.iter().map(|r| r.len()).collect();
        let want_end = self.have_e && !self.have_c;
        let pick = (0..3).filter(|r| !want_end || sizes[*r] > 0);
        let chosen = if want_end {
            pick.max_by_key(|r| sizes[*r])
        } else {
            pick.min_by_key(|r| sizes[*r])
        };
        chosen.unwrap_or(0) as u8
    }

    fn slot_value(&self, region: u8, slot: u8) -> f64 {
        let r = usize::from(region);
        let known = self
            .view
            .avalon
            .get(r)
            .and_then(|reg| reg.get(usize::from(slot)))
            .copied()
            .flatten();
        if let Some(kind) = known {
            return keep_value(kind);
        }
        let len = self.view.avalon[r].len() as f64;
        if self.have_e && !self.have_c {
            // Drain the smallest region to end the game sooner.
            10.0 / len.max(1.0)
        } else {
            len / 20.0
        }
    }

    /// The chip to part with: the curse first, then the least useful, Excalibur last.
    fn give_away(&self) -> Option<Kind> {
        let hand = &self.view.my_hand;
        if hand.contains(&Kind::CursedBlade) {
            return Some(Kind::CursedBlade);
        }
        hand.iter()
            .copied()
            .min_by(|a, b| keep_value(*a).total_cmp(&keep_value(*b)))
    }

    fn side_value(&self, side: Side, kind: Kind) -> f64 {
        let n = self.view.n();
        let next = self.me.next(n);
        let prev = Seat(((self.me.index() + n - 1) % n) as u8);
        // Spirit: I steal from my neighbour on that side. Lady and Uther: I receive from the
        // neighbour on the other side.
        let giver = match (kind == Kind::Spirit, side) {
            (true, Side::Left) | (false, Side::Right) => next,
            (true, Side::Right) | (false, Side::Left) => prev,
        };
        self.p_e(giver) - self.curse.at(giver)
    }
}

fn resolving(view: &View) -> Option<Kind> {
    match view.stage {
        StageView::Resolve { resolving } => resolving.map(|(_, k)| k),
        _ => None,
    }
}

fn best_by(
    legal: &[Action],
    mut score: impl FnMut(&Action) -> f64,
    rng: &mut GameRng,
) -> Option<Action> {
    let mut best: Option<(f64, Action)> = None;
    for a in legal {
        // A little noise breaks ties without a fixed order.
        let s = score(a) + rng.below(1000) as f64 * 1e-6;
        if best.as_ref().is_none_or(|(b, _)| s > *b) {
            best = Some((s, *a));
        }
    }
    best.map(|(_, a)| a)
}

impl HeuristicBot {
    pub fn decide(view: &View, me: Seat, legal: &[Action], rng: &mut GameRng) -> Option<Action> {
        let ctx = Ctx::new(view, me);
        let chip = resolving(view);
        let ask = view.ask;
        let chance = rng.below(100);
        best_by(
            legal,
            |a| match *a {
                Action::Draw { region, slot } => {
                    if chip == Some(Kind::Percival) && matches!(ask, Some(Ask::Slot { .. })) {
                        // Turn up what we do not know yet.
                        let known = view.avalon[usize::from(region)]
                            .get(usize::from(slot))
                            .copied()
                            .flatten();
                        if known.is_some() {
                            -1.0
                        } else {
                            1.0
                        }
                    } else {
                        ctx.slot_value(region, slot)
                    }
                }
                Action::Play(kind) => ctx.play_value(kind),
                // A pick once made stands: taking it back is for a player's slip of the finger.
                Action::Unpick { .. } => -1e9,
                Action::Declare(claim) => {
                    // Now and then, a word to muddy the water.
                    match claim {
                        Claim::NotMe if ctx.have_e && chance < 15 => 100.0,
                        Claim::HaveExcalibur if !ctx.have_e && chance < 5 => 100.0,
                        _ => -100.0,
                    }
                }
                Action::FromAvalon => {
                    if ctx.have_c || ctx.have_e {
                        2.0
                    } else {
                        0.3 + 0.2 * ctx.excal.avalon
                    }
                }
                Action::Steal(s) => {
                    let shielded = shield_cost(view, s);
                    // Holding the curse: steal from Excalibur's bearer and give the curse
                    // back to them, which taints their win.
                    let returns = matches!(chip, Some(Kind::Peasant | Kind::Merchant));
                    let plant = if ctx.have_c && !ctx.have_e && returns {
                        1.5 * ctx.p_e(s)
                    } else {
                        0.0
                    };
                    ctx.p_e(s) - 0.3 * ctx.curse.at(s)
                        + shielded
                        + plant
                        + f64::from(view.hands[s.index()].size) * 0.01
                }
                Action::Target(s) => match chip {
                    Some(Kind::Caelia) => f64::from(view.hands[s.index()].size),
                    _ => ctx.p_e(s) + f64::from(view.hands[s.index()].size) * 0.01,
                },
                Action::Done => match chip {
                    Some(Kind::Mordred) => 0.5,
                    Some(Kind::Morgana) => 1.5,
                    _ => -1.0,
                },
                Action::Swap => {
                    let target = match ask {
                        Some(Ask::Swap { target, .. }) => target,
                        _ => me,
                    };
                    let theirs = &view.hands[target.index()].known;
                    let mut v = 0.0;
                    if theirs.contains(&Kind::Excalibur) {
                        v += 2.0;
                    }
                    if theirs.contains(&Kind::CursedBlade) {
                        v -= 1.5;
                    }
                    if ctx.have_e {
                        v -= 2.0;
                    }
                    if ctx.have_c {
                        v += 1.0;
                    }
                    v
                }
                Action::Return { kind, region } => {
                    let mut v = -keep_value(kind);
                    if Some(kind) == ctx.give_away() {
                        v += 0.5;
                    }
                    if region == Some(ctx.region_for_return()) {
                        v += 0.1;
                    }
                    v
                }
                Action::Place { kind, region } => {
                    -keep_value(kind)
                        + if region == ctx.region_for_return() {
                            0.1
                        } else {
                            0.0
                        }
                }
                Action::Discard(kind) | Action::Show(kind) => -keep_value(kind),
                Action::Direction(side) => ctx.side_value(side, chip.unwrap_or(Kind::Spirit)),
                _ if early_flip(view, a) => -1e9,
                Action::FlipFisherKing(flip) => {
                    if flip == (ctx.have_e && !ctx.have_c) {
                        1.0
                    } else {
                        0.0
                    }
                }
                Action::Protect(kind) => keep_value(kind),
                Action::Give(kind) => -keep_value(kind),
                // A shielded seat's swords are out, but a pick there takes nothing.
                Action::PickSword(s) => ctx.p_e(s) - ctx.curse.at(s) + shield_cost(view, s),
                Action::PickOwn(kind) => {
                    if kind == Kind::CursedBlade {
                        5.0
                    } else {
                        -5.0
                    }
                }
                Action::Bury(region) => view.avalon[usize::from(region)].len() as f64,
                Action::Reveal(kind) => ctx.play_value(kind),
                Action::Take(i) => view
                    .turned_up
                    .get(usize::from(i))
                    .and_then(|t| t.2)
                    .map_or(0.0, keep_value),
                // His own Fisher King only comes back to his hand: the last resort.
                Action::TakePermanent(s) if s == me => -5.0,
                Action::TakePermanent(_) => 5.0,
                Action::TakePlayed(s) => view.played[s.index()].map_or(0.0, keep_value),
            },
            rng,
        )
    }
}

/// A face-up Fisher King makes a steal from its owner take nothing.
fn shield_cost(view: &View, seat: Seat) -> f64 {
    if view.shield.contains(seat) {
        -5.0
    } else {
        0.0
    }
}

impl Bot<Chips> for HeuristicBot {
    fn choose(
        &mut self,
        seat: Seat,
        view: &View,
        legal: &[Action],
        rng: &mut GameRng,
    ) -> Option<Action> {
        HeuristicBot::decide(view, seat, legal, rng)
    }
}

/// A Fisher King flip offered beside another question. The bots keep their flip for the
/// windows of Resolve, which always come, once they know what was played.
pub fn early_flip(view: &View, action: &Action) -> bool {
    matches!(action, Action::FlipFisherKing(_))
        && !matches!(view.ask, Some(Ask::FlipFisherKing { .. }))
}
