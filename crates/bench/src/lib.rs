//! Workloads for the figures, shared by the native commands and the in-browser benchmark.

pub mod avalon;
pub mod chips;
