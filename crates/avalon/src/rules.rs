//! The round (§1.3): team building, the open vote, the secret quest, Excalibur's switch
//! (§6), the Lady (§2), and the assassination; setup and validation (§1.7).

use crate::action::{Action, AvalonEvent};
use crate::plot::PlotCard;
use crate::role::{LancelotVariant, Role, Side, Sight};
use crate::state::{
    opinions, Avalon, AvalonOptions, Card, EndReason, FifthProposal, Insight, Phase, Proposal,
    QuestResult,
};
use crate::tables::{sides, MAX_REJECTIONS};
use crate::view::View;
use rt_core::{Event, Game, GameRng, Outcome, RuleError, Seat, SeatSet, SetupError, ToAct};
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum AvalonError {
    NotAsked,
    /// The team has the wrong size, or names someone twice or not at the table.
    TeamSize,
    /// Excalibur must go to a team member other than the leader (and only with the module).
    ExcaliburHolder,
    /// Good players must play Success.
    GoodMustSucceed,
    /// Excalibur switches one other team member's card.
    SwitchTarget,
    /// Under Targeting, that quest was already attempted (or the fifth is not open yet).
    QuestClosed,
    /// The Lady examines someone who never held her.
    LadyTarget,
    /// Not a Plot card move open now (wrong card, player or target).
    PlotIllegal,
    AssassinTarget,
    Illegal,
}

impl RuleError for AvalonError {
    fn code(&self) -> &'static str {
        match self {
            AvalonError::NotAsked => "avalon-not-asked",
            AvalonError::TeamSize => "avalon-team-size",
            AvalonError::ExcaliburHolder => "avalon-excalibur-holder",
            AvalonError::GoodMustSucceed => "avalon-good-must-succeed",
            AvalonError::SwitchTarget => "avalon-switch-target",
            AvalonError::QuestClosed => "avalon-quest-closed",
            AvalonError::LadyTarget => "avalon-lady-target",
            AvalonError::PlotIllegal => "avalon-plot-illegal",
            AvalonError::AssassinTarget => "avalon-assassin-target",
            AvalonError::Illegal => "avalon-illegal",
        }
    }
}

type Events = Vec<Event<AvalonEvent>>;

/// Every subset of `n` seats with `k` members.
fn subsets(n: usize, k: usize) -> Vec<SeatSet> {
    (0u32..1 << n)
        .filter(|m| m.count_ones() as usize == k)
        .map(|m| Seat::all(n).filter(|s| m & (1 << s.index()) != 0).collect())
        .collect()
}

impl Avalon {
    fn deal(options: &AvalonOptions, n: usize, rng: &mut GameRng) -> Result<Vec<Role>, SetupError> {
        // The sides table covers exactly the seat range checked here.
        SetupError::check_seats::<Avalon>(n)?;
        let (good, evil) = sides(n).ok_or(SetupError::Options("seat-count".into()))?;
        let (mut good_roles, mut evil_roles) = options.specials();
        if good_roles.len() > good || evil_roles.len() > evil {
            return Err(SetupError::Options("too-many-roles".into()));
        }
        if options.percival && !options.merlin {
            // Percival looks for Merlin; without him the role means nothing.
            return Err(SetupError::Options("percival-needs-merlin".into()));
        }
        good_roles.resize(good, Role::Servant);
        evil_roles.resize(evil, Role::Minion);
        let mut roles: Vec<Role> = good_roles.into_iter().chain(evil_roles).collect();
        rng.shuffle(&mut roles);
        Ok(roles)
    }

    pub(crate) fn leader_next(&mut self) {
        self.leader = self.leader.next(self.n());
    }

    pub(crate) fn end(&mut self, winner: Side, reason: EndReason, events: &mut Events) {
        self.phase = Phase::Over { winner, reason };
        events.push(Event::public(AvalonEvent::GameOver { winner, reason }));
        // At the end the log tells what each Excalibur switch turned over (§6.3 #10).
        for (holder, insights) in self.insights.iter().enumerate() {
            for insight in insights {
                if let Insight::Excalibur {
                    quest,
                    target,
                    card,
                } = *insight
                {
                    events.push(Event::public(AvalonEvent::SwitchRevealed {
                        quest,
                        holder: Seat(holder as u8),
                        target,
                        card,
                    }));
                }
            }
        }
    }

