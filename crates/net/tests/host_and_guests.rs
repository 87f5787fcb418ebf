//! A host and its guests playing whole seeded games through the protocol's texts: every
//! guest's table is built from its updates alone and always equals its seat's view and
//! story; whatever a guest sends that is not a legal action of its own seat changes
//! nothing.

use avalon::{Avalon, AvalonOptions};
use chips::Chips;
use rt_core::{Game, GameRng, Match, PlayerSetup, Seat, SeatKind};
use rt_net::{
    decode, encode, update, GuestTable, Host, Link, Received, Refusal, TableKey, ToGuest, ToHost,
    Version,
};

fn players(seats: usize) -> Vec<PlayerSetup> {
    (0..seats)
        .map(|i| PlayerSetup {
            name: format!("P{i}"),
            kind: SeatKind::Human,
        })
        .collect()
}

fn host<G: Game>() -> Host {
    Host {
        table: TableKey(77),
        version: Version::of::<G>("test"),
    }
}

fn join<G: Game>(seat: Seat) -> String {
    encode(&ToHost::<G>::Join {
        version: Version::of::<G>("test"),
        table: TableKey(77),
        seat,
    })
}

/// The guest's table after one update from the host, checked against the truth.
fn deliver<G: Game>(
    game: &Match<G>,
    link: &mut Link,
    guest: &mut Option<GuestTable<G>>,
    names: &[PlayerSetup],
) {
    let text = encode(&update(game, link, names));
    let message: ToGuest<G> = decode(&text).expect("the host's update reads back");
    match (guest.as_mut(), message) {
        (None, ToGuest::Update(u)) => *guest = Some(GuestTable::start(*u)),
        (Some(g), m) => g.receive(m).expect("no event is lost"),
        (None, ToGuest::Refused(r)) => panic!("refused {r:?}"),
    }
    let g = guest.as_ref().unwrap();
    let seat = link.seat;
    assert_eq!(
        g.now.view,
        game.view(Some(seat)),
        "the view is the seat's own"
    );
    assert_eq!(g.now.legal, game.legal_actions(seat));
    let story: Vec<G::Event> = game.log_for(Some(seat)).cloned().collect();
    assert_eq!(g.story, story, "the story is what the seat may know");
}

/// Plays `games` seeded games with `guests` of the seats on guest devices (the host plays
/// the rest at random), each guest choosing at random among the legal actions it was sent.
fn play_through<G: Game>(options: G::Options, seats: usize, guests: &[u8], games: u64) {
    let names = players(seats);
    let h = host::<G>();
    for seed in 0..games {
        let mut game = Match::<G>::new(options.clone(), seats, seed).unwrap();
        let mut rng = GameRng::from_seed(seed + 1000);
        let mut links: Vec<Link> = guests.iter().map(|s| Link::new(Seat(*s))).collect();
        let mut tables: Vec<Option<GuestTable<G>>> = guests.iter().map(|_| None).collect();
        for (link, table) in links.iter_mut().zip(&mut tables) {
            assert_eq!(
                h.receive(&mut game, link, &join::<G>(link.seat)),
                Received::Joined
            );
            deliver(&game, link, table, &names);
        }
        let mut steps = 0;
        while !game.is_over() && steps < 5_000 {
            steps += 1;
            let seat = game.to_act().seats().first().expect("someone is asked");
            let guest = guests.iter().position(|s| Seat(*s) == seat);
            match guest {
                Some(i) => {
                    let now = &tables[i].as_ref().unwrap().now;
                    let action = rng.pick(&now.legal).expect("a legal action").clone();
                    let text = encode(&ToHost::<G>::Act {
                        seen: now.number,
                        action,
                    });
                    assert_eq!(h.receive(&mut game, &mut links[i], &text), Received::Played);
                }
                None => {
                    let legal = game.legal_actions(seat);
                    let action = rng.pick(&legal).unwrap().clone();
                    game.play(seat, action).unwrap();
                }
            }
            for (link, table) in links.iter_mut().zip(&mut tables) {
                deliver(&game, link, table, &names);
            }
        }
        assert!(game.is_over(), "seed {seed} ends");
        for table in tables.iter().flatten() {
            assert_eq!(table.now.outcomes, game.state().outcomes());
        }
    }
}

