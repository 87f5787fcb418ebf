//! The one translation layer: every visible string goes through `I18n::t`.
//!
//! Fluent bundles for English, French and Spanish are compiled in, so translation works
//! offline and a missing key shows the key itself instead of failing. The messages come in
//! catalogues (shared, then one per game) so that each module carries only its own words.

mod language;

pub use language::Language;

use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use std::rc::Rc;
use yew::prelude::*;

/// One set of messages in every language: the shared ones, or one game's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Catalogue {
    pub name: &'static str,
    pub en: &'static str,
    pub fr: &'static str,
    pub es: &'static str,
}

macro_rules! catalogue {
    ($name:literal) => {
        Catalogue {
            name: $name,
            en: include_str!(concat!("en/", $name, ".ftl")),
            fr: include_str!(concat!("fr/", $name, ".ftl")),
            es: include_str!(concat!("es/", $name, ".ftl")),
        }
    };
}

/// Home, settings, saved games: what the shell needs. A game's rules travel with its module.
pub const SHARED: Catalogue = catalogue!("shared");
/// Each game's own messages travel in that game's module only.
pub const CHIPS: Catalogue = catalogue!("excalibur-chips");
pub const AVALON: Catalogue = catalogue!("avalon");
pub const CAMELOT: Catalogue = catalogue!("camelot");
pub const EXCALIBUR85: Catalogue = catalogue!("excalibur-1985");
/// Every catalogue, for tests and tools that need all messages.
pub const ALL: [Catalogue; 5] = [SHARED, CHIPS, AVALON, CAMELOT, EXCALIBUR85];

impl Catalogue {
    pub fn source(&self, language: Language) -> &'static str {
        match language {
            Language::En => self.en,
            Language::Fr => self.fr,
            Language::Es => self.es,
        }
    }
}

pub struct Translator {
    language: Language,
    bundle: FluentBundle<FluentResource>,
}

impl Translator {
    /// Every message of every game.
    pub fn new(language: Language) -> Self {
        Self::with(language, &ALL)
    }

    /// Only the given catalogues' messages.
    pub fn with(language: Language, catalogues: &[Catalogue]) -> Self {
        let mut bundle = FluentBundle::new(vec![language.langid()]);
        // Isolation marks around arguments would show as stray characters in plain text.
        bundle.set_use_isolating(false);
        for catalogue in catalogues {
            // A syntax error in one message still leaves the others usable.
            let source = catalogue.source(language).to_string();
            let resource = FluentResource::try_new(source).unwrap_or_else(|(res, _)| res);
            let _ = bundle.add_resource(resource);
        }
        Translator { language, bundle }
    }

    pub fn language(&self) -> Language {
        self.language
    }

    pub fn has(&self, key: &str) -> bool {
        self.bundle.has_message(key)
    }

    pub fn t(&self, key: &str) -> String {
        self.format(key, None)
    }

    /// Translates with named arguments, e.g. `t_args("hand-over-title", &[("name", "Ana".into())])`.
    pub fn t_args(&self, key: &str, args: &[(&str, Arg)]) -> String {
        let mut fluent_args = FluentArgs::new();
        for (name, value) in args {
            match value {
                Arg::Text(s) => fluent_args.set(*name, FluentValue::from(s.clone())),
                Arg::Number(n) => fluent_args.set(*name, FluentValue::from(*n)),
            }
        }
        self.format(key, Some(&fluent_args))
    }

    fn format(&self, key: &str, args: Option<&FluentArgs>) -> String {
        let Some(pattern) = self.bundle.get_message(key).and_then(|m| m.value()) else {
            return key.to_string();
        };
        let mut errors = Vec::new();
        self.bundle
            .format_pattern(pattern, args, &mut errors)
            .into_owned()
    }
}

pub enum Arg {
    Text(String),
    Number(f64),
}

impl From<&str> for Arg {
    fn from(s: &str) -> Self {
        Arg::Text(s.to_string())
    }
}

impl From<String> for Arg {
    fn from(s: String) -> Self {
        Arg::Text(s)
    }
}

impl From<usize> for Arg {
    fn from(n: usize) -> Self {
        Arg::Number(n as f64)
    }
}

impl From<u32> for Arg {
    fn from(n: u32) -> Self {
        Arg::Number(f64::from(n))
    }
}

/// Shared handle given to components through a context.
#[derive(Clone)]
pub struct I18n(pub Rc<Translator>);

impl PartialEq for I18n {
    fn eq(&self, other: &Self) -> bool {
        self.0.language() == other.0.language()
    }
}

impl I18n {
    pub fn new(language: Language) -> Self {
        I18n(Rc::new(Translator::new(language)))
    }

    pub fn with(language: Language, catalogues: &[Catalogue]) -> Self {
        I18n(Rc::new(Translator::with(language, catalogues)))
    }
}

impl std::ops::Deref for I18n {
    type Target = Translator;
    fn deref(&self) -> &Translator {
        &self.0
    }
}

#[hook]
pub fn use_i18n() -> I18n {
    use_context::<I18n>().unwrap_or_else(|| I18n::with(Language::En, &[SHARED]))
}
