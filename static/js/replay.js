// The replay's controls: the replay bar's buttons and the win message's "Watch replay"
// become intents; while the view says the replay is playing, one `replay-tick` is sent per step.
// Python decides every step; this module only keeps time.

import { afterEachView, send } from "./bridge.js";
import { DO } from "./contract.js";

let timer = null;

const on = (id, intent) => document.getElementById(id).addEventListener("click", () => send(intent));

on("win-replay", { do: DO.REPLAY });
on("replay-back", { do: DO.REPLAY_BACK });
on("replay-play", { do: DO.REPLAY_PLAY });
on("replay-step", { do: DO.REPLAY_STEP });
on("replay-exit", { do: DO.REPLAY_EXIT });

afterEachView((view) => {
  clearTimeout(timer);
  timer = view.replay?.playing ? setTimeout(() => send({ do: DO.REPLAY_TICK }), view.replay.delay) : null;
});
