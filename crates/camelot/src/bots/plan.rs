//! A loyal knight's reading of each quest: what is still needed, what his hand can give,
//! how soon Evil could end it, and what it is worth. The level-1 knight plans his turn
//! from these.

use super::evil_step::siege_near;
use super::heuristic::Params;
use super::odds;
use crate::cards::{Black, White};
use crate::knight::Knight;
use crate::quest::{Pattern, Quest, EXCALIBUR_WON, GRAIL_SPOTS};
use crate::view::{CombatView, LancelotStage, View};

/// One quest as a knight with `hand` sees it.
#[derive(Clone, Copy, Debug, Default)]
pub struct Reading {
    /// Knights' cards still needed to win it (to its held step, if it is held).
    pub need: usize,
    /// How many of those this hand can give, one after another.
    pub fit: usize,
    /// The card to play first towards that.
    pub first: Option<White>,
    /// Evil's cards still needed to end it as a defeat.
    pub threat: usize,
    /// For combats: the knights' final total minus what Evil is expected to show.
    pub margin: f64,
    /// Cards needed to win outright, held or not.
    pub full_need: usize,
    /// A tug of war (Excalibur, the Grail): each card also pushes Evil back.
    pub tug: bool,
    /// Evil's cards a round here (`odds::evil_pace`).
    pub pace: f64,
}

impl Reading {
    /// The chance the knights win here if `others` knights keep playing (a fraction for a
    /// knight who plays there now and then), once `plays` more cards are down (Evil's cards
    /// keep coming meanwhile, one round a card).
    pub fn chance(&self, plays: usize, others: f64) -> f64 {
        let p = odds::knights_share(others, self.pace);
        let meanwhile = self.pace * plays as f64;
        let n = self.full_need.saturating_sub(plays);
        let chance = if self.tug {
            let size = (self.full_need + self.threat) as f64;
            let from = self.threat as f64 + plays as f64 - meanwhile;
            odds::tug(from.min(size), size, p)
        } else {
            odds::race_between(n, self.threat as f64 - meanwhile, p)
        };
        // A combat whose total cannot beat Evil's is as good as lost.
        if self.margin < 0.0 {
            chance * 0.2
        } else {
            chance
        }
    }

    /// How much `plays` more cards raise the knights' chance, with `others` knights playing
    /// there besides.
    pub fn gain(&self, plays: usize, others: f64, share: f64) -> f64 {
        // A blend of the plain share of the work left and the race.
        let work = plays.min(self.full_need) as f64 / self.full_need.max(1) as f64;
        let race = self.chance(plays, others) - self.chance(0, others);
        share * work + (1.0 - share) * race
    }
}

/// Swords at stake, won and lost together: the Wars' (a lost War's two engines counted
/// too) and the Grail's are thresholds (`Params::war_stake`, `Params::grail_stake`).
pub fn stake(params: &Params, view: &View, quest: Quest) -> f64 {
    match quest {
        Quest::Grail => params.grail_stake,
        Quest::Excalibur => 4.0,
        Quest::Lancelot if view.lancelot == LancelotStage::Dragon => 4.0,
        Quest::PictWar | Quest::SaxonWar => params.war_stake,
        _ => 2.0,
    }
}

/// Is it time to finish the quests held one step short? Finishing Excalibur or the Grail
/// turns every later card of theirs into a Siege Engine, so they wait for the swords that
/// end the game, or for the siege's end to come near anyway.
pub fn cash_in(view: &View, swords: u8) -> bool {
    view.white_swords + view.black_swords >= swords || siege_near(view)
}

/// Excalibur waits one step short of the knights' bank until it is time.
pub fn excalibur_target(hold: bool) -> u8 {
    EXCALIBUR_WON - u8::from(hold)
}

pub fn grail_target(hold: bool) -> usize {
    GRAIL_SPOTS - usize::from(hold)
}

