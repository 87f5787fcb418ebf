//! The heuristic's thresholds (`Params`: level 1's, and level 2's own) by name, for the
//! tools that tune and measure the bots: the examples' `CAMELOT_PARAMS` and the arena's
//! `CAMELOT_L2_PARAMS` ("name=value,…").

use super::heuristic::Params;

/// The "name=value" pairs of "name=value,…" (a value that does not read is 0), as the
/// tools that tune the bots write them.
pub fn settings(text: &str) -> impl Iterator<Item = (&str, f64)> {
    text.split(',')
        .filter_map(|pair| pair.split_once('='))
        .map(|(name, value)| (name.trim(), value.trim().parse().unwrap_or(0.0)))
}

impl Params {
    /// Sets the threshold `name` to `value` (counts and levels rounded down, switches on
    /// above 0); false for a name it does not know. A threshold a larger table has its own
    /// value for (`Params::crowd`) is set there too, so it holds at every table;
    /// `crowd=0` drops the larger table's values altogether.
    pub fn set(&mut self, name: &str, value: f64) -> bool {
        let (f, n, on) = (value, value as u8, value > 0.0);
        match name {
            "sacrifice_from" => self.sacrifice_from = n,
            "sacrifice_worth" => self.sacrifice_worth = f,
            "siege_from" => self.siege_from = n,
            "face_down_below" => self.face_down_below = value as usize,
            "cash_in_swords" => self.cash_in_swords = n,
            "draw_worth" => self.draw_worth = f,
            "move_cost" => self.move_cost = f,
            "join" => self.join = f,
            "war_stake" => self.war_stake = f,
            "grail_stake" => self.grail_stake = f,
            "life_with_trio_from" => self.life_with_trio_from = n,
            "heal_worth" => self.heal_worth = f,
            "finish" => self.finish = f,
            "claim_weight" => self.claim_weight = f,
            "life_after_blow_from" => self.life_after_blow_from = n,
            "engine_below" => self.engine_below = n,
            "life_from" => self.life_from = n,
            "engines_late" => self.engines_late = n,
            "hide_from" => self.hide_from = f,
            "sabotage" => self.sabotage = on,
            "raid_engines" => self.raid_engines = on,
            "quiet_from" => self.quiet_from = f,
            "life_worth" => self.life_worth = f,
            "share" => self.share = f,
            "tug_boost" => self.tug_boost = f,
            "siege_worth" => self.siege_worth = f,
            "heal_below" => self.heal_below = n,
            "spare_heal_worth" => self.spare_heal_worth = f,
            "accuse_from" => self.accuse_from = f,
            "accuse_lead" => self.accuse_lead = f,
            "late_swords" => self.late_swords = n,
            "late_pair_swords" => self.late_pair_swords = n,
            "late_from" => self.late_from = f,
            "late_lead" => self.late_lead = f,
            "one_guess" => self.one_guess = on,
            "fatal_risk" => self.fatal_risk = f,
            "crowd" => {
                if !on {
                    self.crowd = None;
                }
            }
            _ => return false,
        }
        if let Some(c) = &mut self.crowd {
            match name {
                "face_down_below" => c.face_down_below = self.face_down_below,
                "join" => c.join = self.join,
                "finish" => c.finish = self.finish,
                "siege_worth" => c.siege_worth = self.siege_worth,
                "life_worth" => c.life_worth = self.life_worth,
                "life_with_trio_from" => c.life_with_trio_from = self.life_with_trio_from,
                "life_after_blow_from" => c.life_after_blow_from = self.life_after_blow_from,
                "grail_stake" => c.grail_stake = self.grail_stake,
                _ => {}
            }
        }
        true
    }

    /// These thresholds with those "name=value,…" sets (`settings`); the names it does not
    /// know, for the caller to report.
    pub fn with_settings(mut self, text: &str) -> (Params, Vec<String>) {
        let mut unknown = Vec::new();
        for (name, value) in settings(text) {
            if !self.set(name, value) {
                unknown.push(name.to_string());
            }
        }
        (self, unknown)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A threshold set by name holds at a larger table too; unknown names are returned.
    #[test]
    fn thresholds_are_set_by_name_at_every_table() {
        let (p, unknown) =
            Params::default().with_settings("siege_worth=0.5,life_from=4,grail_stake=20,nope=1");
        assert_eq!(unknown, ["nope"]);
        assert_eq!(p.siege_worth, 0.5);
        assert_eq!(p.life_from, 4);
        assert_eq!(p.grail_stake, 20.0);
        let larger = p.at_table(7, true);
        assert_eq!(larger.siege_worth, 0.5);
        assert_eq!(larger.life_from, 4);
        assert_eq!(larger.grail_stake, 20.0);
        let (plain, _) = p.with_settings("crowd=0");
        assert_eq!(plain.crowd, None);
        let mut q = Params::default();
        assert!(q.set("sabotage", 0.0));
        assert!(!q.sabotage);
    }
}
