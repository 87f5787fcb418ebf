//! Every special card of the five development areas (C5), one scenario an area: the knight
//! enters through the entrance he found and reveals the card next to it.

use excalibur85::areas::{AreaCard, Spot};
use excalibur85::cards::Area;
use excalibur85::state::{Location, Step};
use excalibur85::{Action, Card, Excalibur85, Sheet};
use rt_core::{Game, Seat};
use table::{play, star_with, table};

mod table;

/// A knight (F5 I5, dexterity 2) who found `area`'s entrance, went in and revealed the
/// area card `spot` beside it, with the table of two that results.
fn reveal(area: Area, spot: Spot) -> Excalibur85 {
    reveal_after(area, spot, |_| {})
}

/// As `reveal`, with the table changed by `prepare` first.
fn reveal_after(area: Area, spot: Spot, prepare: impl FnOnce(&mut Excalibur85)) -> Excalibur85 {
    let mut g = table(2);
    prepare(&mut g);
    g.players[0].sheet = Sheet::new(5, 5, 2, 0, 0);
    let s = star_with(&mut g, Card::Entrance(area));
    play(&mut g, s, Action::EndTurn);
    play(&mut g, Seat(1), Action::Stay);
    play(&mut g, Seat(1), Action::EndTurn);
    play(&mut g, s, Action::Enter);
    play(&mut g, s, Action::EndTurn);
    play(&mut g, Seat(1), Action::Stay);
    play(&mut g, Seat(1), Action::EndTurn);
    let deck = &mut g.boards[0].deck;
    let i = deck
        .iter()
        .position(|c| c.spot == spot)
        .expect("the area holds that card");
    let card: AreaCard = deck.remove(i);
    deck.push(card);
    let explore = g
        .legal_actions(s)
        .into_iter()
        .find(|a| matches!(a, Action::Explore(_)))
        .expect("a way on");
    play(&mut g, s, explore);
    let turn = g.legal_actions(s)[0];
    play(&mut g, s, turn);
    g
}

fn found(card: Card) -> Step {
    Step::Found {
        card,
        must_keep: false,
    }
}

#[test]
fn the_lake_gives_excalibur_and_the_fairy_and_its_whirlpool_costs_a_turn() {
    assert_eq!(reveal(Area::Lake, Spot::Key).step, found(Card::Excalibur));
    assert_eq!(
        reveal(Area::Lake, Spot::Gift(Card::Fairy)).step,
        found(Card::Fairy)
    );
    assert_eq!(reveal(Area::Lake, Spot::Delay(1)).players[0].lost_turns, 1);
    // On its way out the knight may leave next turn, back onto the entrance's tile.
    let mut out = reveal(Area::Lake, Spot::Exit);
    let doorway = out.boards[0].doorway;
    play(&mut out, Seat(0), Action::EndTurn);
    play(&mut out, Seat(1), Action::Stay);
    play(&mut out, Seat(1), Action::EndTurn);
    play(&mut out, Seat(0), Action::Leave);
    assert_eq!(out.players[0].at, Location::Territory(doorway));
}

#[test]
fn the_forest_hides_the_wolf_the_elixir_and_brambles() {
    assert_eq!(
        reveal(Area::Forest, Spot::Key).step,
        Step::Forced { card: Card::Wolf }
    );
    assert_eq!(
        reveal(Area::Forest, Spot::Gift(Card::Elixir)).step,
        found(Card::Elixir)
    );
    assert_eq!(
        reveal(Area::Forest, Spot::Delay(1)).players[0].lost_turns,
        1
    );
}

#[test]
fn the_swamp_hides_the_monster_the_potion_and_quicksand_for_two_turns() {
    assert_eq!(
        reveal(Area::Swamp, Spot::Key).step,
        Step::Forced {
            card: Card::Monster
        }
    );
    assert_eq!(
        reveal(Area::Swamp, Spot::Gift(Card::Potion)).step,
        found(Card::Potion)
    );
    assert_eq!(reveal(Area::Swamp, Spot::Delay(2)).players[0].lost_turns, 2);
}

#[test]
fn the_well_gives_the_amulet_and_its_fall_and_stagnant_water_hurt() {
    assert_eq!(reveal(Area::Well, Spot::Key).step, found(Card::Amulet));
    assert_eq!(reveal(Area::Well, Spot::Delay(1)).players[0].lost_turns, 1);
    assert_eq!(
        reveal(Area::Well, Spot::LoseDexterity).players[0]
            .sheet
            .dexterity,
        1
    );
}

#[test]
fn the_cave_offers_two_treasures_its_lair_the_monster_and_bats_a_turn() {
    assert!(matches!(
        reveal(Area::Cave, Spot::Key).step,
        Step::Treasure { ref cards } if cards.len() == 2
    ));
    assert_eq!(
        reveal(Area::Cave, Spot::Lair).step,
        Step::Forced {
            card: Card::Monster
        }
    );
    assert_eq!(reveal(Area::Cave, Spot::Delay(1)).players[0].lost_turns, 1);
    // Once the monster is beaten and gone, the lair is empty.
    let quiet = reveal_after(Area::Cave, Spot::Lair, |g| {
        g.stack.retain(|c| *c != Card::Monster)
    });
    assert_eq!(quiet.step, Step::Options { fought: false });
}