/// `hold`: Excalibur and the Grail stop one step short.
pub fn read(view: &View, quest: Quest, hand: &[White], hold: bool) -> Option<Reading> {
    let pace = odds::evil_pace(view, quest);
    let reading = match quest {
        Quest::BlackKnight => combat(view, &view.black_knight, Pattern::TwoPairs, 4, hand),
        Quest::Lancelot => match view.lancelot {
            LancelotStage::Lancelot => {
                combat(view, &view.lancelot_combat, Pattern::FullHouse, 5, hand)
            }
            LancelotStage::Dragon => {
                combat(view, &view.lancelot_combat, Pattern::ThreeTrios, 5, hand)
            }
            LancelotStage::Over => return None,
        },
        Quest::Excalibur => {
            let at = view.excalibur?;
            let need = usize::from(excalibur_target(hold).saturating_sub(at));
            let cheap = hand
                .iter()
                .copied()
                .filter(|c| !c.is_special())
                .min_by_key(|c| cheapness(*c, view));
            let plain = hand.iter().filter(|c| !c.is_special()).count();
            Reading {
                need,
                fit: plain.min(need),
                first: cheap,
                threat: usize::from(at),
                margin: 0.0,
                full_need: usize::from(EXCALIBUR_WON.saturating_sub(at)),
                tug: true,
                pace: 0.0,
            }
        }
        Quest::Grail => {
            let track = view.grail.as_ref()?;
            let grails = track.grails();
            let blacks = track.blacks().count();
            // Each Black card on the track costs one more Grail to push off, and the
            // other way round.
            let need = (grail_target(hold) + blacks).saturating_sub(grails);
            // Dark Forest stops every knight's Grail cards but Gaheris's (§11.4): there is
            // nothing to go there for (bots rode to the blocked Grail and back for turns).
            let blocked = view.black_in_play.contains(&Black::DarkForest)
                && view
                    .me
                    .and_then(|s| view.knights.get(s.index()))
                    .is_none_or(|k| k.knight != Knight::Gaheris);
            let have = if blocked {
                0
            } else {
                hand.iter().filter(|c| **c == White::Grail).count()
            };
            Reading {
                need,
                fit: have.min(need),
                first: (have > 0).then_some(White::Grail),
                threat: (GRAIL_SPOTS + grails).saturating_sub(blacks),
                margin: 0.0,
                full_need: (GRAIL_SPOTS + blacks).saturating_sub(grails),
                tug: true,
                pace: 0.0,
            }
        }
        Quest::PictWar | Quest::SaxonWar => {
            let war = if quest == Quest::PictWar {
                &view.picts
            } else {
                &view.saxons
            };
            let total = if war.mordred { 6 } else { 5 };
            let need = total - war.run.len().min(total);
            // The run as this hand would carry it on, by the War's own rule.
            let mut left: Vec<White> = hand.to_vec();
            let mut run = war.clone();
            let mut fit = 0;
            let mut first_value = None;
            while let Some(v) = run.next_value() {
                let Some(i) = left.iter().position(|c| *c == White::Fight(v)) else {
                    break;
                };
                left.remove(i);
                first_value.get_or_insert(v);
                fit += 1;
                run.run.push(v);
            }
            Reading {
                need,
                fit,
                first: first_value.map(White::Fight),
                threat: usize::from(4u8.saturating_sub(war.figures)),
                margin: 0.0,
                full_need: need,
                tug: false,
                pace: 0.0,
            }
        }
    };
    Some(Reading { pace, ..reading })
}

/// The cheapest cards go into Excalibur's river: lone low Fight cards first.
fn cheapness(card: White, view: &View) -> i32 {
    match card {
        White::Fight(v) => i32::from(v) * 2,
        White::Grail if grail_in_reach(view) => 9,
        // The Grail draws a Black card in four: a Grail card is worth little elsewhere than a
        // Grail quest within reach. Tried and dropped: Grail cards kept from Excalibur's
        // river, and in hand (`hand::worth`), while the Grail runs at all (level 2 at 7
        // seats with Merlin's Company lost the Grail in 9 games of 10, and put more Grail
        // cards into Excalibur than on the Grail). Level 1 there, standard deal, 4,000
        // games: 329 -> 287 won.
        White::Grail => 1,
        _ => 20,
    }
}

/// Is the Grail quest running and more than half won?
pub fn grail_in_reach(view: &View) -> bool {
    view.grail
        .as_ref()
        .is_some_and(|t| t.grails() >= GRAIL_REACH)
}

/// Grails on the track from which the rest of them are worth keeping for it.
pub const GRAIL_REACH: usize = 4;

