//! Player settings, remembered in browser storage.

use crate::i18n::Language;
use gloo::storage::{LocalStorage, Storage};
use serde::{Deserialize, Serialize};

const KEY: &str = "rt.settings";

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Speed {
    Off,
    Fast,
    Normal,
    Slow,
}

impl Speed {
    pub const ALL: [Speed; 4] = [Speed::Off, Speed::Fast, Speed::Normal, Speed::Slow];

    pub fn key(self) -> &'static str {
        match self {
            Speed::Off => "speed-off",
            Speed::Fast => "speed-fast",
            Speed::Normal => "speed-normal",
            Speed::Slow => "speed-slow",
        }
    }

    /// How long a bot waits before it moves, so people can follow the table.
    pub fn bot_delay_ms(self) -> u32 {
        match self {
            Speed::Off => 0,
            Speed::Fast => 250,
            Speed::Normal => 700,
            Speed::Slow => 1500,
        }
    }

    /// How long each line of what happened stays before the next one is told.
    pub fn story_pace_ms(self) -> u32 {
        match self {
            Speed::Off => 0,
            Speed::Fast => 450,
            Speed::Normal => 1000,
            Speed::Slow => 1900,
        }
    }

    /// Multiplier for CSS transitions.
    pub fn animation_factor(self) -> f64 {
        match self {
            Speed::Off => 0.0,
            Speed::Fast => 0.5,
            Speed::Normal => 1.0,
            Speed::Slow => 2.0,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Settings {
    /// `None` follows the browser.
    pub language: Option<Language>,
    pub animation: Speed,
    pub bot_speed: Speed,
    /// Show what you were told about hidden chips (Avalon slots, other hands).
    #[serde(default = "on")]
    pub memory_aid: bool,
}

fn on() -> bool {
    true
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            language: None,
            animation: Speed::Normal,
            bot_speed: Speed::Normal,
            memory_aid: true,
        }
    }
}

impl Settings {
    /// Stored settings, or the defaults when there are none or they cannot be read.
    pub fn load() -> Settings {
        LocalStorage::get(KEY).unwrap_or_default()
    }

    pub fn save(&self) {
        let _ = LocalStorage::set(KEY, self);
    }

    pub fn language(&self) -> Language {
        self.language.unwrap_or_else(Language::from_browser)
    }
}
