//! The level-2 bot: for each candidate Heroic action, the same worlds sampled from the view,
//! the action taken in each and the game played out to its end by level-1 bots; the four
//! best challengers and the heuristic's own choice then play 256 more worlds. The
//! heuristic's choice stands unless another candidate scores better in all those worlds
//! by more than its noise. Evil's progress and the windows inside a turn are left to the
//! heuristic. With a time budget, the search stops exploring when the time is up and
//! decides from the candidates played out in every world so far.
//!
//! The comments' level-2 trials at 7 seats with Merlin's Company compare against "17 of 60
//! (7100-7159) as it stands" up to the Charged! rule in `windows.rs`; from it, the same
//! seeds won 13 of 60 (25 of 107 on 7100-7182 and 7190-7213).

use super::heuristic::{decide_with, Crowd, Heuristic, Params};
use super::world::determinize_with;
use crate::state::{Camelot, Loyalty};
use crate::view::View;
use crate::Action;
use rt_core::{Bot, Budget, Deadline, Game, GameRng, Seat};

#[derive(Clone, Debug)]
pub struct Searcher {
    /// Worlds every candidate is played out in. Tried and not kept: twice as many for the
    /// loyal knights (`worlds` 96 -> 192 and `more_worlds` 256 -> 512, the arena's
    /// `CAMELOT_WORLDS=2`). Merlin's Company, 7 seats, level 2 against level 2: 7 of 48
    /// games won (seeds 7100-7122 and 7130-7154), against 9 on the same seeds; more worlds
    /// of the same play-outs did not help.
    pub worlds: usize,
    /// The best challengers after those worlds, played out in `more_worlds` more with the
    /// heuristic's choice, so the final call rests on many worlds where it matters.
    pub finalists: usize,
    pub more_worlds: usize,
    /// Candidates searched at most (the heuristic's choice always among them).
    pub candidates: usize,
    /// Turns played out after each candidate; `None` plays to the end of the game. Tried
    /// and dropped: the loyal knights' worlds played 14 turns on (two rounds at 7 seats)
    /// and judged by a linear model of the position (swords, engines, each quest's danger
    /// and progress, the knights' life and cards, hidden and unmasked traitors), fitted on
    /// 8,000 level-1 games and tested on 2,000 others: to this file's `outcome` by least
    /// squares (mean squared error 22.5 on the test games, against 27.2 for their mean
    /// alone), or, on fewer of those numbers, to the win by logistic regression. Merlin's
    /// Company, 7 seats, level 2 against level 2: 3 of 19 games won (seeds 7100-7118) with
    /// the first, 2 of 14 (7100-7113) with the second, against 7 and 5 on the same seeds
    /// played out to the end. Both models weigh black swords and life little; they lost 2
    /// games each to deaths, against none.
    pub horizon: Option<u32>,
    /// How many standard errors a candidate must gain to overrule the heuristic. Tried
    /// and not kept, as within the noise: 1.0, for loyal and traitor seats alike. Merlin's
    /// Company, 7 seats, level 2 against level 2: 11 of 45 games won (seeds 7100-7121 and
    /// 7130-7152), against 9 on the same seeds at 1.5 (seeds 7100-7104 and 7130-7134 won 8
    /// of 10, against none at 1.5; the other 35 won 3, against 9).
    pub doubt: f64,
    /// Whether Evil's progress is searched too.
    pub evil: bool,
    /// How strongly the worlds' hidden traitors follow the table's suspicion
    /// (`world::determinize_with`).
    pub belief: f64,
    /// The heuristic that proposes, and plays the games out.
    pub params: Params,
    /// How long one decision may take (none: every world, however long).
    pub budget: Option<Budget>,
}

