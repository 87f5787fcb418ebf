//! The level-1 knight's policy points, each pinned by a small table set up by hand: a
//! decision an experienced player would make, where an earlier bot did otherwise.

mod heroic_table;

use camelot::quest::{GrailSpot, GrailTrack};
use camelot::{Action, Black, EvilChoice, Knight, Loyalty, Morgan, Place, Quest, Step, White};
use heroic_table::{choice, choice_seeded, hero};
use rt_core::Game;

use White::{Fight, Grail};

#[test]
fn tristan_rides_out_for_free_and_plays_where_he_arrives() {
    let (mut g, seat) = hero(
        Knight::Tristan,
        &[Fight(1), Fight(2), Fight(3), Fight(5)],
        Place::Camelot,
    );
    // He may draw at the Round Table first; either way he rides to a quest without paying
    // his action for the road.
    let mut next = choice(&g, seat);
    if next == Action::DrawWhite {
        g.apply(seat, &next).expect("draws");
        next = choice(&g, seat);
    }
    assert!(
        matches!(next, Action::FreeMove(Place::Quest(_))),
        "{next:?}"
    );
    g.apply(seat, &next).expect("rides");
    // Arrived with his action unspent, he plays there at once when he has not drawn.
    let after = choice(&g, seat);
    assert!(
        matches!(after, Action::Play(_) | Action::EndTurn | Action::Sacrifice),
        "{after:?}"
    );
}

#[test]
fn at_a_war_the_knight_plays_the_next_card_of_the_straight() {
    let (mut g, seat) = hero(
        Knight::Arthur,
        &[Fight(2), Fight(3), Fight(5), Grail],
        Place::Quest(Quest::PictWar),
    );
    g.quests.picts.run = [1, 2].into_iter().collect();
    assert_eq!(choice(&g, seat), Action::Play(Fight(3)));
}

#[test]
fn a_knight_holding_the_card_that_wins_a_war_goes_there_though_another_knight_stands_there() {
    // The Picts need a 5 and one more figure beats them. A knight there who held the 5 would
    // have played it; counting on him left the War a card short for a dozen turns.
    let (mut g, seat) = hero(
        Knight::Arthur,
        &[Fight(1), Fight(2), Fight(3), Fight(5)],
        Place::Camelot,
    );
    g.quests.picts.run = [1, 2, 3, 4].into_iter().collect();
    g.quests.picts.figures = 3;
    let other = rt_core::Seat::all(5)
        .find(|s| *s != seat)
        .expect("another seat");
    g.knights[other.index()].place = Some(Place::Quest(Quest::PictWar));
    // He tells the table first, then rides.
    let mut next = choice(&g, seat);
    if matches!(next, Action::Say(_)) {
        g.apply(seat, &next).expect("says");
        next = choice(&g, seat);
    }
    assert_eq!(next, Action::Move(Place::Quest(Quest::PictWar)));
}

#[test]
fn the_card_that_wins_a_war_comes_before_a_merlin_on_its_figures() {
    let (mut g, seat) = hero(
        Knight::Arthur,
        &[Fight(5), Fight(5), White::Merlin],
        Place::Quest(Quest::SaxonWar),
    );
    g.quests.saxons.run = [1, 2, 3, 4].into_iter().collect();
    g.quests.saxons.figures = 3;
    assert_eq!(choice(&g, seat), Action::Play(Fight(5)));
}

#[test]
fn excalibur_takes_a_grail_card_and_the_fight_cards_are_kept_for_the_wars() {
    // Any card moves the sword; a Grail card is worth little away from a Grail in reach.
    let (g, seat) = hero(
        Knight::Arthur,
        &[Fight(1), Fight(2), Grail, Grail],
        Place::Quest(Quest::Excalibur),
    );
    assert_eq!(choice(&g, seat), Action::Play(Grail));
}

/// The first knight at his Evil step with `life` and `hand`.
fn evil_step(life: u8, hand: &[White], blow_gone: bool) -> Action {
    let (g, seat) = evil_table(hero(Knight::Arthur, hand, Place::Camelot), life, blow_gone);
    choice(&g, seat)
}

