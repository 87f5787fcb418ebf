//! The round (§1.3): team building, the open vote, the secret quest, Excalibur's switch
//! (§6), the Lady (§2), and the assassination; setup and validation (§1.7).

use crate::action::{Action, AvalonEvent};
use crate::role::{LancelotVariant, Role, Side};
use crate::state::{
    Avalon, AvalonOptions, Card, EndReason, FifthProposal, Insight, Phase, Proposal, QuestResult,
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
        let (good, evil) = sides(n).ok_or(SetupError::SeatCount {
            given: n,
            min: 5,
            max: 10,
        })?;
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

    fn leader_next(&mut self) {
        self.leader = self.leader.next(self.n());
    }

    fn end(&mut self, winner: Side, reason: EndReason, events: &mut Events) {
        self.phase = Phase::Over { winner, reason };
        events.push(Event::public(AvalonEvent::GameOver { winner, reason }));
    }

    /// A team goes on its quest.
    fn send(&mut self, mut proposal: Proposal) {
        proposal.approved = true;
        self.proposals.push(proposal.clone());
        self.current = Some(proposal);
        self.rejections = 0;
        self.phase = Phase::Quest {
            cards: vec![None; self.n()],
        };
    }

    fn team(&self) -> SeatSet {
        self.current.as_ref().map(|p| p.team).unwrap_or_default()
    }

    /// All cards are down: Excalibur may switch, then the quest resolves.
    fn cards_down(&mut self, cards: Vec<Option<Card>>, events: &mut Events) {
        match self.current.as_ref().and_then(|p| p.excalibur) {
            Some(_) => self.phase = Phase::Excalibur { cards },
            None => self.resolve_quest(cards, None, events),
        }
    }

    fn resolve_quest(
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
        self.phase = Phase::Propose;
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
        if !(Self::MIN_SEATS..=Self::MAX_SEATS).contains(&seats) {
            return Err(SetupError::SeatCount {
                given: seats,
                min: Self::MIN_SEATS,
                max: Self::MAX_SEATS,
            });
        }
        let mut rng = GameRng::from_seed(seed);
        let roles = Self::deal(options, seats, &mut rng)?;
        let leader = Seat(rng.below(seats) as u8);
        // Lancelot's allegiance cards: five of three blanks and two switches, or five of
        // seven (five blanks, two switches) laid face up as the schedule.
        let lancelot_deck: Vec<bool> = match options.lancelot {
            Some(LancelotVariant::HiddenDeck) => {
                let mut deck = vec![false, false, false, true, true];
                rng.shuffle(&mut deck);
                deck
            }
            Some(LancelotVariant::KnownSchedule) => {
                let mut deck = vec![false, false, false, false, false, true, true];
                rng.shuffle(&mut deck);
                deck.truncate(5);
                deck
            }
            _ => Vec::new(),
        };
        let lancelot_shown = if options.lancelot == Some(LancelotVariant::KnownSchedule) {
            lancelot_deck.clone()
        } else {
            Vec::new()
        };
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
            Phase::Vote { votes } => ToAct::Seats(
                Seat::all(self.n())
                    .filter(|s| votes[s.index()].is_none())
                    .collect(),
            ),
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
                        .filter(|t| *t != seat)
                        .map(|t| Action::Switch(Some(t))),
                );
                out
            }
            Phase::Lady => self
                .lady_targets()
                .into_iter()
                .map(Action::Examine)
                .collect(),
            Phase::Assassinate => Seat::all(self.n())
                .filter(|s| *s != seat)
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
                };
                let last = self.rejections + 1 == MAX_REJECTIONS;
                if last && self.options.fifth == FifthProposal::NoVote {
                    events.push(Event::public(AvalonEvent::NoVote));
                    self.send(proposal);
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
                if votes.iter().all(Option::is_some) {
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
                    });
                    proposal.votes = votes.clone();
                    if approved {
                        events.push(Event::public(AvalonEvent::VotesRevealed {
                            votes,
                            approved,
                            rejections: 0,
                        }));
                        self.send(proposal);
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
                            self.phase = Phase::Propose;
                        }
                    }
                }
            }
            (Phase::Quest { cards }, Action::Play(card)) => {
                cards[seat.index()] = Some(card);
                events.push(Event::public(AvalonEvent::Played { seat }));
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
                    Some(t) if t != seat && team.contains(t) => {
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
                self.resolve_quest(cards, switch, &mut events);
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
                self.begin_round(&mut events);
            }
            (Phase::Assassinate, Action::Assassinate(target)) => {
                if target == seat || target.index() >= n {
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
