import { Workbox } from 'workbox-window';

/** How often an open page asks the server whether a new build is out. */
const CHECK_EVERY_MS = 60 * 60 * 1000;

/** The installed build as the game drives it: asked to check for a new one, or to reload into it. */
export interface InstalledBuild {
  /** Asks the server whether a new build is out (a waiting one is announced as usual). */
  check(): void;
  /** Lets the waiting build take over and reloads the page into it (or just reloads). */
  reload(): void;
}

/** What registering the worker is told and uses. */
export interface ServiceWorkerOptions {
  /** The worker's script, relative to the page (`./sw.js`). */
  readonly url: string;
  /** A new build is installed and waits to take over, or took over from another tab. */
  readonly onUpdateReady: () => void;
}

/**
 * Registers the game's service worker (loaded after the first frame, from its own chunk), which
 * precaches the build so the game loads offline. A new build waits until the game lets it take
 * over (`reload`), so a run in progress is never cut short; the page checks for one hourly and
 * whenever it comes back online. Null where the browser has no service workers (a page served
 * over plain http from another host): the game then simply needs the network to load.
 */
export function registerServiceWorker(options: ServiceWorkerOptions): InstalledBuild | null {
  if (!('serviceWorker' in navigator)) return null;
  const workbox = new Workbox(options.url);
  let reloading = false;
  workbox.addEventListener('waiting', () => {
    options.onUpdateReady();
  });
  workbox.addEventListener('controlling', (event) => {
    // The first install takes control too (clientsClaim): only a new build is news.
    if (reloading) window.location.reload();
    else if (event.isUpdate === true) options.onUpdateReady();
  });
  const check = () => {
    workbox.update().catch(() => undefined);
  };
  workbox.register().catch((error: unknown) => {
    console.warn('Mythic Maze will need the network to load: no service worker.', error);
  });
  window.setInterval(check, CHECK_EVERY_MS);
  window.addEventListener('online', check);
  return {
    check,
    reload: () => {
      if (reloading) return;
      reloading = true;
      void navigator.serviceWorker.getRegistration().then((registration) => {
        // The page reloads once the waiting build controls it ('controlling' above).
        if (registration?.waiting != null) workbox.messageSkipWaiting();
        else window.location.reload();
      });
    },
  };
}