/// `table` at its first knight's Evil step, on `life`; with `blow_gone`, the blows to every
/// knight are spent (Morgan's, and Witch #7 with Merlin's Company).
fn evil_table(
    (mut g, seat): (camelot::Camelot, rt_core::Seat),
    life: u8,
    blow_gone: bool,
) -> (camelot::Camelot, rt_core::Seat) {
    g.step = Step::Evil { chosen: false };
    g.knights[seat.index()].life = life;
    if blow_gone {
        let mut blows = vec![Black::Morgan(Morgan::EveryoneLosesLife)];
        if g.options.merlins_company {
            blows.push(Black::Witch(7));
        }
        for blow in blows {
            g.black_draw.retain(|c| *c != blow);
            g.black_discard.push(blow);
        }
    }
    (g, seat)
}

#[test]
fn a_knight_keeps_a_second_life_point_while_morgans_blow_may_come() {
    let lose = Action::Evil(EvilChoice::LoseLife);
    let hand = [Fight(1), Fight(2), Fight(4)];
    // Healthy, he pays with life.
    assert_eq!(evil_step(4, &hand, false), lose);
    // On two life points Morgan's blow to every knight would leave him on the last one...
    assert_ne!(evil_step(2, &hand, false), lose);
    // ...unless it has passed, or three alike in hand can buy the point back.
    assert_eq!(evil_step(2, &hand, true), lose);
    assert_eq!(evil_step(2, &[Grail, Grail, Grail, Fight(4)], false), lose);
    // The last life point is never paid.
    assert_ne!(evil_step(1, &hand, true), lose);
}

/// Level 2 with Merlin's Company from six seats keeps the point above the last at Evil's
/// step, even with three alike in hand or once no blow to every knight may come: there
/// blows to many knights at once (Morgan's, Witch #7's, a lost War's) wiped out whole
/// tables of knights on one or two life points. Level 1, and level 2 in the base game or
/// below six seats, still pay it.
#[test]
fn at_a_larger_table_with_merlins_company_level_2_keeps_a_second_life_point() {
    use camelot::bots::{search::Searcher, Heuristic, Params};
    use rt_core::{Bot, GameRng};
    let lose = Some(Action::Evil(EvilChoice::LoseLife));
    let draw = Some(Action::Evil(EvilChoice::DrawBlack));
    let trio = [Grail, Grail, Grail, Fight(4)];
    let plain = [Fight(1), Fight(2), Fight(4)];
    let evil_at = |company: bool, seats: usize, level_2: bool, hand: &[White], blow_gone: bool| {
        let options = camelot::CamelotOptions {
            merlins_company: company,
            without_traitor: true,
            ..camelot::CamelotOptions::default()
        };
        let table = heroic_table::hero_at(&options, seats, Knight::Arthur, hand, Place::Camelot);
        let (g, seat) = evil_table(table, 2, blow_gone);
        let params = if level_2 {
            Searcher::default().params
        } else {
            Params::default()
        };
        let legal = g.legal_actions(seat);
        Heuristic(params).choose(
            seat,
            &g.view(Some(seat)),
            &legal,
            &mut GameRng::from_seed(1),
        )
    };
    for seats in [6, 7, 8] {
        assert_eq!(
            evil_at(true, seats, true, &trio, false),
            draw,
            "{seats} seats"
        );
        assert_eq!(
            evil_at(true, seats, true, &plain, true),
            draw,
            "{seats} seats"
        );
    }
    assert_eq!(evil_at(true, 5, true, &trio, false), lose);
    assert_eq!(evil_at(false, 7, true, &trio, false), lose);
    assert_eq!(evil_at(false, 7, true, &plain, true), lose);
    assert_eq!(evil_at(true, 7, false, &trio, false), lose);
    assert_eq!(evil_at(true, 7, false, &plain, true), lose);
}

#[test]
fn one_engine_from_the_twelfth_a_spare_life_point_pays_instead_of_a_black_card() {
    let lose = Action::Evil(EvilChoice::LoseLife);
    let hand = [Fight(1), Fight(2), Fight(4)];
    let at_eleven = |life: u8, over: bool| {
        let (mut g, seat) = hero(Knight::Arthur, &hand, Place::Camelot);
        g.step = Step::Evil { chosen: false };
        g.knights[seat.index()].life = life;
        g.engines = 11;
        if over {
            // Excalibur's and the Grail's cards now bring engines: nearly one draw in two.
            g.quests.excalibur = None;
            g.quests.grail = None;
        }
        choice(&g, seat)
    };
    // Morgan's blow may still come, so on two life points he would draw...
    assert_ne!(evil_step(2, &hand, false), lose);
    // ...but not when the draw may be the twelfth engine.
    assert_eq!(at_eleven(2, true), lose);
    // The last life point is still never paid.
    assert_ne!(at_eleven(1, true), lose);
}

