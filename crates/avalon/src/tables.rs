//! The spec's tables as data: sides per player count (§1.1) and quest team sizes with the
//! Fail cards each quest needs to fail (§1.2).

/// (good, evil) per player count, 5 to 10.
pub fn sides(players: usize) -> Option<(usize, usize)> {
    Some(match players {
        5 => (3, 2),
        6 => (4, 2),
        7 => (4, 3),
        8 => (5, 3),
        9 => (6, 3),
        10 => (6, 4),
        _ => return None,
    })
}

/// (team size, Fail cards needed to fail) for each of the five quests.
pub fn quests(players: usize) -> Option<[(usize, usize); 5]> {
    Some(match players {
        5 => [(2, 1), (3, 1), (2, 1), (3, 1), (3, 1)],
        6 => [(2, 1), (3, 1), (4, 1), (3, 1), (4, 1)],
        7 => [(2, 1), (3, 1), (3, 1), (4, 2), (4, 1)],
        8 => [(3, 1), (4, 1), (4, 1), (5, 2), (5, 1)],
        9 => [(3, 1), (4, 1), (4, 1), (5, 2), (5, 1)],
        10 => [(3, 1), (4, 1), (4, 1), (5, 2), (5, 1)],
        _ => return None,
    })
}

/// Rejected proposals in one round that end the game.
pub const MAX_REJECTIONS: u8 = 5;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_tables_match_the_rules() {
        for n in 5..=10 {
            let (good, evil) = sides(n).unwrap();
            assert_eq!(good + evil, n);
            assert!(evil * 2 < n, "evil is the minority");
            let q = quests(n).unwrap();
            // Only quest 4 needs two Fails, and only from 7 players.
            for (i, (size, fails)) in q.iter().enumerate() {
                assert!(*size <= n);
                assert_eq!(*fails, if i == 3 && n >= 7 { 2 } else { 1 });
            }
        }
        assert_eq!(sides(4), None);
        assert_eq!(quests(11), None);
        assert_eq!(quests(7).unwrap(), [(2, 1), (3, 1), (3, 1), (4, 2), (4, 1)]);
    }
}
