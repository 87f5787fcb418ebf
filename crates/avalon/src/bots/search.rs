//! The search bot (level 2): at the decisions where looking ahead pays, it draws worlds
//! from its belief (by weight), plays each candidate move out to the end of the game in
//! every world, and keeps the move that wins most. Up to seven seats the play-outs use the
//! reasoner at every seat, the Assassin's shot included, so a quest card is weighed against
//! the cover it buys and a switch against what it shows of Merlin; at larger tables, where
//! the reasoner is too slow to play out, the quick policy stands in. Everything else it
//! leaves to the reasoner.

use super::belief::Belief;
use super::candidates::{candidates, safest};
use super::reasoner::{
    decisive, known_evil, public_belief, Reasoner, COVER_FROM_SEATS, COVER_LEADS,
};
use super::rollout::quick;
use super::world::world;
use crate::action::Action;
use crate::role::{Role, Side};
use crate::state::{Avalon, Phase};
use crate::view::{StageView, View};
use rt_core::{Bot, Budget, Deadline, Game, GameRng, Seat};

/// Quick play-outs stop at the assassination and count the Assassin as finding Merlin this
/// often (about what the reasoning Assassin manages).
const ASSASSIN_HITS: f64 = 0.55;

/// Worlds played out however short the time: fewer is a guess.
const MIN_WORLDS: usize = 6;

/// The largest table whose play-outs the reasoner plays.
const REASONED_SEATS: usize = 7;

/// From this many seats a Merlin leader never acts on what he saw, but where it decides
/// the game (`Searcher::decide`).
const SLIP_FREE_LEADS: usize = 7;

/// How much less often a team with an Evil player aboard may win its play-outs than the
/// best team, for a covering Merlin leader to send it (`Searcher::decide`). Seven seats,
/// Lady and Excalibur: searching as a Servant alone, he led Evil 51.8 % of the time against
/// the Servants' 61.4 % (100 games); covering, about 64 / 61 (200 games in four runs of 50),
/// Good's wins the same on the same 100 seeds (56 %, 55 %), the Assassin finding him in
/// 16.4 % and 12.7 % of shots. Ten seats, 100 games: 59.0 / 63.5 before, 63.3 / 66.3.
const COVER_MARGIN: f64 = 0.05;

/// Percent of decisions where a level-2 Merlin uses his knowledge without need: more than
/// level 1's, as his searched switches already keep the Assassin guessing; a Merlin who
/// hid further would turn the Assassin's shot into a lottery (measured: at 10 % the
/// Assassin found him in 38 % of games at five seats, at 40 % in about half).
const MERLIN_SLIPS: usize = 40;

/// Percent of the votes a level-2 Merlin decides where he turns down a team he knows
/// carries a Fail; his other votes are a Servant's, as at level 1 (base game, five seats,
/// 300 games: slips on 40 % of all votes, Good 37.3 % and the Assassin 44.8 %; on 40 % of
/// the votes that decide, 40.0 % and 35.5 %).
const PIVOTAL_SLIPS: usize = 40;

#[derive(Clone, Copy, Debug)]
pub struct Searcher {
    /// Worlds sampled per decision (half of them at seven seats, where play-outs are slow).
    pub worlds: usize,
    /// The play at decisions not searched.
    pub reasoner: Reasoner,
    /// How long a decision may take (the app's); none in the arena and the tests, whose
    /// games must replay exactly.
    pub budget: Option<Budget>,
}

impl Default for Searcher {
    fn default() -> Self {
        Searcher {
            worlds: 48,
            reasoner: Reasoner {
                merlin_slips: MERLIN_SLIPS,
                pivotal_slips: Some(PIVOTAL_SLIPS),
                switch_doubt: 0.95,
                dirty_leader_mark: 0.0,
            },
            budget: None,
        }
    }
}

/// Is this a decision worth searching? Quest cards, Excalibur, the Plot-card moments, and
/// a Good leader's team: which team, and what it tells the table and the Assassin, is
/// where Good's game is won (base game, five seats, 300 games: level-2 Good had played
/// exactly as level 1; searching its teams it beats level-1 Evil 71.7 % against level 1's
/// 30.3 %). Votes stay with the reasoner: Evil's and
/// Merlin's keep up a disguise that play-outs do not value, and a Servant's search votes
/// measured weaker in the arena. Evil's teams stay with the reasoner too: searched, they
/// found what the Good voters of the play-outs let through and won nearly every game
/// against them, a read of its own bots that people would not give it.
fn searchable(view: &View) -> bool {
    match view.stage {
        StageView::Propose => view.my_side == Some(Side::Good),
        StageView::Quest { .. }
        | StageView::Excalibur
        | StageView::Window { .. }
        | StageView::CloseEye { .. } => true,
        _ => false,
    }
}