#[test]
fn a_black_card_that_may_lose_the_game_at_once_is_not_drawn_while_an_engine_or_life_can_pay() {
    // One more figure loses the Picts' War; with six black swords that is the seventh.
    let at = |black_swords: u8| {
        let (mut g, seat) = hero(Knight::Arthur, &[Fight(1), Fight(4)], Place::Camelot);
        g.step = Step::Evil { chosen: false };
        g.knights[seat.index()].life = 2;
        g.engines = 5;
        g.black_swords = black_swords;
        g.quests.picts.figures = 3;
        choice(&g, seat)
    };
    assert_eq!(at(3), Action::Evil(EvilChoice::DrawBlack));
    assert_eq!(at(6), Action::Evil(EvilChoice::AddEngine));
    // At ten engines Morgan's card of two is the twelfth: a spare life point pays.
    let (mut g, seat) = hero(Knight::Arthur, &[Fight(1), Fight(4)], Place::Camelot);
    g.step = Step::Evil { chosen: false };
    g.knights[seat.index()].life = 2;
    g.engines = 10;
    assert_eq!(choice(&g, seat), Action::Evil(EvilChoice::LoseLife));
}

#[test]
fn an_unmasked_traitor_brings_the_siege_one_engine_nearer() {
    // Traced at 7 seats with Merlin's Company: at nine engines a knight on two life points
    // drew a Black card, the Saxons' fourth figure lost that War (eleven engines), and the
    // unmasked traitor, next to play, added the twelfth.
    let at_nine = |unmasked: bool| {
        let table = hero(Knight::Arthur, &[Fight(1), Fight(4)], Place::Camelot);
        let (mut g, seat) = evil_table(table, 2, false);
        g.engines = 9;
        g.quests.saxons.figures = 3;
        if unmasked {
            unmask(&mut g, (seat.index() + 1) % 5);
        }
        choice(&g, seat)
    };
    // With no traitor at large eleven engines leave a knight his turn to fight one...
    assert_eq!(at_nine(false), Action::Evil(EvilChoice::DrawBlack));
    // ...with one, the draw may lose the game: the spare life point pays.
    assert_eq!(at_nine(true), Action::Evil(EvilChoice::LoseLife));
}

#[test]
fn on_the_last_life_point_grails_the_grail_quest_cannot_use_soon_buy_another() {
    let hand = [Grail, Grail, Grail, Fight(2)];
    let (mut g, seat) = hero(Knight::Arthur, &hand, Place::Camelot);
    g.knights[seat.index()].life = 1;
    // The Grail more than half won: those cards go there.
    let grail = Some(GrailSpot::Grail);
    g.quests.grail = Some(GrailTrack {
        spots: [grail, grail, grail, grail, None, None, None],
    });
    assert!(!matches!(choice(&g, seat), Action::Heal(_)));
    // Barely begun, the Grail takes Evil's cards faster than the knights': a life point is
    // worth more than three Grails there.
    g.quests.grail = Some(GrailTrack {
        spots: [grail, None, None, None, None, None, None],
    });
    assert_eq!(choice(&g, seat), Action::Heal(Grail));
    // And once the quest is over.
    g.quests.grail = None;
    assert_eq!(choice(&g, seat), Action::Heal(Grail));
    // Three 1s beside them are worth less by the card but not spare: the Wars start with a
    // 1. The Grails still buy the life point (once a bot held six Grails and four 1s at 1
    // life, weighed the 1s as the heal, and rode on until Evil's cards sank Camelot).
    let hand = [Fight(1), Fight(1), Fight(1), Fight(1), Grail, Grail, Grail];
    let (mut g, seat) = hero(Knight::Arthur, &hand, Place::Camelot);
    g.knights[seat.index()].life = 1;
    g.quests.grail = None;
    assert_eq!(choice(&g, seat), Action::Heal(Grail));
}

