//! The reasoning bot: every decision reads the belief over role assignments. Good leads and
//! approves teams by the odds they come home clean, and switches with Excalibur only on a
//! likely Fail; Evil votes and leads as a Servant would from the public record, with itself
//! aboard, and fails every quest it can; Merlin mostly plays as a Servant so the Assassin
//! cannot read him, and the Assassin names the Good player whose votes avoided Evil best.

use super::belief::Belief;
use super::plot_policy::Mind;
use super::proposal::{team_size, with_team};
use super::teams::{servant_approves, Odds};
use crate::action::Action;
use crate::plot::PlotCard;
use crate::role::{Role, Side, Sight};
use crate::state::{Avalon, Card, Insight};
use crate::view::{StageView, View};
use rt_core::{Bot, GameRng, Seat, SeatSet};

/// How the reasoner plays where a style is a choice: the search level reuses it with a
/// Merlin who gives less away.
#[derive(Clone, Copy, Debug)]
pub struct Reasoner {
    /// Percent of decisions where Merlin uses his knowledge without need.
    pub merlin_slips: usize,
    /// Merlin's votes: with `Some(p)`, he turns down a team he knows carries a Fail in p
    /// percent of the votes his vote decides (the others voting as he expects), and
    /// otherwise votes as a Servant; with `None`, his slips come at `merlin_slips` of all
    /// votes.
    pub pivotal_slips: Option<usize>,
    /// How sure a Good Excalibur holder must be that a member is Evil to switch his card.
    pub switch_doubt: f64,
    /// What the Assassin makes of a Good leader who sent a team with Evil on it: level 1
    /// takes it as a sign he is not Merlin; level 2 knows Merlin in his disguise sends such
    /// teams too and reads nothing into it (the better Assassin, measured).
    pub dirty_leader_mark: f64,
}

impl Default for Reasoner {
    fn default() -> Self {
        Reasoner {
            merlin_slips: MERLIN_SLIPS,
            pivotal_slips: Some(PIVOTAL_SLIPS),
            switch_doubt: SWITCH_DOUBT,
            dirty_leader_mark: -1.5,
        }
    }
}

/// Suspicion of each seat as this seat sees it: the belief, and for Merlin the truth he
/// saw, softened so his play does not give him away.
fn suspicion(view: &View, belief: &Belief, me: Seat, informed: bool) -> Vec<f64> {
    let merlin = view.my_role == Some(Role::Merlin);
    Seat::all(view.n())
        .map(|s| {
            if s == me {
                return if view.my_side == Some(Side::Evil) {
                    1.0
                } else {
                    0.0
                };
            }
            let p = belief.p_evil(s);
            if merlin {
                // Merlin plays like a Servant, and acts on what he knows only when this
                // quest can lose the game, or when he slips.
                let weight = if decisive(view) || informed { 0.9 } else { 0.0 };
                let known = if view.sights[s.index()].is_some() {
                    1.0
                } else {
                    0.0
                };
                (1.0 - weight) * p + weight * known
            } else {
                p
            }
        })
        .collect()
}

/// What a Servant in this seat would believe from the public record alone: the seat's own
/// role card is read as a Servant's, and its real role goes to someone else in the pool.
/// Merlin plays from it so as not to show what he saw; Evil votes from it to look Good.
pub(super) fn public_belief(view: &View) -> Option<Belief> {
    let me = view.me?;
    let mine = view.my_role?;
    let mut persona = view.clone();
    persona.my_role = Some(Role::Servant);
    persona.sights = vec![None; view.n()];
    let mut pool = super::belief::roles_in_play(view);
    if mine != Role::Servant {
        let servant = pool.iter().position(|r| *r == Role::Servant)?;
        let own = pool.iter().position(|r| *r == mine)?;
        pool.swap(servant, own);
        // The persona holds the Servant card; the real role is dealt among the others.
        pool[own] = Role::Servant;
        pool[servant] = mine;
    }
    let mut b = Belief::of_with_pool(&persona, pool)?;
    b.retain(|w| w[me.index()] == Role::Servant);
    Some(b)
}

