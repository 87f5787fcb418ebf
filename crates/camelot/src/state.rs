//! The whole state of a game of Shadows over Camelot: everything on the table, every hand
//! and deck, whose turn it is and which decision the game waits for.

use crate::cards::{Black, White};
use crate::knight::Knight;
use crate::quest::{Combat, GrailTrack, LancelotBoard, Place, Quest, War};
use crate::travel::Travel;
use rt_core::{GameRng, Seat};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct CamelotOptions {
    /// "The Traitor Among Us" (§3.7): deal from N Loyal cards plus the Traitor.
    pub traitor_among_us: bool,
    /// "Three Brave Knights" (§3): at 3 seats nobody sees their Loyalty before 6 swords.
    pub three_brave_knights: bool,
    /// The opening cards are dealt at random instead of shared out by agreement (§3.8).
    pub random_opening: bool,
    /// No Traitor card in the deal: the rulebook's advice for first games (§3).
    pub without_traitor: bool,
    /// Merlin's Company (§12): Arthur always plays, up to 8 seats, the Travel deck, the Merlin
    /// figure, the new cards, and a second Traitor card from 7 seats.
    pub merlins_company: bool,
    /// With Merlin's Company, the coats dealt at random beside Arthur's (§8): the seven new
    /// knights when empty, or the players' free choice, no two of one colour.
    #[serde(default)]
    pub companions: Vec<Knight>,
    /// Squire's Challenge (§12.6): the seats (by index) that start as Squires.
    #[serde(default)]
    pub squires: Vec<u8>,
    /// Its harder option: Squires start with 3 LP and one White card fewer.
    #[serde(default)]
    pub hard_squires: bool,
    /// How well a bot traitor plays (`bots::for_table`); bot knights loyal to Arthur always
    /// play their best. No rule reads it.
    #[serde(default)]
    pub difficulty: Difficulty,
}

/// The table's difficulty: in a co-operative game a weak teammate makes the game harder,
/// not easier, so it is the hidden traitor's play that changes, never the loyal bots'.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Difficulty {
    /// The traitor sabotages in the open and is soon caught.
    Gentle,
    /// The traitor sabotages with care and hides when suspected.
    #[default]
    Standard,
    /// The traitor also searches his moves for the damage they do.
    Cunning,
}

impl Difficulty {
    pub const ALL: [Difficulty; 3] = [
        Difficulty::Gentle,
        Difficulty::Standard,
        Difficulty::Cunning,
    ];

    /// A stable name for words and settings: `gentle`, `standard`, `cunning`.
    pub fn slug(self) -> &'static str {
        match self {
            Difficulty::Gentle => "gentle",
            Difficulty::Standard => "standard",
            Difficulty::Cunning => "cunning",
        }
    }

    /// The difficulty named `slug`, if any.
    pub fn from_slug(slug: &str) -> Option<Difficulty> {
        Difficulty::ALL.into_iter().find(|d| d.slug() == slug)
    }
}

impl Default for CamelotOptions {
    fn default() -> Self {
        CamelotOptions {
            traitor_among_us: false,
            three_brave_knights: true,
            random_opening: false,
            without_traitor: false,
            merlins_company: false,
            companions: Vec::new(),
            squires: Vec::new(),
            hard_squires: false,
            difficulty: Difficulty::Standard,
        }
    }
}

