//! The engine contract (`rt_core::Game`): who acts, what they may do, and applying it.

use crate::action::{Action, CamelotError, CamelotEvent, EvilChoice};
use crate::cards::White;
use crate::state::{Camelot, CamelotOptions, Heroic, Loyalty, Step};
use crate::table::{private, public, Out};
use crate::view::View;
use rt_core::{Event, Game, Outcome, Seat, SeatSet, SetupError, ToAct};

impl Game for Camelot {
    type Options = CamelotOptions;
    type Action = Action;
    type View = View;
    type Event = CamelotEvent;
    type Error = CamelotError;

    const ID: &'static str = "camelot";
    const MIN_SEATS: usize = 3;
    /// Eight with Merlin's Company; the base game stops at seven (checked at setup).
    const MAX_SEATS: usize = 8;

    fn setup(options: &CamelotOptions, seats: usize, seed: u64) -> Result<Self, SetupError> {
        crate::setup::setup(options, seats, seed)
    }

    fn seat_count(&self) -> usize {
        self.n()
    }

    fn to_act(&self) -> ToAct {
        if self.over() {
            return ToAct::Nobody;
        }
        if let Some(pending) = self.pending.first() {
            return pending.to_act();
        }
        match &self.step {
            Step::Opening { laid } => ToAct::Seats(
                Seat::all(self.n())
                    .filter(|s| laid.get(s.index()).is_some_and(Option::is_none))
                    .collect::<SeatSet>(),
            ),
            Step::Evil { .. } | Step::Heroic(_) | Step::Raid => ToAct::Seat(self.turn),
            Step::Over(_) => ToAct::Nobody,
        }
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        self.actions(seat, true)
    }

    fn apply(
        &mut self,
        seat: Seat,
        action: &Action,
    ) -> Result<Vec<Event<CamelotEvent>>, CamelotError> {
        if !self.to_act().includes(seat) {
            return Err(CamelotError::NotAsked);
        }
        if !self.is_legal(seat, action) {
            return Err(CamelotError::Illegal);
        }
        let mut out = Vec::new();
        if !self.pending.is_empty() {
            self.answer(seat, action, &mut out);
        } else {
            match (&self.step, action) {
                (Step::Opening { .. }, Action::Lay(card)) => self.lay(seat, *card, &mut out),
                (Step::Evil { .. } | Step::Raid, Action::Evil(choice)) => {
                    self.choose_evil(seat, *choice, &mut out)
                }
                (Step::Raid, Action::Raid(target)) => self.raid(seat, *target, &mut out),
                (Step::Heroic(_), _) => self.heroic(seat, action, &mut out),
                _ => {}
            }
        }
        self.settle(&mut out);
        Ok(out)
    }

    fn view(&self, seat: Option<Seat>) -> View {
        View::of(self, seat)
    }

    fn outcomes(&self) -> Option<Vec<Outcome>> {
        let Step::Over(ending) = self.step else {
            return None;
        };
        let knights_won = ending.knights_won();
        Some(
            self.knights
                .iter()
                .map(|k| {
                    let loyal = k.loyalty == Loyalty::Loyal;
                    if loyal == knights_won {
                        Outcome::won()
                    } else {
                        Outcome::lost()
                    }
                })
                .collect(),
        )
    }

    /// Laying an opening card tells nobody anything yet.
    fn reveals_nothing(event: &CamelotEvent) -> bool {
        matches!(event, CamelotEvent::Laid { .. })
    }
}

impl Camelot {
    /// Is `action` in the legal list? A Heroic Action is first looked for in the part of the
    /// list that makes its kind (a subset, so finding it there settles it), and only then in
    /// the whole list. Whose turn it is is `apply`'s check, made before this one.
    fn is_legal(&self, seat: Seat, action: &Action) -> bool {
        let quick = match (self.pending.first(), &self.step) {
            (None, Step::Heroic(h)) => self.in_heroic_part(seat, h, action),
            _ => false,
        };
        quick
            || self
                .actions(seat, matches!(action, Action::Say(_)))
                .contains(action)
    }