#[test]
fn no_knight_rides_to_a_grail_the_dark_forest_closes() {
    let hand = [Grail, Grail, Fight(1), Fight(3)];
    let (mut g, seat) = hero(Knight::Arthur, &hand, Place::Camelot);
    let grail = Some(GrailSpot::Grail);
    g.quests.grail = Some(GrailTrack {
        spots: [grail, grail, grail, grail, grail, None, None],
    });
    let ride = Action::Move(Place::Quest(Quest::Grail));
    let next = |g: &camelot::Camelot| {
        let mut g = g.clone();
        let mut next = choice(&g, seat);
        if matches!(next, Action::Say(_)) {
            g.apply(seat, &next).expect("says");
            next = choice(&g, seat);
        }
        next
    };
    // Two Grails from won, he goes...
    assert_eq!(next(&g), ride);
    // ...but not while the Dark Forest stops Grail cards there.
    g.black_in_play.push(Black::DarkForest);
    assert_ne!(next(&g), ride);
}

#[test]
fn fate_deals_a_card_to_every_knight_rather_than_two_from_the_round_table() {
    // Seven cards, none of them wanted where he stands: the Round Table would give him two,
    // Fate gives every knight one for the same action.
    let hand = [
        White::Fate,
        Fight(1),
        Fight(1),
        Fight(2),
        Fight(4),
        Grail,
        Grail,
    ];
    let (g, seat) = hero(Knight::Arthur, &hand, Place::Camelot);
    assert_eq!(choice(&g, seat), Action::Special(camelot::Special::Fate));
}

#[test]
fn excalibur_is_not_spent_on_a_card_its_holder_cannot_see() {
    // A Black Knight card may still go face down, so only its drawer sees it; the holder
    // of Excalibur answered such cards at random and spent the relic on them.
    let (mut g, drawer) = hero(Knight::Arthur, &[Fight(2)], Place::Camelot);
    let holder = rt_core::Seat((drawer.0 + 1) % 5);
    g.relics.excalibur = camelot::state::Relic::Held(holder);
    ask_to_cancel(&mut g, Black::BlackKnight(3), drawer, holder);
    assert!(g
        .legal_actions(holder)
        .contains(&Action::Cancel(camelot::Cancel::Excalibur)));
    for seed in 0..8 {
        let answer = choice_seeded(&g, holder, seed);
        assert_eq!(answer, Some(Action::Cancel(camelot::Cancel::Pass)));
    }
}

#[test]
fn under_witch_two_the_evil_step_is_chosen_not_random() {
    // Witch #2 forbids paying a life point; the bot's choice was then illegal and a random
    // one was played instead. Now it is what it would be with no life to spare.
    let (mut g, seat) = hero(Knight::Arthur, &[Fight(2)], Place::Camelot);
    g.options.merlins_company = true;
    g.step = Step::Evil { chosen: false };
    g.engines = 9;
    g.knights[seat.index()].life = 4;
    g.black_in_play.push(Black::Witch(2));
    let legal = g.legal_actions(seat);
    assert!(!legal.contains(&Action::Evil(EvilChoice::LoseLife)));
    for seed in 0..8 {
        let answer = choice_seeded(&g, seat, seed);
        assert_eq!(answer, Some(Action::Evil(EvilChoice::DrawBlack)));
    }
}

#[test]
fn merlin_to_the_rescue_stands_on_the_ended_quest_whose_black_cards_bring_engines() {
    // Seventeen Excalibur cards bring a Siege Engine each once the quest has ended, unless
    // Merlin stands there (§12.2): the bot sent him to Camelot for a free card instead.
    let (mut g, seat) = hero(
        Knight::Arthur,
        &[White::MerlinToTheRescue, Fight(1)],
        Place::Camelot,
    );
    g.options.merlins_company = true;
    g.quests.excalibur = None;
    let expected = Action::Special(camelot::Special::MerlinToTheRescue(Place::Quest(
        Quest::Excalibur,
    )));
    assert!(g.legal_actions(seat).contains(&expected));
    assert_eq!(choice(&g, seat), expected);
    // Once he stands there, he is not called away for a free card.
    g.merlin = Some(Place::Quest(Quest::Excalibur));
    assert!(!matches!(
        choice(&g, seat),
        Action::Special(camelot::Special::MerlinToTheRescue(_))
    ));
}