impl Default for Searcher {
    fn default() -> Self {
        let base = Params::default();
        Searcher {
            worlds: 96,
            finalists: 4,
            more_worlds: 256,
            candidates: 30,
            horizon: None,
            doubt: 1.5,
            evil: false,
            // At 7 seats with Merlin's Company (20 games) the traitors were unmasked in
            // 84 % of games against 57 % with the deal's own chances.
            belief: 0.5,
            // Keeping a second life point spares the table Morgan's blow; the search
            // makes up for the Black cards that costs.
            params: Params {
                life_from: 3,
                // Level 2's table reads a traitor cleanly: at 5 seats, in 20 games with a
                // level-2 traitor he was the top suspect once accusations opened in 17, and
                // in the 20 dealt none, a suspect this clear stood out in 5. Late in the
                // game, where his flip of two swords decides it, that is enough to accuse
                // (traitor games won 0 -> 4 of 20, none dealt 15 -> 18 of 20). Level 1's
                // noisier table guesses only from 11 swords, on a sharper reading. Sooner
                // guesses at 7 seats with Merlin's Company won no more (`accusation`).
                late_swords: 9,
                // Level 2 guesses from 9 whether or not two suspects stand out.
                late_pair_swords: 9,
                late_from: 3.0,
                late_lead: 1.5,
                // A hidden level-2 traitor stops adding engines before they give him away
                // (`quiet_from`). Standard deal, level 2 against level 2, knights' wins:
                // 7 seats 64.3 % of 126 -> 55.6 % of 54 (the traitor unmasked in 48 % of
                // his games, was about 70 %); 5 seats 57.2 % of 166 -> 53.3 % of 30.
                quiet_from: 4.0,
                crowd: base.crowd.map(|c| Crowd {
                    // With Merlin's Company at larger tables, blows to many knights at once
                    // (Morgan's to every knight, Witch #7's to those away from a lost
                    // quest, a lost War's to those there) wiped out tables of knights on one
                    // or two life; level 2 keeps the point above the last at Evil's step
                    // (unless a Black card might lose the game at once). 7 seats, level 2
                    // against level 2: 8 -> 14 wins on 45 shared deals. Tried and dropped:
                    // keeping the third point too (a larger table's own `life_from` of 4,
                    // added for the trial). At 7 seats, level 2 won 4 of 17 games (seeds
                    // 7100-7116; without it 17 of 60 on 7100-7159, its games one by one
                    // not kept); level 1, standard deal (`camelot_stats`, 4,000 games from
                    // seed 50,000), 298 -> 245 wins.
                    life_with_trio_from: 3,
                    life_after_blow_from: 3,
                    ..c
                }),
                ..base
            },
            budget: None,
        }
    }
}

/// A played-out game for the loyal knights: 10 and a point a white sword for a win; for a
/// loss, the white swords they had by then (at most 6) less 7. Wins are rare enough that
/// the swords tell the candidates apart. Tried and dropped: a loss scored by its white
/// swords less its black, (white - black) / 2 - 4 clamped to -7..-1, since level 2 lost the
/// Grail (three black swords) in 9 of 10 games at 7 seats with Merlin's Company. Level 2
/// against level 2 there won 14 of 59 (seeds 7100-7158), against 12 on the same seeds as it
/// stands: its games lost to black swords fell from 15 to 5, those lost to the engines rose
/// from 30 to 35.
fn outcome(game: &Camelot) -> f64 {
    let white = f64::from(game.white_swords);
    match game.step {
        crate::Step::Over(e) if e.knights_won() => 10.0 + white,
        crate::Step::Over(_) => white.min(6.0) - 7.0,
        // Cut short: swords so far.
        _ => white - f64::from(game.black_swords) - 3.0,
    }
}

/// Plays on with level-1 bots until `turns` more turns have begun or the game ends.
fn roll_out(params: Params, game: &mut Camelot, turns: u32, rng: &mut GameRng) {
    let until = game.turns + turns;
    let mut steps = 0;
    while !game.over() && game.turns < until && steps < 20_000 {
        steps += 1;
        let Some(seat) = game.to_act().seats().first() else {
            break;
        };
        let view = game.view(Some(seat));
        let legal = game.legal_actions(seat);
        let Some(action) = Heuristic(params).choose(seat, &view, &legal, rng) else {
            break;
        };
        if game.apply(seat, &action).is_err() {
            break;
        }
    }
}

/// A candidate's gain over the heuristic's choice in the same worlds: its mean, and the
/// standard error of that mean.
#[derive(Clone, Copy, Debug)]
struct Gain {
    mean: f64,
    error: f64,
}

fn gain(values: &[f64], base: &[f64]) -> Gain {
    let gains: Vec<f64> = values.iter().zip(base).map(|(v, b)| v - b).collect();
    let n = gains.len().max(1) as f64;
    let mean = gains.iter().sum::<f64>() / n;
    let var = gains.iter().map(|g| (g - mean) * (g - mean)).sum::<f64>() / (n - 1.0).max(1.0);
    Gain {
        mean,
        error: (var / n).sqrt(),
    }
}