    /// Every legal action; `talk` adds the statements to the table.
    pub(crate) fn actions(&self, seat: Seat, talk: bool) -> Vec<Action> {
        if !self.to_act().includes(seat) {
            return Vec::new();
        }
        if let Some(pending) = self.pending.first() {
            return self.pending_actions(pending, seat);
        }
        match &self.step {
            Step::Opening { .. } => self
                .knight(seat)
                .map(|k| crate::cards::distinct(&k.hand).map(Action::Lay).collect())
                .unwrap_or_default(),
            // An unmasked traitor has no life to lose (§9), and witch #2 forbids giving it.
            Step::Evil { chosen: false }
                if self.knight(seat).is_some_and(|k| k.unmasked) || self.sacrifice_forbidden() =>
            {
                vec![
                    Action::Evil(EvilChoice::DrawBlack),
                    Action::Evil(EvilChoice::AddEngine),
                ]
            }
            Step::Evil { chosen: false } => vec![
                Action::Evil(EvilChoice::DrawBlack),
                Action::Evil(EvilChoice::AddEngine),
                Action::Evil(EvilChoice::LoseLife),
            ],
            Step::Raid => self.raid_actions(),
            Step::Heroic(h) => self.heroic_actions(seat, h, talk),
            _ => Vec::new(),
        }
    }

    /// The opening gesture (§3.8): once every knight has laid a card, the cards are shared
    /// out by agreement, or dealt at random.
    fn lay(&mut self, seat: Seat, card: White, out: &mut Out) {
        if !self.take_from_hand(seat, card) {
            return;
        }
        public(out, CamelotEvent::Laid { seat, card: None });
        private(
            out,
            seat,
            CamelotEvent::Laid {
                seat,
                card: Some(card),
            },
        );
        let Step::Opening { laid } = &mut self.step else {
            return;
        };
        if let Some(slot) = laid.get_mut(seat.index()) {
            *slot = Some(card);
        }
        if laid.iter().any(Option::is_none) {
            return;
        }
        let cards: Vec<White> = laid.iter().flatten().copied().collect();
        public(
            out,
            CamelotEvent::OpeningRevealed {
                cards: cards.clone(),
            },
        );
        let first = self.turn;
        let everyone: Vec<Seat> = Seat::all(self.n()).collect();
        let among = self.round_from(first, &everyone);
        self.turns = 0;
        self.begin_turn(first, out);
        if self.options.random_opening {
            let mut cards = cards;
            self.rng.shuffle(&mut cards);
            let given: Vec<Seat> = among.iter().copied().cycle().take(cards.len()).collect();
            for (card, to) in cards.iter().zip(&given) {
                if let Some(k) = self.knight_mut(*to) {
                    k.hand.push(*card);
                    k.hand.sort();
                }
            }
            public(out, CamelotEvent::ShareDealt { cards, given });
        } else {
            self.share_out(cards, among);
        }
    }

    /// Moves the game on once nothing waits: Morgan's chain, the twelfth sword, the next
    /// step of the turn.
    fn settle(&mut self, out: &mut Out) {
        for _ in 0..64 {
            if self.over() || !self.pending.is_empty() {
                return;
            }
            if self.chain > 0 {
                self.chain -= 1;
                self.in_chain = true;
                self.draw_black(self.turn, out);
                continue;
            }
            self.in_chain = false;
            self.check_swords(out);
            if self.over() {
                return;
            }
            let here = self.knight(self.turn).is_some_and(|k| k.takes_part());
            let plays = self.knight(self.turn).is_some_and(|k| k.takes_turns());
            match &self.step {
                Step::Evil { chosen: true } => {
                    if here && !self.no_heroic {
                        self.step = Step::Heroic(Heroic::default());
                        return;
                    }
                    self.end_turn(out);
                }
                Step::Evil { chosen: false } | Step::Raid if !plays => self.end_turn(out),
                // Gone from the board, captured, or a Travel challenge failed: the turn ends
                // at once, after a sacrifice's death if one is due (§12.3).
                Step::Heroic(h) if !here || h.cut_short => {
                    if self.knight(self.turn).is_some_and(|k| k.alive) {
                        self.end_of_sacrifice(self.turn, out);
                    }
                    if !self.over() {
                        self.end_turn(out);
                    }
                }
                // A knight who sacrificed his last life point dies once his extra action is
                // done; otherwise the turn stays open for free powers until he ends it (§4.2).
                Step::Heroic(h) if h.taken.len() >= h.allowed() && h.dies_after => {
                    self.end_of_sacrifice(self.turn, out)
                }
                _ => return,
            }
        }
    }
}