/// Percent of Lady declarations where Evil calls a Good player Evil.
pub const EVIL_SMEARS: usize = 40;

/// Percent of votes where Evil backs a clean team that looks good to the public (it
/// would rather see the next one, which may seat it).
const EVIL_BACKS_CLEAN: usize = 50;

/// Percent of first quests where Evil, able to fail it, passes it to keep its cover.
const EVIL_PASSES_FIRST: usize = 20;

/// How sure a Good Excalibur holder at level 1 must be that a member is Evil to switch
/// his card: a wrong switch fails a clean quest.
const SWITCH_DOUBT: f64 = 0.85;

/// Percent of decisions where a level-1 Merlin uses his knowledge without need: none. A
/// slip as leader (a clean team sent) showed the Assassin more than it won on quests
/// (base game, five seats, 4,000 games, with pivotal votes: slips on 26 % of leads, Good
/// 31.9 %, Assassin 46.1 %; on none, 33.1 % and 43.6 %).
const MERLIN_SLIPS: usize = 0;

/// Percent of the votes a level-1 Merlin decides where he turns down a team he knows
/// carries a Fail. A slip spent where it changes nothing marks him for nothing: slipping on
/// 26 % of all votes, Good won 30.5 % with the Assassin at 49.4 %; on 40 % of the votes
/// that decide (and no lead slips), 34.9 % and 44.9 % (base game, five seats, 20,000
/// games, with the margins of `teams::margin`).
const PIVOTAL_SLIPS: usize = 40;

/// From this many seats a Merlin leader covers for the clean teams he must send where the
/// game hangs on them (see `COVER_LEADS`).
pub(super) const COVER_FROM_SEATS: usize = 7;

/// Percent of his other leads where Merlin sends a team with an Evil player aboard, when
/// one looks at most `COVER_MARGIN` less likely to come home clean than the best. Ten
/// seats, Lady and Excalibur, 600 games: he led Evil 58.6 % of the time against the
/// Servants' 67.7 %; with cover, 64.5 % against 69.6 %, and Good's wins the same (34.3 %,
/// 33.5 %). Seven seats, 1,000 games: Good 31.4 -> 35.0 %, the Assassin 31.4 -> 24.1 %.
pub(super) const COVER_LEADS: usize = 50;
const COVER_MARGIN: f64 = 0.02;

/// Would Merlin's vote decide whether `team` goes? He expects each Servant to vote from
/// the public record (`public`), and Evil to back it.
fn decides(view: &View, public: &Odds, me: Seat, team: SeatSet, fails: usize) -> bool {
    let yes = Seat::all(view.n())
        .filter(|s| *s != me)
        .filter(|s| {
            view.sights[s.index()].is_some()
                || servant_approves(
                    &public.given_good(*s),
                    *s,
                    team,
                    fails,
                    view.rejections,
                    false,
                )
        })
        .count();
    // A team goes on a strict majority.
    let n = view.n();
    (yes + 1) * 2 > n && yes * 2 <= n
}

/// Evil has two failed quests: one more ends the game.
pub(super) fn decisive(view: &View) -> bool {
    view.results.iter().filter(|r| r.failed).count() >= 2
}

/// The quest the current team attempts (or, for a leader, the first one open).
fn quest_now(view: &View) -> u8 {
    view.current
        .as_ref()
        .map(|p| p.quest)
        .or_else(|| view.open_quests.first().copied())
        .unwrap_or(view.quest)
}

fn fails_needed(view: &View) -> usize {
    fails_needed_on(view, quest_now(view))
}

pub(super) fn fails_needed_on(view: &View, quest: u8) -> usize {
    view.quests
        .get(usize::from(quest))
        .map_or(1, |q| usize::from(q.1))
}