/// The actions worth searching. Talk and accusations are left to the heuristic (worlds
/// that place the traitor by suspicion make a guess look better than it is: level 2
/// accused falsely 0.71 times a game at 5 seats). And the search never pays or fights
/// with a knight's last life point where the heuristic would not (the road's risk it
/// weighs in its worlds like any other): a knight lost costs the table more than the
/// roll-outs' noise can show, and among thirty candidates one rides on that noise.
/// Traced at 7 seats with Merlin's Company, each time a knight died of it: Caradoc on his
/// last point gave it away (and at 3 gave one to a knight at 3); a knight bought a second
/// action with his second-to-last point and died on the road; a knight on his last point
/// fought the siege at four engines with a 6 in hand. So a point is paid (to Evil, for a
/// second action) only from three; Caradoc's gift only evens out life, to a knight two
/// points poorer; on the last point the siege is fought only with a sure total (as the
/// heuristic's own rule, 9 or more in Fight cards). Tried and dropped: a second action
/// only from four life, since a traced table's knights bought two at three in the first
/// four turns and stood on two from the fifth. 7 seats with Merlin's Company, level 2
/// against level 2: 5 of 21 games won (seeds 7100-7108 and 7130-7141), against 17 of 60
/// (7100-7159) as it stands.
fn candidates(view: &View, legal: &[Action], first: Option<&Action>, life: u8) -> Vec<Action> {
    let life_of = |s: Seat| view.knights.get(s.index()).map_or(u8::MAX, |k| k.life);
    let fights: u32 = view
        .my_hand
        .iter()
        .filter_map(|c| c.fight_value())
        .map(u32::from)
        .sum();
    legal
        .iter()
        .filter(|a| !matches!(a, Action::Say(_)))
        .filter(|a| !matches!(a, Action::Accuse(_)) || Some(*a) == first)
        .filter(|a| match a {
            Action::Evil(crate::EvilChoice::LoseLife) | Action::Sacrifice => life >= 3,
            Action::Caradoc(to) => life_of(*to).saturating_add(2) <= life,
            Action::Siege => life > 1 || fights >= 9,
            _ => true,
        })
        .cloned()
        .collect()
}