#[test]
fn merlins_answer_a_witch_that_takes_life_while_a_knight_is_on_his_last_point() {
    // Witch #4 took the life of a knight on his last point with no Grail to give: no
    // witch was ever cancelled.
    let (mut g, drawer) = hero(Knight::Arthur, &[Fight(2)], Place::Camelot);
    g.options.merlins_company = true;
    let holder = rt_core::Seat((drawer.0 + 1) % 5);
    g.knights[holder.index()].hand = vec![White::Merlin; 3];
    g.knights[holder.index()].life = 1;
    ask_to_cancel(&mut g, Black::Witch(4), drawer, holder);
    let offer = Action::Cancel(camelot::Cancel::Merlins(3));
    assert!(g.legal_actions(holder).contains(&offer));
    assert_eq!(choice(&g, holder), offer);
}

#[test]
fn at_the_siege_limit_only_a_card_that_adds_an_engine_is_worth_three_merlins() {
    // With an unmasked traitor the siege is lost one engine early (`siege_limit`); at that
    // limit every card once counted as losing the game, and Merlins went on harmless
    // Special cards.
    let ask = |card: Black| {
        let (mut g, drawer) = hero(Knight::Arthur, &[Fight(2)], Place::Camelot);
        g.options.merlins_company = true;
        g.engines = 11;
        unmask(&mut g, (drawer.index() + 2) % 5);
        let holder = rt_core::Seat((drawer.0 + 1) % 5);
        g.knights[holder.index()].hand = vec![White::Merlin; 3];
        ask_to_cancel(&mut g, card, drawer, holder);
        choice(&g, holder)
    };
    let offer = Action::Cancel(camelot::Cancel::Merlins(3));
    assert_eq!(ask(Black::Morgan(Morgan::TwoEngines)), offer);
    // A witch who neither adds an engine nor wounds a knight on his last point.
    assert_ne!(ask(Black::Witch(1)), offer);
}

#[test]
fn a_hidden_traitor_adds_the_twelfth_engine() {
    // At eleven engines one more wins Evil the game; a hidden traitor drew a Black card.
    for company in [false, true] {
        let (mut g, seat) = evil_table(hero(Knight::Arthur, &[Fight(2)], Place::Camelot), 3, false);
        g.options.merlins_company = company;
        g.options.without_traitor = false;
        g.knights[seat.index()].loyalty = Loyalty::Traitor;
        g.engines = 11;
        assert_eq!(
            choice(&g, seat),
            Action::Evil(EvilChoice::AddEngine),
            "{company}"
        );
        // Far below it, a Black card as before.
        g.engines = 3;
        assert_eq!(choice(&g, seat), Action::Evil(EvilChoice::DrawBlack));
    }
}

/// Seat `index` becomes an unmasked traitor, off the board with no hand, as the engine
/// leaves one.
fn unmask(g: &mut camelot::Camelot, index: usize) {
    let raider = &mut g.knights[index];
    raider.loyalty = Loyalty::Traitor;
    raider.unmasked = true;
    raider.place = None;
    raider.hand.clear();
}

/// `card`, just drawn by `drawer`, waits for `holder`'s answer: cancel it or not.
fn ask_to_cancel(
    g: &mut camelot::Camelot,
    card: Black,
    drawer: rt_core::Seat,
    holder: rt_core::Seat,
) {
    g.pending.push(camelot::state::Pending::Cancel {
        card,
        drawer,
        asked: vec![holder],
        offers: vec![],
        excalibur: false,
        chained: false,
    });
}

#[test]
fn clairvoyance_waits_while_the_heroic_action_can_do_anything_else() {
    // Clairvoyance only orders Evil's next five cards. Played first, it took the action of
    // knights who could ride to a quest or draw; with the White deck held in hands, a table
    // of them spent every turn on it and the game stood still.
    let hand = [White::Clairvoyance, Fight(2), Fight(3), Grail];
    let (mut g, seat) = hero(Knight::Arthur, &hand, Place::Camelot);
    let clairvoyance = Action::Special(camelot::Special::Clairvoyance);
    assert!(g.legal_actions(seat).contains(&clairvoyance));
    let first = choice_after_talk(&mut g, seat);
    assert_ne!(first, clairvoyance);
    // With nothing else open, it is still played rather than nothing.
    g.white_draw.clear();
    g.white_discard.clear();
    g.knights[seat.index()].hand = vec![White::Clairvoyance];
    assert_eq!(choice_after_talk(&mut g, seat), clairvoyance);
}

