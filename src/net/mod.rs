//! Playing across devices in the browser: the WebRTC channel (`peer`) and reading a join
//! code with the camera (`scan`). The protocol and the
//! join codes are the `rt_net` crate's; the host's panel is `games::devices`, the guest's
//! table `games::guest`, and the screen where a guest enters its code `screens::join`.

pub mod code_box;
pub mod peer;
pub mod scan;