    /// The current team goes on its quest: the proposal enters the record.
    pub(crate) fn start_quest(&mut self) {
        if let Some(p) = self.current.as_mut() {
            p.approved = true;
            self.proposals.push(p.clone());
        }
        self.rejections = 0;
        self.phase = Phase::Quest {
            cards: vec![None; self.n()],
        };
    }

    /// Seats that must vote now: Opinion Makers first, in the open (§5.2), then the rest.
    fn voters(&self, votes: &[Option<bool>]) -> SeatSet {
        let makers: SeatSet = self.holders(PlotCard::OpinionMaker).into_iter().collect();
        let waiting = |s: &Seat| votes[s.index()].is_none();
        let first: SeatSet = makers.iter().filter(waiting).collect();
        if !first.is_empty() {
            return first;
        }
        Seat::all(self.n()).filter(waiting).collect()
    }

    pub(crate) fn team(&self) -> SeatSet {
        self.current.as_ref().map(|p| p.team).unwrap_or_default()
    }

    /// All cards are down: Excalibur may switch, then the quest resolves.
    fn cards_down(&mut self, cards: Vec<Option<Card>>, events: &mut Events) {
        match self.current.as_ref().and_then(|p| p.excalibur) {
            Some(_) => self.phase = Phase::Excalibur { cards },
            None => self.close_eye_or_resolve(cards, None, events),
        }
    }

    pub(crate) fn resolve_quest(
        &mut self,
        cards: Vec<Option<Card>>,
        switch: Option<(Seat, Seat)>,
        events: &mut Events,
    ) {
        let target = self.target();
        let (_, needed) = self.quest_spec(target);
        let fails = cards.iter().flatten().filter(|c| **c == Card::Fail).count();
        let failed = fails >= needed;
        let team = self.team();
        self.results.push(QuestResult {
            quest: target,
            team,
            fails: fails as u8,
            failed,
            switch,
            face_up: self
                .spotlight
                .take()
                .and_then(|s| cards[s.index()].map(|c| (s, c))),
        });
        events.push(Event::public(AvalonEvent::QuestDone {
            quest: target,
            fails: fails as u8,
            failed,
        }));
        self.current = None;
        self.quest += 1;
        self.leader_next();
        if self.count(true) >= 3 {
            return self.end(Side::Evil, EndReason::ThreeFails, events);
        }
        if self.count(false) >= 3 {
            if self.seat_of(Role::Assassin).is_some() && self.seat_of(Role::Merlin).is_some() {
                self.phase = Phase::Assassinate;
                return;
            }
            return self.end(Side::Good, EndReason::ThreeSuccesses, events);
        }
        // The Lady is used after quests 2, 3 and 4.
        if self.options.lady && (2..=4).contains(&self.results.len()) && self.lady.is_some() {
            self.phase = Phase::Lady;
            return;
        }
        self.begin_round(events);
    }

    /// A new round: Lancelot's allegiance card for it, if any, then the first proposal.
    fn begin_round(&mut self, events: &mut Events) {
        let round = self.results.len() + 1;
        let card = match self.options.lancelot {
            // The hidden deck is turned at the start of rounds 3, 4 and 5.
            Some(LancelotVariant::HiddenDeck) if round >= 3 => {
                let card = self.lancelot_deck.get(round - 3).copied();
                if let Some(c) = card {
                    self.lancelot_shown.push(c);
                }
                card
            }
            // The schedule lies face up: round r plays card r.
            Some(LancelotVariant::KnownSchedule) => self.lancelot_deck.get(round - 1).copied(),
            _ => None,
        };
        if let Some(switch) = card {
            if switch {
                self.switched = !self.switched;
            }
            events.push(Event::public(AvalonEvent::LancelotCard { switch }));
        }
        self.deal_plot_cards(events);
    }