impl Bot<Camelot> for Searcher {
    fn choose(
        &mut self,
        seat: Seat,
        view: &View,
        legal: &[Action],
        rng: &mut GameRng,
    ) -> Option<Action> {
        let deadline: Option<Deadline> = self.budget.map(Budget::start);
        let spent = || deadline.is_some_and(|d| d.spent());
        let first = decide_with(&self.params, seat, view, legal, rng).filter(|a| legal.contains(a));
        // Talk is the heuristic's: a statement changes no card, so no search can weigh it.
        if matches!(first, Some(Action::Say(_))) {
            return first;
        }
        // Evil's progress is left to the heuristic's thresholds: a search that expects the
        // rest of the game to be played by the heuristic underrates each engine it adds.
        // Tried and dropped: searching it for the loyal knights only, an engine only where
        // the heuristic adds one (Merlin's Company, 7 seats, with the second life point
        // kept, `Crowd::life_with_trio_from`) won 8 of 26 deals, against 10 without.
        let searchable = view.pending.is_none()
            && match view.step {
                crate::view::StepView::Heroic(_) => true,
                crate::view::StepView::Evil { .. } => self.evil,
                _ => false,
            };
        let life = view.knights.get(seat.index()).map_or(0, |k| k.life);
        let mut candidates = candidates(view, legal, first.as_ref(), life);
        if !searchable || candidates.len() <= 1 {
            return first.or_else(|| rng.pick(legal).cloned());
        }
        // The heuristic's own pick first, then the rest in a shuffled order.
        rng.shuffle(&mut candidates);
        if let Some(f) = &first {
            candidates.retain(|a| a != f);
            candidates.insert(0, f.clone());
        }
        candidates.truncate(self.candidates);
        let traitor =
            view.knights.get(seat.index()).and_then(|k| k.loyalty) == Some(Loyalty::Traitor);
        let horizon = self.horizon.unwrap_or(u32::MAX / 2);
        let side = if traitor { -1.0 } else { 1.0 };
        // The heuristic's choice, or the first candidate when it has none.
        let Some(proposal) = candidates.first().cloned() else {
            return first;
        };
        // The worlds, each sampled once: every candidate is played out in the same ones, so
        // they differ only by the choice. World `w` always comes from the same fork.
        let sample = |range: std::ops::Range<usize>| -> Option<Vec<(Camelot, GameRng)>> {
            range
                .map(|w| {
                    let mut world_rng = rng.fork(w as u64 + 1);
                    determinize_with(view, seat, self.belief, &mut world_rng)
                        .map(|world| (world, world_rng))
                })
                .collect()
        };
        let Some(first_worlds) = sample(0..self.worlds) else {
            return Some(proposal);
        };
        // A candidate in every world, or none once the time is up (a candidate seen in only
        // some worlds would be compared on other luck than the proposal).
        let play_out = |action: &Action, worlds: &[(Camelot, GameRng)]| -> Option<Vec<f64>> {
            worlds
                .iter()
                .map(|(world, world_rng)| {
                    if spent() {
                        return None;
                    }
                    let (mut world, mut world_rng) = (world.clone(), world_rng.clone());
                    world.apply(seat, action).ok()?;
                    roll_out(self.params, &mut world, horizon, &mut world_rng);
                    Some(side * outcome(&world))
                })
                .collect()
        };
        let Some(mut base) = play_out(&proposal, &first_worlds) else {
            return Some(proposal);
        };
        let mut challengers: Vec<(Gain, Action, Vec<f64>)> = candidates
            .iter()
            .skip(1)
            .filter_map(|action| {
                let values = play_out(action, &first_worlds)?;
                Some((gain(&values, &base), action.clone(), values))
            })
            .collect();
        if self.finalists > 0 && self.more_worlds > 0 {
            // The most promising challengers earn the later worlds, sampled only when one
            // of them looks better than the proposal; the rest are dropped.
            challengers.sort_by(|a, b| b.0.mean.total_cmp(&a.0.mean));
            challengers.truncate(self.finalists);
            let later = (challengers.iter().any(|c| c.0.mean > 0.0) && !spent())
                .then(|| sample(self.worlds..self.worlds + self.more_worlds))
                .flatten();
            if let Some(later) = later {
                if let Some(more) = play_out(&proposal, &later) {
                    base.extend(more);
                    for (g, action, values) in &mut challengers {
                        match play_out(action, &later) {
                            Some(more) => values.extend(more),
                            None => values.clear(),
                        }
                        *g = gain(values, &base);
                    }
                }
            }
        }
        // Leave the heuristic's choice only for a candidate that is better beyond doubt:
        // its mean gain over the same worlds above `self.doubt` standard errors.
        let best = challengers
            .into_iter()
            .filter(|(g, _, values)| {
                values.len() == base.len() && g.mean > 0.0 && g.mean > self.doubt * g.error
            })
            .max_by(|a, b| a.0.mean.total_cmp(&b.0.mean));
        Some(best.map_or(proposal, |(_, a, _)| a))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::EvilChoice;

    /// Level 2's own thresholds keep the point above the last at a larger table with
    /// Merlin's Company (`Crowd`), where level 1 keeps the base game's.
    #[test]
    fn level_2_keeps_a_second_life_point_at_a_larger_table() {
        let two = Searcher::default().params;
        let one = Params::default();
        let larger = two.at_table(6, true);
        assert_eq!(larger.life_with_trio_from, 3);
        assert_eq!(larger.life_after_blow_from, 3);
        assert_eq!(two.at_table(5, true).life_with_trio_from, 2);
        assert_eq!(two.at_table(7, false).life_after_blow_from, 2);
        assert_eq!(one.at_table(7, true).life_with_trio_from, 2);
        assert_eq!(one.at_table(7, true).life_after_blow_from, 2);
    }

    /// The search stakes no knight's last life point: a point is paid only from three,
    /// Caradoc gives only to a knight two points poorer, and on the last point the siege is
    /// fought only with 9 or more in hand.
    #[test]
    fn the_last_life_point_is_never_at_stake() {
        let options = crate::CamelotOptions {
            merlins_company: true,
            without_traitor: true,
            ..crate::CamelotOptions::default()
        };
        let mut g = Camelot::setup(&options, 5, 3).expect("setup");
        let lives = [1, 2, 3, 4, 1];
        for (k, life) in g.knights.iter_mut().zip(lives) {
            k.life = life;
        }
        g.knights[0].hand = vec![crate::White::Fight(4), crate::White::Fight(2)];
        let legal = [
            Action::Evil(EvilChoice::LoseLife),
            Action::Sacrifice,
            Action::Caradoc(Seat(1)),
            Action::Caradoc(Seat(4)),
            Action::Siege,
            Action::DrawWhite,
        ];
        let at = |g: &Camelot, life| {
            let view = rt_core::Game::view(g, Some(Seat(0)));
            candidates(&view, &legal, None, life)
        };
        assert_eq!(at(&g, 1), [Action::DrawWhite]);
        assert_eq!(at(&g, 2), [Action::Siege, Action::DrawWhite]);
        assert_eq!(
            at(&g, 3),
            [
                Action::Evil(EvilChoice::LoseLife),
                Action::Sacrifice,
                Action::Caradoc(Seat(4)),
                Action::Siege,
                Action::DrawWhite
            ]
        );
        assert_eq!(at(&g, 4), legal);
        // A sure total: the siege may be fought on the last point.
        g.knights[0].hand.push(crate::White::Fight(3));
        assert_eq!(at(&g, 1), [Action::Siege, Action::DrawWhite]);
    }
}
