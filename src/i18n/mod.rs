//! The one translation layer: every visible string goes through `I18n::t`.
//!
//! Fluent bundles for English, French and Spanish are compiled into the app, so translation
//! works offline and a missing key shows the key itself instead of failing.

mod language;

pub use language::Language;

use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use std::rc::Rc;
use yew::prelude::*;

const EN: &str = include_str!("en.ftl");
const FR: &str = include_str!("fr.ftl");
const ES: &str = include_str!("es.ftl");

/// The translation sources, for tests that check every language has every message.
pub const SOURCES: [(Language, &str); 3] =
    [(Language::En, EN), (Language::Fr, FR), (Language::Es, ES)];

pub struct Translator {
    language: Language,
    bundle: FluentBundle<FluentResource>,
}

impl Translator {
    pub fn new(language: Language) -> Self {
        let source = match language {
            Language::En => EN,
            Language::Fr => FR,
            Language::Es => ES,
        };
        let mut bundle = FluentBundle::new(vec![language.langid()]);
        // Isolation marks around arguments would show as stray characters in plain text.
        bundle.set_use_isolating(false);
        // A syntax error in one message still leaves the others usable.
        let resource = FluentResource::try_new(source.to_string()).unwrap_or_else(|(res, _)| res);
        let _ = bundle.add_resource(resource);
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
}

impl std::ops::Deref for I18n {
    type Target = Translator;
    fn deref(&self) -> &Translator {
        &self.0
    }
}

#[hook]
pub fn use_i18n() -> I18n {
    use_context::<I18n>().unwrap_or_else(|| I18n::new(Language::En))
}