    /// The quest cards a seat may play: Good only Success; under the known schedule a
    /// Lancelot must play his current side's card.
    pub fn allowed_cards(&self, seat: Seat) -> Vec<Card> {
        let lancelot = matches!(
            self.roles[seat.index()],
            Role::GoodLancelot | Role::EvilLancelot
        );
        match self.side(seat) {
            Side::Good => vec![Card::Success],
            Side::Evil
                if lancelot && self.options.lancelot == Some(LancelotVariant::KnownSchedule) =>
            {
                vec![Card::Fail]
            }
            Side::Evil => vec![Card::Success, Card::Fail],
        }
    }

    pub fn lady_targets(&self) -> Vec<Seat> {
        Seat::all(self.n())
            .filter(|s| !self.lady_past.contains(*s) && Some(*s) != self.lady)
            .collect()
    }

    fn check_proposal(
        &self,
        team: SeatSet,
        excalibur: Option<Seat>,
        quest: u8,
    ) -> Result<(), AvalonError> {
        if !self.open_quests().contains(&quest) {
            return Err(AvalonError::QuestClosed);
        }
        let (size, _) = self.quest_spec(quest);
        if team.len() != size || team.iter().any(|s| s.index() >= self.n()) {
            return Err(AvalonError::TeamSize);
        }
        match (self.options.excalibur, excalibur) {
            (false, None) => Ok(()),
            (true, Some(h)) if team.contains(h) && h != self.leader => Ok(()),
            _ => Err(AvalonError::ExcaliburHolder),
        }
    }
}

impl Game for Avalon {
    type Options = AvalonOptions;
    type Action = Action;
    type View = View;
    type Event = AvalonEvent;
    type Error = AvalonError;

    const ID: &'static str = "avalon";
    const MIN_SEATS: usize = 5;
    const MAX_SEATS: usize = 10;

    fn setup(options: &AvalonOptions, seats: usize, seed: u64) -> Result<Self, SetupError> {
        let mut rng = GameRng::from_seed(seed);
        let roles = Self::deal(options, seats, &mut rng)?;
        let leader = Seat(rng.below(seats) as u8);
        // Lancelot's allegiance cards, shuffled; the known schedule lays five face up.
        let mut lancelot_deck = options.lancelot.map(|v| v.deck()).unwrap_or_default();
        rng.shuffle(&mut lancelot_deck);
        if options.lancelot == Some(LancelotVariant::KnownSchedule) {
            lancelot_deck.truncate(5);
        }
        let lancelot_shown = if options.lancelot == Some(LancelotVariant::KnownSchedule) {
            lancelot_deck.clone()
        } else {
            Vec::new()
        };
        let mut plot_deck = if options.plot {
            crate::plot::deck(seats)
        } else {
            Vec::new()
        };
        rng.shuffle(&mut plot_deck);
        // The Lady starts on the first leader's right.
        let lady = options
            .lady
            .then(|| Seat(((leader.index() + seats - 1) % seats) as u8));
        Ok(Avalon {
            options: options.clone(),
            seats: seats as u8,
            rng,
            roles,
            leader,
            quest: 0,
            rejections: 0,
            proposals: Vec::new(),
            results: Vec::new(),
            current: None,
            lady,
            lady_past: lady.map(SeatSet::only).unwrap_or_default(),
            insights: vec![Vec::new(); seats],
            assassin_target: None,
            lancelot_deck,
            lancelot_shown,
            switched: false,
            declarations: Vec::new(),
            plot_deck,
            plots: vec![Vec::new(); seats],
            plot_discard: Vec::new(),
            strong_blocked: false,
            spotlight: None,
            phase: Phase::Night {
                pending: SeatSet::all(seats),
            },
        })
    }

    fn seat_count(&self) -> usize {
        self.n()
    }