/// How many of `team` this seat saw as Evil at night (for Merlin, the Evil he knows).
pub(super) fn known_evil(view: &View, team: SeatSet) -> usize {
    team.iter()
        .filter(|s| view.sights[s.index()].is_some())
        .count()
}

/// Evil seats this Evil seat knows (itself included); the other Lancelot, seen in the
/// third variant, is not one of them.
fn allies(view: &View, me: Seat) -> SeatSet {
    let mut out: SeatSet = Seat::all(view.n())
        .filter(|s| view.sights[s.index()] == Some(Sight::Evil))
        .collect();
    out.insert(me);
    out
}

impl Reasoner {
    pub fn decide(
        &self,
        view: &View,
        me: Seat,
        legal: &[Action],
        rng: &mut GameRng,
    ) -> Option<Action> {
        // Now and then Merlin acts on what he knows even when nothing hangs on it, as
        // people do; that is the trace an Assassin can find.
        let informed = rng.below(100) < self.merlin_slips;
        self.decide_as(view, me, legal, rng, informed)
    }

    /// The decision, Merlin acting on what he knows if `informed` (else only where the
    /// game hangs on it).
    pub fn decide_as(
        &self,
        view: &View,
        me: Seat,
        legal: &[Action],
        rng: &mut GameRng,
        informed: bool,
    ) -> Option<Action> {
        let first = legal.first().copied()?;
        let Some(belief) = Belief::of(view) else {
            return Some(first);
        };
        // Merlin reasons in public as a Servant would, so his choices do not show what he
        // saw; what he saw comes back in only through `suspicion`.
        let belief = if view.my_role == Some(Role::Merlin) {
            public_belief(view).unwrap_or(belief)
        } else {
            belief
        };
        let evil = view.my_side == Some(Side::Evil);
        let sus = suspicion(view, &belief, me, informed);
        let allied = allies(view, me);
        let noise = |rng: &mut GameRng| rng.below(1000) as f64 * 1e-6;
        Some(match view.stage {
            StageView::Night { .. } => Action::Ready,
            StageView::Propose => {
                // Under Targeting a Good leader starts with the smallest open quest.
                let quest = view
                    .open_quests
                    .iter()
                    .copied()
                    .min_by_key(|q| team_size(view, *q))
                    .unwrap_or(view.quest);
                // Each leader sends the team most likely to come home clean as the table
                // sees it. Merlin reads the table's belief and, when he acts on what he
                // knows, keeps to teams he knows are clean; Evil takes the best-looking team
                // that still carries the Fails the quest needs.
                let fails = fails_needed_on(view, quest);
                let size = team_size(view, quest);
                let tiebreak: Vec<f64> = (0..view.n()).map(|_| noise(rng)).collect();
                let odds = || Odds::of(&belief, view);
                let team = if evil {
                    let public = public_belief(view)
                        .map(|b| Odds::of(&b, view))
                        .unwrap_or_else(odds);
                    let want = fails.min(allied.len());
                    public.choose(
                        size,
                        fails,
                        SeatSet::only(me),
                        |t| t.iter().filter(|s| allied.contains(*s)).count() == want,
                        &tiebreak,
                    )
                } else if view.my_role == Some(Role::Merlin) && (decisive(view) || informed) {
                    odds().choose(
                        size,
                        fails,
                        SeatSet::only(me),
                        |t| known_evil(view, t) < fails,
                        &tiebreak,
                    )
                } else if view.my_role == Some(Role::Merlin) && view.n() >= COVER_FROM_SEATS {
                    // Merlin's teams must be clean where the game hangs on them, and most
                    // large games reach that point: elsewhere he now and then sends a team
                    // with an Evil player aboard that looks about as good as the best, as a
                    // Servant does without knowing it, so his teams overall look like one's.
                    let odds = odds();
                    let best = odds.choose(size, fails, SeatSet::only(me), |_| true, &tiebreak);
                    let covered = odds.choose(
                        size,
                        fails,
                        SeatSet::only(me),
                        |t| known_evil(view, t) > 0,
                        &tiebreak,
                    );
                    match (best, covered) {
                        (Some(b), Some(c))
                            if odds.clean(c, fails) + COVER_MARGIN >= odds.clean(b, fails)
                                && rng.below(100) < COVER_LEADS =>
                        {
                            Some(c)
                        }
                        _ => best,
                    }
                } else {
                    odds().choose(size, fails, SeatSet::only(me), |_| true, &tiebreak)
                };
                // The sword goes to the most trusted member (Evil: an ally if any).
                let sword: Vec<f64> = Seat::all(view.n())
                    .map(|s| {
                        if evil {
                            -f64::from(u8::from(allied.contains(s)))
                        } else {
                            sus[s.index()]
                        }
                    })
                    .collect();
                team.and_then(|t| with_team(view, me, quest, t, &sword, legal))
                    .unwrap_or(first)
            }
            StageView::Vote { .. } => {
                let Some(p) = &view.current else {
                    return Some(first);
                };
                let last_chance = view.rejections + 1 >= crate::tables::MAX_REJECTIONS;
                // A No Confidence in a hand that may be Evil can cancel the last team and
                // end the game: Good then takes the team before it.
                let threat = view.plots.iter().enumerate().any(|(s, cards)| {
                    cards.contains(&PlotCard::NoConfidence) && sus.get(s).is_some_and(|p| *p > 0.2)
                });
                let good_last =
                    last_chance || (threat && view.rejections + 2 >= crate::tables::MAX_REJECTIONS);
                let fails = fails_needed(view);
                // A Servant's vote (and Merlin's in his disguise), by the odds of his belief.
                let servant = || {
                    servant_approves(
                        &Odds::of(&belief, view),
                        me,
                        p.team,
                        fails,
                        view.rejections,
                        good_last,
                    )
                };
                let approve = if evil {
                    let inside = p.team.iter().filter(|s| allied.contains(*s)).count();
                    // Evil votes as a Servant would from the public record, so votes do not
                    // give it away; it backs its own teams when the game hangs on them, and
                    // a fifth rejection wins outright.
                    let public = public_belief(view).unwrap_or_else(|| belief.clone());
                    let looks_ok = servant_approves(
                        &Odds::of(&public, view),
                        me,
                        p.team,
                        fails,
                        view.rejections,
                        false,
                    );
                    !last_chance
                        && if inside >= fails {
                            looks_ok || decisive(view)
                        } else {
                            looks_ok && rng.below(100) < EVIL_BACKS_CLEAN
                        }
                } else if view.my_role == Some(Role::Merlin) {
                    // Merlin votes as a Servant would. His belief is already the public
                    // record's: one set of odds gives his own vote as a Servant and the
                    // others' as he expects them.
                    let public = Odds::of(&belief, view);
                    let dirty = !good_last && known_evil(view, p.team) >= fails;
                    let as_servant =
                        servant_approves(&public, me, p.team, fails, view.rejections, good_last);
                    if decisive(view) {
                        // Where the game hangs on it, he never lets a team he knows carries
                        // its Fails go, and backs a clean one as a Servant would or where
                        // his vote is what sends it: backing every clean team marked him at
                        // large tables, where most games reach this point.
                        !dirty && (as_servant || decides(view, &public, me, p.team, fails))
                    } else {
                        // Elsewhere, when he slips it is only to turn down a team he knows
                        // carries a Fail: backing a clean team the table doubts wins
                        // nothing (another comes) and marks him.
                        let slip = match self.pivotal_slips {
                            Some(pct) => {
                                dirty
                                    && decides(view, &public, me, p.team, fails)
                                    && rng.below(100) < pct
                            }
                            None => informed,
                        };
                        as_servant && !(slip && dirty)
                    }
                } else {
                    servant()
                };
                Action::Vote(approve)
            }
            StageView::Quest { .. } => {
                if !evil {
                    Action::Play(Card::Success)
                } else {
                    // Fail whenever the allies aboard can fail the quest, with no more Fails
                    // than it needs: the allies aboard first in seat order play them (each
                    // works the same order out), so two Evil on a one-Fail quest do not name
                    // each other. A lone Evil on a two-Fail quest keeps his cover (level 2
                    // weighs the cover a clean quest buys against the quest it gives away, by
                    // search), and now and then the first quest passes for cover too.
                    let aboard: Vec<Seat> = view.current.as_ref().map_or(Vec::new(), |p| {
                        p.team.iter().filter(|s| allied.contains(*s)).collect()
                    });
                    let needed = fails_needed(view);
                    let mine = aboard
                        .iter()
                        .position(|s| *s == me)
                        .is_some_and(|i| i < needed);
                    let cover = quest_now(view) == 0
                        && view.results.is_empty()
                        && rng.below(100) < EVIL_PASSES_FIRST;
                    let card = Action::Play(if aboard.len() >= needed && mine && !cover {
                        Card::Fail
                    } else {
                        Card::Success
                    });
                    // A Lancelot on the known schedule may have only one card to play.
                    if legal.contains(&card) {
                        card
                    } else {
                        first
                    }
                }
            }
            StageView::Excalibur => {
                let team = view.current.as_ref().map(|p| p.team).unwrap_or_default();
                // A switch is done in the open: Merlin acts on what he saw only when this
                // quest decides the game (§8.2); otherwise he switches as a Servant would,
                // on the public record alone (his belief here is a Servant's).
                let merlin = view.my_role == Some(Role::Merlin);
                let doubt = |s: Seat| {
                    if merlin && !decisive(view) {
                        belief.p_evil(s)
                    } else {
                        sus[s.index()]
                    }
                };
                let target = if evil {
                    evil_switch(view, me, team, allied, &belief)
                } else {
                    team.iter()
                        .filter(|s| *s != me)
                        .max_by(|a, b| doubt(*a).total_cmp(&doubt(*b)))
                        .filter(|s| doubt(*s) >= self.switch_doubt)
                };
                let wanted = Action::Switch(target);
                if legal.contains(&wanted) {
                    wanted
                } else {
                    Action::Switch(None)
                }
            }
            StageView::Lady => {
                // Look where the belief is least sure.
                let pick = legal
                    .iter()
                    .filter_map(|a| match a {
                        Action::Examine(s) => Some(*s),
                        _ => None,
                    })
                    .min_by(|a, b| {
                        let d = |s: &Seat| {
                            (belief.p_evil(*s) - 0.5).abs()
                                + noise(&mut GameRng::from_seed(s.0 as u64))
                        };
                        d(a).total_cmp(&d(b))
                    });
                pick.map(Action::Examine).unwrap_or(first)
            }
            StageView::Declare { target, .. } => {
                // Good tells what the Lady showed; Evil vouches for its allies and now and
                // then smears a Good player.
                let seen = view.insights.iter().rev().find_map(|i| match *i {
                    Insight::Lady { target: t, side } if t == target => Some(side),
                    _ => None,
                });
                let said = if !evil {
                    seen
                } else if allied.contains(target) {
                    Some(Side::Good)
                } else if rng.below(100) < EVIL_SMEARS {
                    Some(Side::Evil)
                } else {
                    Some(Side::Good)
                };
                Action::Declare(said)
            }
            StageView::Assassinate => {
                let scores = merlin_scores(view, me, self.dirty_leader_mark);
                let pick = legal
                    .iter()
                    .filter_map(|a| match a {
                        Action::Assassinate(s) => Some(*s),
                        _ => None,
                    })
                    .max_by(|a, b| scores[a.index()].total_cmp(&scores[b.index()]));
                pick.map(Action::Assassinate).unwrap_or(first)
            }
            StageView::Deal { .. } | StageView::Window { .. } | StageView::CloseEye { .. } => {
                let mind = Mind {
                    view,
                    me,
                    belief: &belief,
                    sus: &sus,
                    allied,
                    evil,
                };
                return mind.decide(legal);
            }
            StageView::Over { .. } => first,
        })
    }
}

