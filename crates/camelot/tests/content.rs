//! The cards, knights and pieces against the counts of the spec (§1).

use camelot::cards::{deck, Black, White, BLACK_BASE, SIEGE_ENGINES, SWORDS, WHITE_BASE};
use camelot::Knight;

#[test]
fn the_white_deck_has_84_cards_51_fight_18_grail_15_special() {
    let white = deck(WHITE_BASE);
    assert_eq!(white.len(), 84);
    let fights: Vec<u8> = white.iter().filter_map(|c| c.fight_value()).collect();
    assert_eq!(fights.len(), 51);
    for (value, count) in [(1, 14), (2, 12), (3, 10), (4, 8), (5, 7)] {
        assert_eq!(
            fights.iter().filter(|v| **v == value).count(),
            count,
            "Fight {value}"
        );
    }
    assert_eq!(white.iter().filter(|c| **c == White::Grail).count(), 18);
    assert_eq!(white.iter().filter(|c| c.is_special()).count(), 15);
    assert_eq!(white.iter().filter(|c| **c == White::Merlin).count(), 7);
}

#[test]
fn the_black_deck_has_76_cards_64_standard_12_special() {
    let black = deck(BLACK_BASE);
    assert_eq!(black.len(), 76);
    assert_eq!(black.iter().filter(|c| !c.is_special()).count(), 64);
    assert_eq!(black.iter().filter(|c| c.is_special()).count(), 12);
    let knight: Vec<u8> = black
        .iter()
        .filter_map(|c| match c {
            Black::BlackKnight(v) => Some(*v),
            _ => None,
        })
        .collect();
    assert_eq!(
        (
            knight.len(),
            knight.iter().map(|v| u32::from(*v)).sum::<u32>()
        ),
        (11, 31)
    );
    let ld: Vec<(u8, u8)> = black
        .iter()
        .filter_map(|c| match c {
            Black::LancelotDragon(l, d) => Some((*l, *d)),
            _ => None,
        })
        .collect();
    assert_eq!(ld.len(), 11);
    assert_eq!(ld.iter().map(|(l, _)| u32::from(*l)).sum::<u32>(), 35);
    assert_eq!(ld.iter().map(|(_, d)| u32::from(*d)).sum::<u32>(), 79);
    for (card, count) in [
        (Black::Despair, 15),
        (Black::Excalibur, 15),
        (Black::Picts, 4),
        (Black::Saxons, 4),
        (Black::Mercenaries, 4),
        (Black::Desolation, 2),
    ] {
        assert_eq!(
            black.iter().filter(|c| **c == card).count(),
            count,
            "{card:?}"
        );
    }
    let morgans: std::collections::BTreeSet<Black> = black
        .iter()
        .copied()
        .filter(|c| matches!(c, Black::Morgan(_)))
        .collect();
    assert_eq!(morgans.len(), 5, "five different Morgans");
}

#[test]
fn seven_knights_twelve_engines_sixteen_swords() {
    assert_eq!(Knight::BASE.len(), 7);
    let distinct: std::collections::BTreeSet<_> = Knight::BASE.iter().collect();
    assert_eq!(distinct.len(), 7);
    assert_eq!((SIEGE_ENGINES, SWORDS), (12, 16));
}

/// Merlin's Company (§2, §12.3): 16 Travel cards, Ambushed! ×2 by subtraction; Lost!,
/// Charged! and Ambushed! are the challenges whose rules are our own design.
#[test]
fn the_travel_deck_has_16_cards_and_its_three_challenges_are_marked_as_design() {
    use camelot::travel::{Travel, TRAVEL_DECK};
    let travel = deck(TRAVEL_DECK);
    assert_eq!(travel.len(), 16);
    let count = |t: Travel| travel.iter().filter(|c| **c == t).count();
    assert_eq!(
        [
            count(Travel::MerlinTravels),
            count(Travel::NothingHappens),
            count(Travel::Lost),
            count(Travel::Charged),
            count(Travel::Ambushed),
            count(Travel::Captured),
            count(Travel::Vision),
        ],
        [5, 3, 2, 2, 2, 1, 1]
    );
    let design: Vec<Travel> = TRAVEL_DECK
        .iter()
        .map(|(t, _)| *t)
        .filter(|t| t.is_design())
        .collect();
    assert_eq!(design, [Travel::Lost, Travel::Charged, Travel::Ambushed]);
    let mut slugs: Vec<&str> = TRAVEL_DECK.iter().map(|(t, _)| t.slug()).collect();
    slugs.dedup();
    assert_eq!(slugs.len(), 7, "one name a kind");
}

/// Merlin's Company (§2, §8): Bedivere and seven new knights, none of them a base knight;
/// the seven new powers are our design, Bedivere's is printed.
#[test]
fn merlins_company_brings_eight_knights_seven_of_our_design() {
    let mc: std::collections::BTreeSet<_> = Knight::MERLINS_COMPANY.iter().collect();
    assert_eq!(mc.len(), 8);
    assert!(Knight::BASE.iter().all(|k| !mc.contains(k)));
    let design: Vec<Knight> = Knight::MERLINS_COMPANY
        .into_iter()
        .filter(|k| k.is_design())
        .collect();
    assert_eq!(design.len(), 7);
    assert!(!Knight::Bedivere.is_design());
    assert!(Knight::BASE.iter().all(|k| !k.is_design()));
}

/// Merlin's Company's decks (§2): White 84 + 23 = 107 (Fight 17/14/11/9/8, three "Fight?",
/// 21 Grails, 8 Merlins and 16 other Specials); Black 76 + 14 = 90 (71 standard, 19 special, the
/// seven witches once each).
#[test]
fn with_merlins_company_the_decks_hold_107_white_and_90_black_cards() {
    use camelot::cards::{BLACK_MC, WHITE_MC};
    let mut white = deck(WHITE_BASE);
    white.extend(deck(WHITE_MC));
    assert_eq!(white.len(), 107);
    let count = |c: White| white.iter().filter(|w| **w == c).count();
    let fights: Vec<usize> = (1..=5).map(|v| count(White::Fight(v))).collect();
    assert_eq!(fights, [17, 14, 11, 9, 8]);
    assert_eq!(count(White::FightWild), 3);
    assert!(!White::FightWild.is_special(), "Fight? is a standard card");
    assert_eq!(count(White::Grail), 21);
    assert_eq!(
        count(White::Merlin),
        8,
        "a Merlin for each of eight knights"
    );
    // 8 Merlins, the base game's 8 other Specials and the 8 new ones.
    assert_eq!(white.iter().filter(|c| c.is_special()).count(), 24);
    let mut black = deck(BLACK_BASE);
    black.extend(deck(BLACK_MC));
    assert_eq!(black.len(), 90);
    assert_eq!(black.iter().filter(|c| !c.is_special()).count(), 71);
    assert_eq!(black.iter().filter(|c| c.is_special()).count(), 19);
    let witches: std::collections::BTreeSet<_> = black
        .iter()
        .filter(|c| matches!(c, Black::Witch(_)))
        .collect();
    assert_eq!(witches.len(), 7);
}