    fn to_act(&self) -> ToAct {
        match &self.phase {
            Phase::Night { pending } => ToAct::Seats(*pending),
            Phase::Propose => ToAct::Seat(self.leader),
            Phase::Vote { votes } => ToAct::Seats(self.voters(votes)),
            Phase::Quest { cards } => ToAct::Seats(
                self.team()
                    .iter()
                    .filter(|s| cards[s.index()].is_none())
                    .collect(),
            ),
            Phase::Excalibur { .. } => match self.current.as_ref().and_then(|p| p.excalibur) {
                Some(h) => ToAct::Seat(h),
                None => ToAct::Nobody,
            },
            Phase::Lady => match self.lady {
                Some(h) => ToAct::Seat(h),
                None => ToAct::Nobody,
            },
            Phase::Declare { holder, .. } => ToAct::Seat(*holder),
            Phase::Deal {
                acting: Some((_, s)),
                ..
            } => ToAct::Seat(*s),
            Phase::Deal { .. } => ToAct::Seat(self.leader),
            Phase::Window { queue, .. } | Phase::CloseEye { queue, .. } => match queue.first() {
                Some(s) => ToAct::Seat(*s),
                None => ToAct::Nobody,
            },
            Phase::Assassinate => match self.seat_of(Role::Assassin) {
                Some(a) => ToAct::Seat(a),
                None => ToAct::Nobody,
            },
            Phase::Over { .. } => ToAct::Nobody,
        }
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        if !self.to_act().includes(seat) {
            return Vec::new();
        }
        match &self.phase {
            Phase::Night { .. } => vec![Action::Ready],
            Phase::Propose => {
                let mut out = Vec::new();
                for quest in self.open_quests() {
                    let (size, _) = self.quest_spec(quest);
                    for team in subsets(self.n(), size) {
                        if self.options.excalibur {
                            for h in team.iter().filter(|h| *h != self.leader) {
                                out.push(Action::Propose {
                                    team,
                                    excalibur: Some(h),
                                    quest,
                                });
                            }
                        } else {
                            out.push(Action::Propose {
                                team,
                                excalibur: None,
                                quest,
                            });
                        }
                    }
                }
                out
            }
            Phase::Vote { .. } => vec![Action::Vote(true), Action::Vote(false)],
            Phase::Quest { .. } => self
                .allowed_cards(seat)
                .into_iter()
                .map(Action::Play)
                .collect(),
            Phase::Excalibur { .. } => {
                let mut out = vec![Action::Switch(None)];
                out.extend(
                    self.team()
                        .iter()
                        .filter(|t| *t != seat && Some(*t) != self.spotlight)
                        .map(|t| Action::Switch(Some(t))),
                );
                out
            }
            Phase::Deal { .. } | Phase::Window { .. } | Phase::CloseEye { .. } => {
                self.plot_legal(seat)
            }
            Phase::Lady => self
                .lady_targets()
                .into_iter()
                .map(Action::Examine)
                .collect(),
            Phase::Declare { .. } => vec![
                Action::Declare(Some(Side::Good)),
                Action::Declare(Some(Side::Evil)),
                Action::Declare(None),
            ],
            Phase::Assassinate => Seat::all(self.n())
                .filter(|s| *s != seat && !self.not_merlin_to(seat, *s))
                .map(Action::Assassinate)
                .collect(),
            Phase::Over { .. } => Vec::new(),
        }
    }