/// Evil with Excalibur (§8.2). Holding a Fail: keep it, unless a two-Fail quest needs a
/// second Fail no ally will play — then switch a Good member's Success too. Holding a
/// Success: when allies will not fail the quest alone, switch a Good member's card into a
/// Fail, so the quest fails with this seat's own card clean — but not when everyone else
/// on the team looks so trusted that the Fail would point straight here.
fn evil_switch(
    view: &View,
    me: Seat,
    team: SeatSet,
    allied: SeatSet,
    belief: &Belief,
) -> Option<Seat> {
    let needed = fails_needed(view);
    let allies_on = team
        .iter()
        .filter(|s| *s != me && allied.contains(*s))
        .count();
    let good_member = team
        .iter()
        .filter(|s| *s != me && !allied.contains(*s))
        .max_by(|a, b| belief.p_evil(*a).total_cmp(&belief.p_evil(*b)));
    match view.my_card {
        Some(Card::Fail) => (needed >= 2 && allies_on == 0)
            .then_some(good_member)
            .flatten(),
        Some(Card::Success) => {
            if allies_on >= needed {
                return None;
            }
            let public = public_belief(view)?;
            let cover = team
                .iter()
                .filter(|s| *s != me && !allied.contains(*s))
                .any(|s| public.p_evil(s) >= 0.15);
            (allies_on + 1 >= needed && cover)
                .then_some(good_member)
                .flatten()
        }
        None => None,
    }
}

