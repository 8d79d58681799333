// The replay's controls (SPEC §16): the replay bar's buttons and the win message's "Watch replay"
// become intents; while the view says the replay is playing, one `replay-tick` is sent per step.
// Python decides every step; this module only keeps time.

import { afterEachView, send } from "./bridge.js";

let timer = null;

const on = (id, intent) => document.getElementById(id).addEventListener("click", () => send(intent));

on("win-replay", { do: "replay" });
on("replay-back", { do: "replay-back" });
on("replay-play", { do: "replay-play" });
on("replay-step", { do: "replay-step" });
on("replay-exit", { do: "replay-exit" });

afterEachView((view) => {
  clearTimeout(timer);
  timer = view.replay?.playing ? setTimeout(() => send({ do: "replay-tick" }), view.replay.delay) : null;
});