    fn apply(&mut self, seat: Seat, action: &Action) -> Result<Events, AvalonError> {
        if !self.to_act().includes(seat) {
            return Err(AvalonError::NotAsked);
        }
        let mut events = Vec::new();
        let n = self.n();
        if let Action::Play(card) = action {
            if !self.allowed_cards(seat).contains(card) {
                return Err(AvalonError::GoodMustSucceed);
            }
        }
        // Only a vote needs the Opinion Makers (taken before the phase is borrowed).
        let makers = if matches!(self.phase, Phase::Vote { .. }) {
            self.holders(PlotCard::OpinionMaker)
        } else {
            Vec::new()
        };
        match (&mut self.phase, *action) {
            (Phase::Night { pending }, Action::Ready) => {
                pending.remove(seat);
                let done = pending.is_empty();
                events.push(Event::public(AvalonEvent::Ready { seat }));
                if done {
                    self.begin_round(&mut events);
                }
            }
            (
                Phase::Propose,
                Action::Propose {
                    team,
                    excalibur,
                    quest,
                },
            ) => {
                self.check_proposal(team, excalibur, quest)?;
                events.push(Event::public(AvalonEvent::Proposed {
                    leader: seat,
                    team,
                    excalibur,
                    quest,
                }));
                let proposal = Proposal {
                    quest,
                    attempt: self.rejections + 1,
                    leader: seat,
                    team,
                    excalibur,
                    votes: Vec::new(),
                    approved: false,
                    overruled: None,
                };
                let last = self.rejections + 1 == MAX_REJECTIONS;
                if last && self.options.fifth == FifthProposal::NoVote {
                    // No vote, but No Confidence may still cancel it, which is then the
                    // fifth rejection and ends the game (§1.4).
                    events.push(Event::public(AvalonEvent::NoVote));
                    self.current = Some(proposal);
                    self.after_approval();
                } else {
                    self.current = Some(proposal);
                    self.phase = Phase::Vote {
                        votes: vec![None; n],
                    };
                }
            }
            (Phase::Vote { votes }, Action::Vote(approve)) => {
                votes[seat.index()] = Some(approve);
                events.push(Event::public(AvalonEvent::Voted { seat }));
                let shown = opinions(&makers, votes);
                let complete = votes.iter().all(Option::is_some);
                // The last Opinion Maker has voted: theirs are shown before the rest vote.
                if makers.contains(&seat) && !shown.is_empty() && !complete {
                    events.push(Event::public(AvalonEvent::OpinionVotes { votes: shown }));
                }
                if complete {
                    let votes: Vec<bool> = votes.iter().map(|v| v.unwrap_or(false)).collect();
                    // A strict majority approves; a tie rejects.
                    let approved = votes.iter().filter(|v| **v).count() * 2 > n;
                    let mut proposal = self.current.take().unwrap_or(Proposal {
                        quest: self.quest,
                        attempt: self.rejections + 1,
                        leader: self.leader,
                        team: SeatSet::EMPTY,
                        excalibur: None,
                        votes: Vec::new(),
                        approved: false,
                        overruled: None,
                    });
                    proposal.votes = votes.clone();
                    // A vote happened: a Strong Leader may be played again.
                    self.strong_blocked = false;
                    if approved {
                        events.push(Event::public(AvalonEvent::VotesRevealed {
                            votes,
                            approved,
                            rejections: 0,
                        }));
                        self.current = Some(proposal);
                        self.after_approval();
                    } else {
                        self.rejections += 1;
                        events.push(Event::public(AvalonEvent::VotesRevealed {
                            votes,
                            approved,
                            rejections: self.rejections,
                        }));
                        self.proposals.push(proposal);
                        self.leader_next();
                        if self.rejections >= MAX_REJECTIONS {
                            self.end(Side::Evil, EndReason::FiveRejections, &mut events);
                        } else {
                            self.team_building();
                        }
                    }
                }
            }
            (Phase::Quest { cards }, Action::Play(card)) => {
                cards[seat.index()] = Some(card);
                events.push(Event::public(if self.spotlight == Some(seat) {
                    AvalonEvent::FaceUp { seat, card }
                } else {
                    AvalonEvent::Played { seat }
                }));
                let team = self.current.as_ref().map(|p| p.team).unwrap_or_default();
                if team.iter().all(|s| cards[s.index()].is_some()) {
                    let cards = cards.clone();
                    self.cards_down(cards, &mut events);
                }
            }
            (Phase::Excalibur { cards }, Action::Switch(target)) => {
                let mut cards = cards.clone();
                let team = self.team();
                let switch = match target {
                    // A card lying face up in the Spotlight cannot be switched (§5.3).
                    Some(t) if t != seat && team.contains(t) && Some(t) != self.spotlight => {
                        let Some(original) = cards[t.index()] else {
                            return Err(AvalonError::SwitchTarget);
                        };
                        cards[t.index()] = Some(original.flipped());
                        events.push(Event::public(AvalonEvent::Switched {
                            holder: seat,
                            target: t,
                        }));
                        events.push(Event::private(
                            seat,
                            AvalonEvent::SawOriginal {
                                target: t,
                                card: original,
                            },
                        ));
                        let quest = self.target();
                        self.insights[seat.index()].push(Insight::Excalibur {
                            quest,
                            target: t,
                            card: original,
                        });
                        Some((seat, t))
                    }
                    Some(_) => return Err(AvalonError::SwitchTarget),
                    None => {
                        events.push(Event::public(AvalonEvent::KeptCards { holder: seat }));
                        None
                    }
                };
                self.close_eye_or_resolve(cards, switch, &mut events);
            }
            (Phase::Lady, Action::Examine(target)) => {
                if !self.lady_targets().contains(&target) {
                    return Err(AvalonError::LadyTarget);
                }
                let side = self.side(target);
                events.push(Event::public(AvalonEvent::Examined {
                    holder: seat,
                    target,
                }));
                events.push(Event::private(
                    seat,
                    AvalonEvent::LoyaltySeen { target, side },
                ));
                self.insights[seat.index()].push(Insight::Lady { target, side });
                self.lady = Some(target);
                self.lady_past.insert(target);
                self.phase = Phase::Declare {
                    holder: seat,
                    target,
                };
            }
            (Phase::Declare { holder, target }, Action::Declare(said)) => {
                let (holder, target) = (*holder, *target);
                self.declarations.push((holder, target, said));
                events.push(Event::public(AvalonEvent::Declared {
                    holder,
                    target,
                    said,
                }));
                self.begin_round(&mut events);
            }
            (Phase::Deal { .. } | Phase::Window { .. } | Phase::CloseEye { .. }, action) => {
                return self.plot_apply(seat, action);
            }
            (Phase::Assassinate, Action::Assassinate(target)) => {
                if target == seat || target.index() >= n || self.not_merlin_to(seat, target) {
                    return Err(AvalonError::AssassinTarget);
                }
                self.assassin_target = Some(target);
                events.push(Event::public(AvalonEvent::AssassinAims {
                    assassin: seat,
                    target,
                }));
                if self.roles[target.index()] == Role::Merlin {
                    self.end(Side::Evil, EndReason::MerlinFound, &mut events);
                } else {
                    self.end(Side::Good, EndReason::MerlinMissed, &mut events);
                }
            }
            _ => return Err(AvalonError::Illegal),
        }
        Ok(events)
    }