impl CamelotOptions {
    /// The Traitor cards in the Loyalty deal at `seats`: none without a traitor; two with
    /// Merlin's Company from 7 seats (§12.5), unless "The Traitor Among Us" deals its one;
    /// else one. A deal may leave one out (its cards outnumber the seats).
    pub fn traitor_cards(&self, seats: usize) -> usize {
        match (self.without_traitor, self.traitor_among_us) {
            (true, _) => 0,
            (false, false) if self.merlins_company && seats >= 7 => crate::cards::TRAITOR_CARDS_MC,
            _ => 1,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Loyalty {
    Loyal,
    Traitor,
}

/// One seat's knight.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct KnightState {
    pub knight: Knight,
    pub life: u8,
    pub hand: Vec<White>,
    /// `None` once dead or unmasked (the figure leaves the board).
    pub place: Option<Place>,
    pub alive: bool,
    pub loyalty: Loyalty,
    pub unmasked: bool,
    pub has_accused: bool,
    /// Captured! on a journey (§12.3): still on the board, but out of the game until another
    /// knight frees him.
    #[serde(default)]
    pub captured: bool,
    /// A once-a-game power already used (Geraint).
    #[serde(default)]
    pub power_spent: bool,
}

impl KnightState {
    /// On the board as a knight: alive and not unmasked. Effects on "each knight" reach him
    /// even while captured.
    #[inline]
    pub fn active(&self) -> bool {
        self.alive && !self.unmasked
    }

    /// Takes part in the game: on the board and not captured. Only such a knight is present
    /// at a quest, answers a window, gives or receives cards.
    #[inline]
    pub fn takes_part(&self) -> bool {
        self.active() && !self.captured
    }

    /// Still takes turns: an active knight not captured, or an unmasked traitor (§9, §12.3).
    #[inline]
    pub fn takes_turns(&self) -> bool {
        self.alive && !self.captured
    }
}

/// Where a relic is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Relic {
    /// On its quest, still to be won.
    OnQuest,
    Held(Seat),
    Gone,
}

impl Relic {
    pub fn holder(self) -> Option<Seat> {
        match self {
            Relic::Held(seat) => Some(seat),
            _ => None,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Relics {
    pub excalibur: Relic,
    pub grail: Relic,
    pub armor: Relic,
}

/// The quests on the board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Quests {
    pub black_knight: Combat,
    pub lancelot: LancelotBoard,
    /// The sword's position on the river; `None` once the quest has ended.
    pub excalibur: Option<u8>,
    /// `None` once the quest has ended.
    pub grail: Option<GrailTrack>,
    pub picts: War,
    pub saxons: War,
}

impl Quests {
    pub fn war(&self, quest: Quest) -> Option<&War> {
        match quest {
            Quest::PictWar => Some(&self.picts),
            Quest::SaxonWar => Some(&self.saxons),
            _ => None,
        }
    }

    pub fn war_mut(&mut self, quest: Quest) -> Option<&mut War> {
        match quest {
            Quest::PictWar => Some(&mut self.picts),
            Quest::SaxonWar => Some(&mut self.saxons),
            _ => None,
        }
    }

    /// Has this quest ended for good (Black Knight and the Wars never do)?
    #[inline]
    pub fn over(&self, quest: Quest) -> bool {
        match quest {
            Quest::Lancelot => self.lancelot == LancelotBoard::Over,
            Quest::Excalibur => self.excalibur.is_none(),
            Quest::Grail => self.grail.is_none(),
            _ => false,
        }
    }

    /// Only one knight at a time on these (§6).
    #[inline]
    pub fn solo(&self, quest: Quest) -> bool {
        match quest {
            Quest::BlackKnight => true,
            Quest::Lancelot => matches!(self.lancelot, LancelotBoard::Lancelot(_)),
            _ => false,
        }
    }
}

/// The five types of Heroic Action (§4.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ActionType {
    Move,
    Quest,
    Special,
    Heal,
    Accuse,
}

/// How the current knight's Heroic Actions stand.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Heroic {
    /// The types taken so far this turn (the second must differ from the first). Inline:
    /// every view of a turn copies it.
    pub taken: smallvec::SmallVec<[ActionType; 3]>,
    /// The once-a-turn sacrifice of 1 LP for a second action.
    pub sacrificed: bool,
    /// The knight reached 0 LP by sacrificing: the extra action resolves, then he dies.
    pub dies_after: bool,
    /// The Grail was already won when he sacrificed his last life point: only then may it
    /// save him (ruling 17).
    #[serde(default)]
    pub grail_before: bool,
    /// One Special White card a turn, whatever the route (§4.2 C).
    pub special_played: bool,
    /// Free powers used this turn (Arthur's exchange, Tristan's move).
    pub power_used: bool,
    /// Said something to the table this turn (free, once).
    #[serde(default)]
    pub said: bool,
    /// Took the free White card for sharing Merlin's place this turn (§12.2).
    #[serde(default)]
    pub merlin_drew: bool,
    /// A Travel challenge was failed: the turn ends at once (§12.3).
    #[serde(default)]
    pub cut_short: bool,
}

impl Heroic {
    pub fn allowed(&self) -> usize {
        if self.sacrificed {
            2
        } else {
            1
        }
    }
}

/// Where the turn stands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Step {
    /// Each knight lays one White card face up at the Round Table (§3.8).
    Opening {
        laid: Vec<Option<White>>,
    },
    /// The current knight feeds Evil (§4.1); `chosen` once the option is taken, while its
    /// Black cards still resolve.
    Evil {
        chosen: bool,
    },
    /// The current knight's Heroic Actions (§4.2).
    Heroic(Heroic),
    /// An unmasked traitor's turn begins: a White card taken at random from a knight (§9).
    Raid,
    Over(Ending),
}

