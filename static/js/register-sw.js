// Registers the service worker once the board is ready, so that its precache
// download revalidates what the boot already fetched instead of competing with it, and offers
// a new release when one is installed (static/js/sw.js waits for the player's word): the banner's
// button lets the waiting worker take over, then reloads into it. When another tab has already
// let it take over, nothing is waiting any more and the button reloads into the active release
// at once. The game resumes from storage.
const SERVICE_WORKER_URL = new URL("../../sw.js", import.meta.url);
const banner = document.getElementById("update-banner");
let reloading = false;
let registration = null;

function reloadIntoNewRelease() {
  const waiting = registration?.waiting;
  if (waiting) {
    reloading = true;
    waiting.postMessage({ type: "skip-waiting" });
  } else {
    location.reload();
  }
}

function offer() {
  banner.hidden = false;
  document.getElementById("update-reload").onclick = reloadIntoNewRelease;
}

function watchForUpdates(registered) {
  if (!registered) return; // service workers switched off (a browser setting): nothing to offer
  registration = registered;
  if (registration.waiting && navigator.serviceWorker.controller) offer();
  registration.addEventListener("updatefound", () => {
    const worker = registration.installing;
    worker?.addEventListener("statechange", () => {
      if (worker.state === "installed" && navigator.serviceWorker.controller) offer();
    });
  });
  registration.update().catch(() => {});
}

function register() {
  navigator.serviceWorker.register(SERVICE_WORKER_URL).then(watchForUpdates, (error) => {
    console.warn("Service worker registration failed:", error);
  });
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    if (reloading) location.reload();
  });
}

function registerWhenReady() {
  const root = document.documentElement;
  if (root.hasAttribute("data-ready")) {
    register();
    return;
  }
  const observer = new MutationObserver(() => {
    if (root.hasAttribute("data-ready")) {
      observer.disconnect();
      register();
    }
  });
  observer.observe(root, { attributes: true, attributeFilter: ["data-ready"] });
}

if ("serviceWorker" in navigator) registerWhenReady();
