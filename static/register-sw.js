// Registers the service worker (SPEC §7.1) once the board is ready, so that its
// precache download revalidates what the boot already fetched instead of
// competing with it.
const SERVICE_WORKER_URL = new URL("../sw.js", import.meta.url);

function register() {
  navigator.serviceWorker.register(SERVICE_WORKER_URL).catch((error) => {
    console.warn("Service worker registration failed:", error);
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