/// How the game ended (§13).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Ending {
    TwelveEngines,
    SevenBlackSwords,
    AllLoyalDead,
    /// Twelve swords on the table: the knights win if white outnumbers black.
    Swords {
        knights_won: bool,
    },
}

impl Ending {
    pub fn knights_won(self) -> bool {
        matches!(self, Ending::Swords { knights_won: true })
    }
}

/// Cards being shared out among knights (§3.8, §6): the proposer gives each card to one of
/// them, one at a time; then the others accept or refuse. Refused, the cards are dealt at
/// random starting with the proposer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Share {
    pub cards: Vec<White>,
    /// The knights sharing, the proposer first.
    pub among: Vec<Seat>,
    /// Who gets each card so far, in the order of `cards`.
    pub given: Vec<Seat>,
    /// While voting: who has accepted.
    pub accepted: Vec<Seat>,
}

impl Share {
    pub fn proposer(&self) -> Option<Seat> {
        self.among.first().copied()
    }

    pub fn proposing(&self) -> bool {
        self.given.len() < self.cards.len()
    }
}

/// What Kay's extra card would count for.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum KayOn {
    Quest {
        quest: Quest,
        actor: Option<Seat>,
    },
    Siege {
        cards: Vec<u8>,
        roll: u8,
        #[serde(default)]
        charge: Option<Place>,
        #[serde(default)]
        wild: u8,
    },
}

/// A decision the game waits for before the turn goes on.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Pending {
    /// A Black Knight or Lancelot/Dragon card: face up, or face down for a White card (§11.3).
    Facing {
        seat: Seat,
        card: Black,
        quest: Quest,
    },
    /// Mercenaries or Mordred: which War it goes to.
    ChooseWar {
        seat: Seat,
        card: Black,
    },
    /// Squire's Challenge: several Squires stood on the quest just won; the knight whose
    /// action won it names the one to knight, for the table (§12.6).
    Knighting {
        chooser: Seat,
        among: Vec<Seat>,
    },
    /// Morgan's volunteer (§11.4 B and E): asked around the table from the drawer, one at a
    /// time; the first to accept pays for everyone.
    Volunteer {
        morgan: crate::cards::Morgan,
        asked: Vec<Seat>,
    },
    /// Knights who must discard White cards of their choice, and how many each.
    Discard {
        owed: Vec<(Seat, u8)>,
    },
    /// A Black card was just drawn: Excalibur's holder may sacrifice it to cancel it, and
    /// against a Special card any knights together may discard three Merlins (§4.2, §7).
    Cancel {
        card: Black,
        drawer: Seat,
        /// Who may still answer; answered seats leave.
        asked: Vec<Seat>,
        /// Merlins offered so far, by seat.
        offers: Vec<(Seat, u8)>,
        /// Excalibur's holder chose to sacrifice it.
        excalibur: bool,
        /// Drawn in Morgan's chain: Merlins cannot cancel it (§11.1).
        chained: bool,
    },
    /// A knight fell to 0 LP: the Grail's holder may restore him to 4 (§7).
    Rescue {
        dying: Seat,
        holder: Seat,
    },
    /// A combat just ended where Kay stands, or Kay lost his siege roll: he may add one
    /// Fight card (§8).
    Kay {
        kay: Seat,
        on: KayOn,
    },
    /// Convocation: each knight away from Camelot may come back (§11.1).
    Convocation {
        by: Seat,
        asked: Vec<Seat>,
    },
    /// Messenger (or Arthur's exchange): cards given one at a time to a knight. `must`: a
    /// card has to go (Arthur's exchange); `back`: then one comes back.
    Give {
        from: Seat,
        to: Seat,
        left: u8,
        must: bool,
        back: bool,
    },
    /// Clairvoyance: the top Black cards, put back one at a time, the first chosen on top.
    Arrange {
        seat: Seat,
        cards: Vec<Black>,
        stacked: Vec<Black>,
    },
    /// Lancelot's Armor: of the two Black cards drawn, which to play (§7).
    Armor {
        seat: Seat,
        cards: Vec<Black>,
    },
    /// A Siege Engine fight (§6 Camelot): Fight cards first, then the d8. `charge`: the
    /// fight is a Charged! card on the way to this place instead (§12.3).
    Siege {
        seat: Seat,
        cards: Vec<u8>,
        #[serde(default)]
        charge: Option<Place>,
        /// How many of `cards` are Fight? cards (each counted 5).
        #[serde(default)]
        wild: u8,
    },
    /// Lost! or Ambushed! on the way to `to`: pay the card's price to arrive, or stay and
    /// end the turn (§12.3).
    Challenge {
        seat: Seat,
        to: Place,
        card: Travel,
    },
    Share(Share),
    /// Call for Help: the knights asked, one at a time, whether they come to `to`.
    CallForHelp {
        to: Place,
        asked: Vec<Seat>,
    },
    /// Dragon Slayer on the Dragon: up to `left` more Fight cards.
    DragonSlayer {
        seat: Seat,
        left: u8,
    },
    /// Owain just drew these at the Round Table: he may throw one back for another.
    Owain {
        seat: Seat,
        drawn: Vec<White>,
    },
    /// Witch #4: these knights each give up a Grail card or 1 LP, at once.
    GrailOrLife {
        asked: Vec<Seat>,
    },
}