/// The best way to finish a combat from what is down and the hand: every completion of
/// the pattern that agrees with the cards down, judged by how many of its missing cards
/// the hand holds, then by its total.
fn combat(
    view: &View,
    combat: &CombatView,
    pattern: Pattern,
    black_spots: usize,
    hand: &[White],
) -> Reading {
    let held = counts(hand.iter().filter_map(|c| c.fight_value()));
    let down = counts(combat.white.iter().copied());
    let need_total = pattern.spots().saturating_sub(combat.white.len());
    let threat = black_spots.saturating_sub(combat.black.len());
    let mut best: Option<(usize, u32, [usize; 6])> = None;
    for &target in completions(pattern) {
        if (1..=5).any(|v| down[v] > target[v]) {
            continue;
        }
        let mut covered = 0;
        let mut missing = [0usize; 6];
        for v in 1..=5 {
            let m = target[v] - down[v];
            missing[v] = m;
            covered += m.min(held[v]);
        }
        let total: u32 = (1..=5).map(|v| v as u32 * target[v] as u32).sum();
        if best.is_none_or(|(c, t, _)| (covered, total) > (c, t)) {
            best = Some((covered, total, missing));
        }
    }
    let Some((covered, total, missing)) = best else {
        return Reading {
            need: need_total,
            threat,
            margin: -99.0,
            full_need: need_total,
            ..Reading::default()
        };
    };
    // First the value the hand covers for the most missing cards, then the highest.
    let first = (1..=5u8)
        .filter(|v| held[usize::from(*v)] > 0 && missing[usize::from(*v)] > 0)
        .max_by_key(|v| (missing[usize::from(*v)].min(held[usize::from(*v)]), *v))
        .map(White::Fight);
    // A Black card's average value there.
    let average = match pattern {
        Pattern::TwoPairs => 31.0 / 11.0,
        Pattern::FullHouse => 35.0 / 11.0,
        Pattern::ThreeTrios => 79.0 / 11.0,
    };
    let shown: f64 = combat
        .black
        .iter()
        .map(|b| b.map_or(average, f64::from))
        .sum();
    // Evil's cards still to come before the knights finish, about one in three of the
    // turns they need.
    let coming = (need_total as f64 / 3.0).min(threat as f64);
    let bonus = if view.relics.excalibur.holder().is_some() {
        1.0
    } else {
        0.0
    };
    Reading {
        need: need_total,
        fit: covered,
        first,
        threat,
        margin: f64::from(total) + bonus - shown - coming * average,
        full_need: need_total,
        tug: false,
        pace: 0.0,
    }
}

/// How many of each value 1–5.
fn counts(values: impl Iterator<Item = u8>) -> [usize; 6] {
    let mut out = [0usize; 6];
    for v in values {
        if let Some(n) = out.get_mut(usize::from(v)) {
            *n += 1;
        }
    }
    out
}

/// Every finished shape of a pattern, as counts of each value 1–5.
fn completions(pattern: Pattern) -> &'static [[usize; 6]] {
    // Listed once: a combat is read at nearly every decision of every play-out.
    static LISTS: std::sync::OnceLock<[Vec<[usize; 6]>; 3]> = std::sync::OnceLock::new();
    let lists = LISTS.get_or_init(|| {
        [
            list_completions(Pattern::TwoPairs),
            list_completions(Pattern::FullHouse),
            list_completions(Pattern::ThreeTrios),
        ]
    });
    match pattern {
        Pattern::TwoPairs => &lists[0],
        Pattern::FullHouse => &lists[1],
        Pattern::ThreeTrios => &lists[2],
    }
}

/// The list `completions` keeps, built once.
fn list_completions(pattern: Pattern) -> Vec<[usize; 6]> {
    let mut out = Vec::new();
    for a in 1..=5 {
        for b in 1..=5 {
            if a == b {
                continue;
            }
            match pattern {
                Pattern::TwoPairs if a < b => {
                    let mut t = [0; 6];
                    t[a] = 2;
                    t[b] = 2;
                    out.push(t);
                }
                Pattern::FullHouse => {
                    let mut t = [0; 6];
                    t[a] = 3;
                    t[b] = 2;
                    out.push(t);
                }
                Pattern::ThreeTrios => {
                    for c in (b + 1)..=5 {
                        if a < b && c != a {
                            let mut t = [0; 6];
                            t[a] = 3;
                            t[b] = 3;
                            t[c] = 3;
                            out.push(t);
                        }
                    }
                }
                _ => {}
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn completions_cover_each_shape_once() {
        assert_eq!(completions(Pattern::TwoPairs).len(), 10);
        assert_eq!(completions(Pattern::FullHouse).len(), 20);
        assert_eq!(completions(Pattern::ThreeTrios).len(), 10);
    }
}
