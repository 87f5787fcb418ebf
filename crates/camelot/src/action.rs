//! What a seat may do, what happens, and why an action is refused.

use crate::cards::{Black, White};
use crate::knight::Knight;
use crate::quest::{Place, Quest};
use crate::state::Ending;
use crate::travel::Travel;
use rt_core::{RuleError, Seat};
use serde::{Deserialize, Serialize};

/// Evil's progress, chosen at the start of each turn (§4.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum EvilChoice {
    DrawBlack,
    AddEngine,
    LoseLife,
}

/// A Special White card and how it is used (§11.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Special {
    /// Merlin: remove a Siege Engine…
    MerlinEngine,
    /// …or the last standard Black card placed on this quest…
    MerlinBlack(Quest),
    /// …or a figure from this War.
    MerlinFigure(Quest),
    Convocation,
    Fate,
    Heroism(Quest),
    LadyOfTheLake,
    Messenger(Seat),
    Piety {
        myself: bool,
    },
    Clairvoyance,
    Reinforcements {
        myself: bool,
    },
    // Merlin's Company (§11.5).
    /// The other knights may come to this knight's quest, free.
    CallForHelp,
    /// Discard a lasting Special Black card.
    Dispel(Black),
    /// The next tie anywhere goes to the knights.
    DivineFavor,
    /// Draw 3 White cards…
    DragonSlayerDraw,
    /// …or, on the Dragon, play up to 2 more Fight cards there.
    DragonSlayerFight,
    /// Move the Merlin figure here.
    MerlinToTheRescue(Place),
    /// Discard the whole hand and draw as many.
    NewHope,
    /// +2 LP.
    Tournament,
    /// Tournament under Squire's Challenge: this Squire becomes a Knight instead (§11.5).
    TournamentKnight(Seat),
    /// End this War with no winner.
    Truce(Quest),
}

impl Special {
    pub fn card(self) -> White {
        match self {
            Special::MerlinEngine | Special::MerlinBlack(_) | Special::MerlinFigure(_) => {
                White::Merlin
            }
            Special::Convocation => White::Convocation,
            Special::Fate => White::Fate,
            Special::Heroism(_) => White::Heroism,
            Special::LadyOfTheLake => White::LadyOfTheLake,
            Special::Messenger(_) => White::Messenger,
            Special::Piety { .. } => White::Piety,
            Special::Clairvoyance => White::Clairvoyance,
            Special::Reinforcements { .. } => White::Reinforcements,
            Special::CallForHelp => White::CallForHelp,
            Special::Dispel(_) => White::Dispel,
            Special::DivineFavor => White::DivineFavor,
            Special::DragonSlayerDraw | Special::DragonSlayerFight => White::DragonSlayer,
            Special::MerlinToTheRescue(_) => White::MerlinToTheRescue,
            Special::NewHope => White::NewHope,
            Special::Tournament | Special::TournamentKnight(_) => White::Tournament,
            Special::Truce(_) => White::Truce,
        }
    }
}