/// The bot's next action past what it says to the table first.
fn choice_after_talk(g: &mut camelot::Camelot, seat: rt_core::Seat) -> Action {
    loop {
        let next = choice(g, seat);
        if !matches!(next, Action::Say(_)) {
            return next;
        }
        g.apply(seat, &next).expect("says");
    }
}

#[test]
fn heroism_goes_on_the_quest_the_knights_all_but_have() {
    // Heroism's sword goes to whoever wins its quest. It went on the first quest half done
    // and half safe: here the Black Knight (two of its four cards down, none of Evil's),
    // while Excalibur stands one pull from won.
    let hand = [White::Heroism, Fight(1), Fight(4)];
    let (mut g, seat) = hero(Knight::Arthur, &hand, Place::Camelot);
    g.quests.black_knight.white = vec![5, 5];
    g.quests.excalibur = Some(9);
    let legal = g.legal_actions(seat);
    let on = |q| Action::Special(camelot::Special::Heroism(q));
    assert!(legal.contains(&on(Quest::BlackKnight)) && legal.contains(&on(Quest::Excalibur)));
    assert_eq!(choice_after_talk(&mut g, seat), on(Quest::Excalibur));
    // Nowhere near won: it waits.
    g.quests.black_knight.white.clear();
    g.quests.excalibur = Some(5);
    let next = choice_after_talk(&mut g, seat);
    assert!(
        !matches!(next, Action::Special(camelot::Special::Heroism(_))),
        "{next:?}"
    );
}

#[test]
fn on_the_last_life_point_at_the_round_table_a_knight_heals_while_witch_seven_waits() {
    // Witch #7 takes a life point from every knight away from the next lost quest. At the
    // Round Table a knight is away from all of them: on his last point he drew or fought the
    // siege and died with the next lost quest (about one death a game at 7 seats).
    let hand = [Fight(3), Fight(3), Fight(3), Fight(5), Grail];
    let (mut g, seat) = hero(Knight::Arthur, &hand, Place::Camelot);
    g.options.merlins_company = true;
    g.knights[seat.index()].life = 1;
    assert!(!matches!(choice_after_talk(&mut g, seat), Action::Heal(_)));
    g.black_in_play.push(Black::Witch(7));
    assert_eq!(choice_after_talk(&mut g, seat), Action::Heal(Fight(3)));
    // With a life point to spare he plays on.
    g.knights[seat.index()].life = 2;
    assert!(!matches!(choice_after_talk(&mut g, seat), Action::Heal(_)));
}

#[test]
fn a_charge_on_the_road_to_a_war_is_fought_without_the_card_the_war_waits_for() {
    // The Picts wait for their 5. Traced: knights riding there with it spent it on a
    // Charged! card, fighting with their best cards, and the War stood one card short for
    // the game's last twenty turns.
    let options = camelot::CamelotOptions {
        merlins_company: true,
        without_traitor: true,
        ..camelot::CamelotOptions::default()
    };
    let hand = [Fight(1), Fight(1), Fight(4), Fight(5), Grail];
    let fought = |life: u8, to: Option<Place>| -> Vec<Action> {
        let (mut g, seat) =
            heroic_table::hero_at(&options, 5, Knight::Arthur, &hand, Place::Camelot);
        g.quests.picts.run = [1, 2, 3, 4].into_iter().collect();
        g.knights[seat.index()].life = life;
        g.pending.push(camelot::state::Pending::Siege {
            seat,
            cards: vec![],
            charge: to,
            wild: 0,
        });
        let mut played = Vec::new();
        loop {
            let next = choice(&g, seat);
            if next == Action::SiegeRoll {
                return played;
            }
            g.apply(seat, &next).expect("a card for the fight");
            played.push(next);
        }
    };
    let war = Some(Place::Quest(Quest::PictWar));
    // The other cards go, a 4 and both 1s, and the die is rolled on 6 rather than the 5.
    assert_eq!(
        fought(3, war),
        [4, 1, 1].map(Action::SiegeCard).to_vec(),
        "on the road to the Picts"
    );
    // On the last life point a lost fight kills: the 5 goes too, for a total past the die.
    assert!(fought(1, war).contains(&Action::SiegeCard(5)));
    // At Camelot's siege the best cards go first, as before.
    assert_eq!(
        fought(3, None),
        [5, 4].map(Action::SiegeCard).to_vec(),
        "at the siege"
    );
}
