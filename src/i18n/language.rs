//! The languages the app speaks, and how the browser's preference picks one.

use serde::{Deserialize, Serialize};
use unic_langid::{langid, LanguageIdentifier};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Language {
    En,
    Fr,
    Es,
}

impl Language {
    pub const ALL: [Language; 3] = [Language::En, Language::Fr, Language::Es];

    pub fn code(self) -> &'static str {
        match self {
            Language::En => "en",
            Language::Fr => "fr",
            Language::Es => "es",
        }
    }

    /// The language's own name, shown as is in every language.
    pub fn native_name(self) -> &'static str {
        match self {
            Language::En => "English",
            Language::Fr => "Français",
            Language::Es => "Español",
        }
    }

    pub fn from_code(code: &str) -> Option<Language> {
        let primary = code.split(['-', '_']).next()?.to_ascii_lowercase();
        Language::ALL.into_iter().find(|l| l.code() == primary)
    }

    /// The first of the browser's preferred languages that we speak, else English.
    pub fn from_browser() -> Language {
        let Some(navigator) = web_sys::window().map(|w| w.navigator()) else {
            return Language::En;
        };
        let preferred = navigator.languages();
        preferred
            .iter()
            .filter_map(|v| v.as_string())
            .chain(navigator.language())
            .find_map(|code| Language::from_code(&code))
            .unwrap_or(Language::En)
    }

    pub(super) fn langid(self) -> LanguageIdentifier {
        match self {
            Language::En => langid!("en"),
            Language::Fr => langid!("fr"),
            Language::Es => langid!("es"),
        }
    }
}