/// An answer to a Black card just drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Cancel {
    Excalibur,
    /// Offer this many Merlin cards towards the three.
    Merlins(u8),
    Pass,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Action {
    /// Opening gesture: lay this White card face up at the Round Table.
    Lay(White),
    Evil(EvilChoice),
    /// Place the Black card just drawn face down (and draw a White card) or face up.
    Face {
        down: bool,
    },
    /// Mercenaries: the War that gets the figure.
    War(Quest),
    /// Squire's Challenge: the Squire to knight after a quest won.
    Knight(Seat),
    /// A: go to a quest or back to Camelot.
    Move(Place),
    /// B on a quest: play this card there (a Fight card, a Grail, or any card for Excalibur).
    Play(White),
    /// B at the Round Table: draw 2 White cards (Gawain 3).
    DrawWhite,
    /// B in the siege area: fight one Siege Engine.
    Siege,
    /// During a siege fight: add this Fight card, or roll the d8.
    SiegeCard(u8),
    /// During a siege fight: add a Fight? card, counted 5.
    SiegeWild,
    /// B on a combat quest or a War: a Fight? card, played as this value.
    PlayWild(u8),
    SiegeRoll,
    /// D: discard three of this card to gain 1 LP.
    Heal(White),
    /// Lose 1 LP for a second Heroic Action of another type.
    Sacrifice,
    EndTurn,
    /// Sharing cards: give the next card to this knight.
    Give(Seat),
    /// Sharing cards: accept the proposal or refuse it (the cards are then dealt at random).
    Accept(bool),
    /// Morgan asks for a volunteer: pay for everyone, or not.
    Volunteer(bool),
    /// Discard this White card (when made to discard).
    Discard(White),
    /// C: play a Special White card.
    Special(Special),
    /// Answer a Black card just drawn.
    Cancel(Cancel),
    /// The Grail's holder saves a knight at 0 LP, or not.
    Rescue(bool),
    /// Kay adds this Fight card after a combat, or none.
    Kay(Option<u8>),
    /// Kay adds a Fight? card, counted 5: he adds it to a total, where 5 is always best.
    KayWild,
    /// Convocation: come back to Camelot, or stay.
    Follow(bool),
    /// Give this card (Messenger, Arthur's exchange), or stop.
    GiveCard(White),
    StopGiving,
    /// Clairvoyance: the next card put back, top first.
    Stack(Black),
    /// Lancelot's Armor: play this one of the two; the other goes under the deck.
    KeepBlack(Black),
    /// Arthur's exchange (free, once a turn): one card each way with this knight.
    Exchange(Seat),
    /// Tristan leaves Camelot without spending his action (free, once a turn).
    FreeMove(Place),
    /// E: accuse this knight of being the traitor (once a game).
    Accuse(Seat),
    /// An unmasked traitor takes a White card at random from this knight.
    Raid(Seat),
    /// A hidden traitor plays Fate to unmask himself (§9).
    RevealWithFate,
    /// Tell the table something in general terms (free, once a turn).
    Say(crate::talk::Statement),
    /// Lost! or Ambushed!: pay these White cards to arrive (§12.3).
    Arrive([White; 2]),
    /// Lost! or Ambushed!: stay, pay the penalty, and end the turn.
    StayBack,
    /// C: free a captured knight by discarding this Special White card (§12.3).
    Free {
        captive: Seat,
        card: White,
    },
    /// Free: take one White card for sharing Merlin's place (once a turn, §12.2).
    MerlinDraw,
    /// Witch #4: give up a Grail card (true) or 1 LP.
    GiveGrail(bool),
    /// Bedivere (free, once a turn): discard this card and draw another.
    Bedivere(White),
    /// Caradoc (free, once a turn): 1 of his LP to this knight.
    Caradoc(Seat),
    /// Geraint (once a game): this Travel challenge is as Nothing Happens.
    Geraint,
    /// Owain at the Round Table: throw back this card just drawn for another.
    Owain(White),
}