#[test]
fn seven_players_of_avalon_three_on_their_own_devices() {
    play_through::<Avalon>(AvalonOptions::default(), 7, &[1, 3, 6], 20);
}

#[test]
fn the_chip_game_with_every_player_a_guest() {
    play_through::<Chips>(Default::default(), 4, &[0, 1, 2, 3], 10);
}

#[test]
fn what_a_guest_may_not_do_changes_nothing() {
    let h = host::<Chips>();
    let mut game = Match::<Chips>::new(Default::default(), 3, 5).unwrap();
    let before = game.record().moves.len();
    let mut link = Link::new(Seat(1));
    let legal = game.legal_actions(Seat(1));
    let act = encode(&ToHost::<Chips>::Act {
        seen: 0,
        action: legal[0],
    });
    // An action before joining.
    assert_eq!(
        h.receive(&mut game, &mut link, &act),
        Received::Refused(Refusal::NotJoined)
    );
    // Another table's code, another seat's, another version.
    let other_table = encode(&ToHost::<Chips>::Join {
        version: Version::of::<Chips>("test"),
        table: TableKey(78),
        seat: Seat(1),
    });
    assert_eq!(
        h.receive(&mut game, &mut link, &other_table),
        Received::Refused(Refusal::WrongTable)
    );
    assert_eq!(
        h.receive(&mut game, &mut link, &join::<Chips>(Seat(2))),
        Received::Refused(Refusal::WrongSeat)
    );
    let old = encode(&ToHost::<Chips>::Join {
        version: Version::of::<Chips>("0.9"),
        table: TableKey(77),
        seat: Seat(1),
    });
    assert_eq!(
        h.receive(&mut game, &mut link, &old),
        Received::Refused(Refusal::Version(Version::of::<Chips>("test")))
    );
    // Not a message of this game.
    assert!(matches!(
        h.receive(
            &mut game,
            &mut link,
            "{\"Act\":{\"seen\":0,\"action\":\"Fly\"}}"
        ),
        Received::Refused(Refusal::Malformed(_))
    ));
    assert!(matches!(
        h.receive(&mut game, &mut link, &"x".repeat(rt_net::MAX_MESSAGE + 1)),
        Received::Refused(Refusal::TooLarge(_))
    ));
    assert!(!link.joined);
    assert_eq!(
        h.receive(&mut game, &mut link, &join::<Chips>(Seat(1))),
        Received::Joined
    );
    // Joined, the action is played once; sent again, the rules refuse it (the seat has
    // already chosen).
    assert_eq!(h.receive(&mut game, &mut link, &act), Received::Played);
    let again = h.receive(&mut game, &mut link, &act);
    assert!(
        matches!(again, Received::Refused(Refusal::Rule(_))),
        "{again:?}"
    );
    assert_eq!(game.record().moves.len(), before + 1);
}

#[test]
fn a_guest_that_joins_again_gets_the_whole_story() {
    let h = host::<Avalon>();
    let names = players(5);
    let mut game = Match::<Avalon>::new(AvalonOptions::default(), 5, 3).unwrap();
    let mut link = Link::new(Seat(2));
    h.receive(&mut game, &mut link, &join::<Avalon>(Seat(2)));
    let mut table = None;
    deliver(&game, &mut link, &mut table, &names);
    let mut rng = GameRng::from_seed(9);
    for _ in 0..12 {
        let seat = game.to_act().seats().first().unwrap();
        let legal = game.legal_actions(seat);
        game.play(seat, *rng.pick(&legal).unwrap()).unwrap();
    }
    // The guest reloads: a new table from a new join, with everything it may know.
    assert_eq!(
        h.receive(&mut game, &mut link, &join::<Avalon>(Seat(2))),
        Received::Joined
    );
    let mut fresh = None;
    deliver(&game, &mut link, &mut fresh, &names);
    let fresh = fresh.unwrap();
    assert_eq!(fresh.story.len(), game.log_for(Some(Seat(2))).count());
    assert!(!fresh.story.is_empty());
}