/// Everything on and around the table.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Camelot {
    pub options: CamelotOptions,
    pub knights: Vec<KnightState>,
    pub white_draw: Vec<White>,
    pub white_discard: Vec<White>,
    pub black_draw: Vec<Black>,
    pub black_discard: Vec<Black>,
    /// Special Black cards staying in play (Mists, Vivien, Dark Forest, Mordred).
    pub black_in_play: Vec<Black>,
    pub quests: Quests,
    pub relics: Relics,
    /// Siege Engines around Camelot.
    pub engines: u8,
    pub white_swords: u8,
    pub black_swords: u8,
    /// Whose turn it is.
    pub turn: Seat,
    pub step: Step,
    /// Decisions to take before the turn goes on, first one first.
    pub pending: Vec<Pending>,
    pub rng: GameRng,
    /// Turns played, for the log's chapters.
    pub turns: u32,
    /// Black cards still to draw in Morgan's chain (§11.4 C).
    pub chain: u8,
    /// Guinevere ended the turn: no Heroic Action (§11.4).
    pub no_heroic: bool,
    /// Heroism lies on this quest: one more sword of the winning side when it ends.
    pub heroism: Option<Quest>,
    /// The card being resolved came from Morgan's chain.
    #[serde(default)]
    pub in_chain: bool,
    /// What each seat said to the table since its last turn began (§4.3: general terms
    /// only).
    #[serde(default)]
    pub said: Vec<Option<crate::talk::Statement>>,
    /// What each seat has openly done, as anyone at the table could tally it.
    #[serde(default)]
    pub conduct: Vec<Conduct>,
    /// Merlin's Company: the Travel deck and its discard (§12.3).
    #[serde(default)]
    pub travel_draw: Vec<Travel>,
    #[serde(default)]
    pub travel_discard: Vec<Travel>,
    /// Where the Merlin figure stands; `None` until the first Merlin Travels (§12.2).
    #[serde(default)]
    pub merlin: Option<Place>,
    /// Black cards out of the game by the disposal rule (§12.4), kept for the count.
    #[serde(default)]
    pub removed_black: Vec<Black>,
    /// Divine Favor: the next tie goes to the knights (§11.5).
    #[serde(default)]
    pub divine_favor: bool,
    /// White cards out of the game (Merlins played under witch #6), kept for the count.
    #[serde(default)]
    pub removed_white: Vec<White>,
}

/// A seat's public record: how it fed Evil, what it played, where it was when quests
/// ended. Every player at a real table sees this happen; bots read it to form suspicions.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Conduct {
    pub drew_black: u16,
    pub added_engine: u16,
    pub lost_life: u16,
    /// Cards played on quests and Specials played.
    pub played: u16,
    /// Round Table draws.
    pub drew_white: u16,
    pub present_won: u16,
    pub present_lost: u16,
    /// Black cards placed face down.
    pub face_down: u16,
}