/// What happened, for the log and the animations.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum CamelotEvent {
    /// Squire's Challenge: a Squire became a Knight and took this coat of arms (§12.6).
    Knighted {
        seat: Seat,
        knight: Knight,
    },
    /// A knight laid a card for the opening gesture (shown to them; to all once everyone has).
    Laid {
        seat: Seat,
        card: Option<White>,
    },
    OpeningRevealed {
        cards: Vec<White>,
    },
    TurnBegan {
        seat: Seat,
        turn: u32,
    },
    EvilChosen {
        seat: Seat,
        choice: EvilChoice,
    },
    /// The drawer alone sees a card they may still place face down.
    YouDrew {
        card: Black,
    },
    BlackRevealed {
        seat: Seat,
        card: Black,
    },
    BlackPlaced {
        seat: Seat,
        quest: Quest,
        card: Option<Black>,
    },
    /// A Black card for a quest that has ended: a Siege Engine instead.
    QuestOverEngine {
        card: Black,
    },
    EngineAdded {
        total: u8,
    },
    EngineRemoved {
        total: u8,
    },
    FigureAdded {
        quest: Quest,
        figures: u8,
    },
    ExcaliburMoved {
        position: u8,
    },
    GrailTrack {
        quest_progress: u8,
    },
    Moved {
        seat: Seat,
        to: Place,
    },
    Played {
        seat: Seat,
        quest: Quest,
        card: White,
    },
    DrewWhite {
        seat: Seat,
        count: u8,
    },
    /// The cards themselves, to the one who drew them.
    YouGot {
        cards: Vec<White>,
    },
    SiegeFought {
        seat: Seat,
        cards: Vec<u8>,
        roll: u8,
        bonus: u8,
        won: bool,
        /// A Charged! card on the way here, not a Siege Engine (§12.3).
        #[serde(default)]
        charge: Option<Place>,
    },
    Healed {
        seat: Seat,
        card: White,
    },
    Sacrificed {
        seat: Seat,
    },
    LifeChanged {
        seat: Seat,
        life: u8,
    },
    Died {
        seat: Seat,
    },
    CombatRevealed {
        quest: Quest,
        white: u32,
        black: u32,
    },
    QuestEnded {
        quest: Quest,
        won: bool,
        white_swords: u8,
        black_swords: u8,
    },
    RelicWon {
        seat: Seat,
        quest: Quest,
    },
    RelicLost {
        quest: Quest,
    },
    SoloLeft {
        seat: Seat,
        quest: Quest,
        discarded: u8,
    },
    ShareProposed {
        by: Seat,
        given: Vec<Seat>,
        cards: Vec<White>,
    },
    ShareAccepted {
        cards: Vec<White>,
        given: Vec<Seat>,
    },
    ShareDealt {
        cards: Vec<White>,
        given: Vec<Seat>,
    },
    Reshuffled,
    TraitorFlipped {
        seat: Seat,
        flipped: u8,
    },
    Volunteered {
        seat: Seat,
    },
    Discarded {
        seat: Seat,
        card: White,
    },
    SpecialInPlay {
        card: Black,
    },
    SpecialGone {
        card: Black,
    },
    AllToCamelot,
    SpecialPlayed {
        seat: Seat,
        special: Special,
    },
    Cancelled {
        card: Black,
        by: Vec<Seat>,
        excalibur: bool,
    },
    Rescued {
        seat: Seat,
        by: Seat,
    },
    KayAdded {
        seat: Seat,
        value: u8,
        /// The card was a Fight? (saves from before Merlin's Company have no such field).
        #[serde(default)]
        wild: bool,
    },
    Followed {
        seat: Seat,
    },
    Gave {
        from: Seat,
        to: Seat,
        count: u8,
    },
    /// The card itself, to giver and receiver.
    GaveCard {
        from: Seat,
        to: Seat,
        card: White,
    },
    Arranged {
        seat: Seat,
    },
    /// Clairvoyance or the Armor: the cards, to the one who looks.
    YouSee {
        cards: Vec<Black>,
    },
    ArmorBottom {
        seat: Seat,
    },
    MerlinRemoved {
        quest: Option<Quest>,
        card: Option<Black>,
    },
    Exchanged {
        seat: Seat,
        with: Seat,
    },
    GameOver {
        ending: Ending,
    },
    Accused {
        by: Seat,
        target: Seat,
        traitor: bool,
    },
    Unmasked {
        seat: Seat,
    },
    SwordFlipped,
    Raided {
        seat: Seat,
        target: Seat,
        card: Option<White>,
    },
    Said {
        seat: Seat,
        statement: crate::talk::Statement,
    },
    /// A knight on his way to `to` drew this Travel card (§12.3).
    Travelled {
        seat: Seat,
        to: Place,
        card: Travel,
    },
    /// The Merlin figure arrived here (§12.2).
    MerlinArrived {
        at: Place,
    },
    /// A Lost! or Ambushed! challenge met with these cards.
    ChallengeMet {
        seat: Seat,
        card: Travel,
        paid: Vec<White>,
    },
    /// A Travel challenge failed: the knight stays and his turn ends.
    ChallengeFailed {
        seat: Seat,
        card: Travel,
    },
    Captured {
        seat: Seat,
    },
    Freed {
        seat: Seat,
        by: Seat,
        card: White,
    },
    /// A captive walked free, with nobody left to free him.
    Released {
        seat: Seat,
    },
    /// A knight took a White card for sharing Merlin's place.
    MerlinGift {
        seat: Seat,
    },
    /// A Black card for a quest that has ended, removed from the game (§12.4); `engine`:
    /// whether it still brought a Siege Engine (not while Merlin stands there).
    BlackRemoved {
        card: Black,
        engine: bool,
    },
    /// The Travel deck ran out: its discard is shuffled into a new one.
    TravelReshuffled,
    /// Bedivere changed a card; Caradoc gave a life point; Owain threw one back.
    PowerUsed {
        seat: Seat,
        to: Option<Seat>,
    },
    /// Truce: this War ended with no winner.
    Truce {
        quest: Quest,
    },
    /// A knight answered a Call for Help.
    CameToHelp {
        seat: Seat,
        to: Place,
    },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum CamelotError {
    NotAsked,
    Illegal,
}

impl RuleError for CamelotError {
    fn code(&self) -> &'static str {
        match self {
            CamelotError::NotAsked => "camelot-not-asked",
            CamelotError::Illegal => "camelot-illegal",
        }
    }
}