/// How Merlin-like each seat's record looks to the Assassin. For every vote, the Assassin
/// asks what a Servant would have voted from the public record at that moment; a vote
/// that departs from it towards the truth the Assassin knows is Merlin's mark. Leaders
/// who keep Evil off their teams score a little too, and those who did not are marked
/// `dirty_leader_mark`.
fn merlin_scores(view: &View, me: Seat, dirty_leader_mark: f64) -> Vec<f64> {
    let evil = allies(view, me);
    let mut score = vec![0.0; view.n()];
    let mut approved_before = 0;
    for (i, p) in view.proposals.iter().enumerate() {
        let mut past = view.clone();
        past.proposals.truncate(i);
        past.results
            .truncate(approved_before.min(view.results.len()));
        if p.approved {
            approved_before += 1;
        }
        let fails = fails_needed_on(&past, p.quest);
        let dirty = p.team.iter().filter(|s| evil.contains(*s)).count() >= fails;
        let fails_before = past.results.iter().filter(|r| r.failed).count();
        // Merlin shows his hand most when a quest could lose the game.
        let stakes = if fails_before >= 2 { 2.0 } else { 1.0 };
        // What each voter would have voted as a Servant, from the record at that moment.
        let odds = public_belief(&past).map(|b| Odds::of(&b, &past));
        let servant = |s: Seat| {
            odds.as_ref().map(|o| {
                servant_approves(
                    &o.given_good(s),
                    s,
                    p.team,
                    fails,
                    p.attempt.saturating_sub(1),
                    p.attempt >= crate::tables::MAX_REJECTIONS,
                )
            })
        };
        for (s, vote) in p.votes.iter().enumerate() {
            let truth = !dirty;
            score[s] += stakes
                * match servant(Seat(s as u8)) {
                    Some(servant) if *vote == truth && *vote != servant => 1.0,
                    Some(servant) if *vote != truth && *vote == servant => -0.2,
                    Some(_) if *vote != truth => -1.0,
                    _ => 0.0,
                };
        }
        score[p.leader.index()] += stakes * if dirty { dirty_leader_mark } else { 0.3 };
    }
    for s in evil.iter() {
        score[s.index()] = f64::MIN;
    }
    score
}

impl Bot<Avalon> for Reasoner {
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