impl Camelot {
    /// Tallies a public act of a seat.
    pub(crate) fn tally(&mut self, seat: Seat, add: impl FnOnce(&mut Conduct)) {
        if let Some(c) = self.conduct.get_mut(seat.index()) {
            add(c);
        }
    }

    #[inline]
    pub fn n(&self) -> usize {
        self.knights.len()
    }

    #[inline]
    pub fn knight(&self, seat: Seat) -> Option<&KnightState> {
        self.knights.get(seat.index())
    }

    pub fn knight_mut(&mut self, seat: Seat) -> Option<&mut KnightState> {
        self.knights.get_mut(seat.index())
    }

    /// Is any knight at this place? (Asked for every Solo quest when moves are listed.)
    pub fn occupied(&self, place: Place) -> bool {
        self.knights.iter().any(|k| k.place == Some(place))
    }

    /// May a knight go to this quest: still running, and a Solo quest only while empty (§4.2 A).
    pub fn open_to(&self, quest: Quest) -> bool {
        let taken = self.quests.solo(quest) && self.occupied(Place::Quest(quest));
        !self.quests.over(quest) && !taken
    }

    /// The knights present at a place, in seat order; a captured knight is not (§12.3).
    pub fn present(&self, place: Place) -> Vec<Seat> {
        rt_core::Seat::all(self.n())
            .filter(|s| {
                self.knight(*s)
                    .is_some_and(|k| k.place == Some(place) && !k.captured)
            })
            .collect()
    }

    #[inline]
    pub fn swords(&self) -> u8 {
        self.white_swords + self.black_swords
    }

    pub fn over(&self) -> bool {
        matches!(self.step, Step::Over(_))
    }

    /// Every White card in the game, wherever it is (for the conservation checks).
    pub fn white_census(&self) -> Vec<White> {
        let mut all: Vec<White> = self.white_draw.clone();
        all.extend(&self.white_discard);
        all.extend(&self.removed_white);
        for k in &self.knights {
            all.extend(&k.hand);
        }
        let fights = |c: &Combat| crate::quest::fight_cards(&c.white, &c.wild);
        all.extend(fights(&self.quests.black_knight));
        if let LancelotBoard::Lancelot(c) | LancelotBoard::Dragon(c) = &self.quests.lancelot {
            all.extend(fights(c));
        }
        if let Some(track) = &self.quests.grail {
            all.extend(std::iter::repeat_n(White::Grail, track.grails()));
        }
        for war in [&self.quests.picts, &self.quests.saxons] {
            all.extend(crate::quest::fight_cards(&war.run, &war.wild));
        }
        if let Step::Opening { laid } = &self.step {
            all.extend(laid.iter().flatten());
        }
        if self.heroism.is_some() {
            all.push(White::Heroism);
        }
        for p in &self.pending {
            match p {
                Pending::Siege { cards, wild, .. }
                | Pending::Kay {
                    on: KayOn::Siege { cards, wild, .. },
                    ..
                } => all.extend(crate::quest::siege_cards(cards, *wild)),
                Pending::Share(share) => all.extend(&share.cards),
                _ => {}
            }
        }
        all.sort();
        all
    }

    /// Every Black card in the game, wherever it is.
    pub fn black_census(&self) -> Vec<Black> {
        let mut all: Vec<Black> = self.black_draw.clone();
        all.extend(&self.black_discard);
        all.extend(&self.black_in_play);
        all.extend(&self.removed_black);
        all.extend(self.quests.black_knight.black.iter().map(|p| p.card));
        if let LancelotBoard::Lancelot(c) | LancelotBoard::Dragon(c) = &self.quests.lancelot {
            all.extend(c.black.iter().map(|p| p.card));
        }
        if let Some(track) = &self.quests.grail {
            all.extend(track.blacks().map(|s| match s {
                crate::quest::GrailSpot::Desolation => Black::Desolation,
                _ => Black::Despair,
            }));
        }
        for p in &self.pending {
            match p {
                Pending::Facing { card, .. }
                | Pending::ChooseWar { card, .. }
                | Pending::Cancel { card, .. } => all.push(*card),
                Pending::Arrange { cards, stacked, .. } => {
                    all.extend(cards);
                    all.extend(stacked);
                }
                Pending::Armor { cards, .. } => all.extend(cards),
                _ => {}
            }
        }
        all.sort();
        all
    }
}