    fn view(&self, seat: Option<Seat>) -> View {
        View::of(self, seat)
    }

    /// A proposal, and a vote or quest card that is not the last one: none of these shows
    /// anything hidden, so the move may be taken back. (Saying "ready" after the night is
    /// kept: there is nothing to take back.)
    fn reveals_nothing(event: &AvalonEvent) -> bool {
        matches!(
            event,
            AvalonEvent::Proposed { .. } | AvalonEvent::Voted { .. } | AvalonEvent::Played { .. }
        )
    }

    fn outcomes(&self) -> Option<Vec<Outcome>> {
        let winner = self.winner()?;
        Some(
            Seat::all(self.n())
                .map(|s| {
                    if self.side(s) == winner {
                        Outcome::won()
                    } else {
                        Outcome::lost()
                    }
                })
                .collect(),
        )
    }
}

impl Avalon {
    /// Whether `viewer` knows that `seat` is not Merlin: seen as Evil at night, or shown to
    /// be Evil by the Lady or a Plot card. The assassin is offered only seats that could be
    /// Merlin from his own view (issue 14).
    pub(crate) fn not_merlin_to(&self, viewer: Seat, seat: Seat) -> bool {
        let (Some(mine), Some(theirs)) =
            (self.roles.get(viewer.index()), self.roles.get(seat.index()))
        else {
            return false;
        };
        let seen_evil = mine.sees(*theirs, self.options.lancelot) == Some(Sight::Evil);
        let shown_evil = self.insights.get(viewer.index()).is_some_and(|list| {
            list.iter().any(|i| match i {
                Insight::Lady { target, side } | Insight::Loyalty { target, side, .. } => {
                    *target == seat && *side == Side::Evil
                }
                _ => false,
            })
        });
        seen_evil || shown_evil
    }
}