/// 1 if `me`'s side wins this world from here, with the assassination taken as a chance.
fn play_out(mut game: Avalon, me: Seat, first: Action, rng: &mut GameRng) -> f64 {
    let reasoned = game.roles.len() <= REASONED_SEATS;
    let policy = Reasoner::default();
    if game.apply(me, &first).is_err() {
        return 0.0;
    }
    for _ in 0..2_000 {
        match game.phase {
            Phase::Over { winner, .. } => return f64::from(u8::from(winner == game.side(me))),
            Phase::Assassinate if !reasoned => {
                return if game.side(me) == Side::Good {
                    1.0 - ASSASSIN_HITS
                } else {
                    ASSASSIN_HITS
                }
            }
            _ => {}
        }
        let Some(seat) = game.to_act().seats().first() else {
            return 0.5;
        };
        let view = game.view(Some(seat));
        let legal = game.legal_actions(seat);
        let action = if reasoned {
            policy.decide(&view, seat, &legal, rng)
        } else {
            quick(&view, seat, &legal, rng)
        };
        let Some(action) = action else {
            return 0.5;
        };
        if game.apply(seat, &action).is_err() {
            return 0.5;
        }
    }
    0.5
}

impl Searcher {
    pub fn decide(
        &self,
        view: &View,
        me: Seat,
        legal: &[Action],
        rng: &mut GameRng,
    ) -> Option<Action> {
        let deadline: Option<Deadline> = self.budget.map(Budget::start);
        // From 7 seats Merlin's lead never slips: he knows most of a larger Evil, so his
        // slips sent clean teams that marked him (10 seats, Lady and Excalibur, 30 games:
        // he sent Evil 31.4 % of the time where Servants sent it 62.0 %; 60.0 % now, and
        // Good's wins the same).
        let merlin_leads = view.stage == StageView::Propose && view.my_role == Some(Role::Merlin);
        let informed = rng.below(100) < self.reasoner.merlin_slips
            && (!merlin_leads || view.n() < SLIP_FREE_LEADS);
        let fallback = self.reasoner.decide_as(view, me, legal, rng, informed)?;
        if legal.len() < 2 || !searchable(view) {
            return Some(fallback);
        }
        // A Merlin who searched every team he led with what he saw would send clean ones
        // from the first quest on, which marks him: he searches on what he knows only where
        // he acts on it anyway (a slip, or a quest that decides the game), and else searches
        // as a Servant in his seat would, from the public record (leading from level 1's
        // rule instead, he sent Evil 39.8 % of the time where searching Servants sent it
        // 53.5 %).
        let hides = merlin_leads && !informed && !decisive(view);
        let belief = if hides {
            public_belief(view)
        } else {
            Belief::of(view)
        };
        let Some(belief) = belief else {
            return Some(fallback);
        };
        // A Merlin's proposals are ranked as the table would rank them.
        let public = match view.my_role {
            Some(Role::Merlin) if !hides => public_belief(view),
            _ => None,
        };
        let mut moves = candidates(view, legal, public.as_ref().unwrap_or(&belief), fallback);
        // On the quest that decides the game, only the teams about as likely as the best to
        // come home clean by what he knows: a Servant leader's play-outs preferred sending
        // the pair that had failed together, to be turned down and hand the lead on to a
        // better-informed knight, a read of its own bots' votes that costs the game
        // wherever the table does not vote as they do.
        if decisive(view) {
            moves = safest(view, moves, &belief);
        }
        // From seven seats a hiding Merlin covers as level 1's does: on half his leads he
        // sends a team with an Evil player aboard if it plays out about as well as the best.
        let covers = hides && view.n() >= COVER_FROM_SEATS && rng.below(100) < COVER_LEADS;
        let mut totals = vec![0.0; moves.len()];
        let mut played = 0u32;
        let worlds = if view.n() == REASONED_SEATS {
            self.worlds / 2
        } else {
            self.worlds
        };
        for done in 0..worlds {
            // Out of time: decide from the worlds played so far (a few at least).
            if done >= MIN_WORLDS && deadline.is_some_and(|d| d.spent()) {
                break;
            }
            let Some(roles) = belief.sample(rng).map(<[Role]>::to_vec) else {
                return Some(fallback);
            };
            // Common random numbers: every candidate meets the same world and dice.
            let seed = rng.next_u64();
            let base = world(view, &roles, &mut GameRng::from_seed(seed));
            for (i, action) in moves.iter().enumerate() {
                let mut dice = GameRng::from_seed(seed ^ 0x5EA2_C400);
                totals[i] += play_out(base.clone(), me, *action, &mut dice);
            }
            played += 1;
        }
        // The reasoner's choice wins ties.
        let at = moves.iter().position(|a| *a == fallback).unwrap_or(0);
        let mut best = at;
        for (i, t) in totals.iter().enumerate() {
            if *t > totals[best] + 1e-9 {
                best = i;
            }
        }
        if covers {
            let covered = (0..moves.len())
                .filter(|i| {
                    matches!(moves[*i], Action::Propose { team, .. } if known_evil(view, team) > 0)
                })
                .max_by(|a, b| totals[*a].total_cmp(&totals[*b]));
            if let Some(c) =
                covered.filter(|c| totals[*c] + COVER_MARGIN * f64::from(played) >= totals[best])
            {
                best = c;
            }
        }
        moves.get(best).copied()
    }
}

impl Bot<Avalon> for Searcher {
    fn choose(
        &mut self,
        seat: Seat,
        view: &View,
        legal: &[Action],
        rng: &mut GameRng,
    ) -> Option<Action> {
        self.decide(view, seat, legal, rng)
    }
}
