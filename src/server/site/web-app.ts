/**
 * The game as an installable web app: its manifest and what its service worker keeps, owned
 * here once. vite.config.ts hands both to vite-plugin-pwa (which writes `manifest.webmanifest`
 * and `sw.js` into the build); the tests read them from here.
 */
import { SERVICE_WORKER_PATH } from './page-headers';

/** The icons in the build's root (made by `npm run icons` from public/favicon.svg). */
export const APP_ICONS = [
  { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: 'icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

/** The title screen's colours: the page behind the labyrinth, and its panels. */
export const APP_COLOURS = { background: '#0b0806', theme: '#16100b' } as const;

/**
 * The web app manifest. `start_url`, `scope` and `id` are relative to the manifest, which sits in
 * the site's root: the installed game opens the title, and every page of the site is in scope.
 */
export const WEB_APP_MANIFEST = {
  id: './',
  name: 'Mythic Maze',
  short_name: 'Mythic Maze',
  description: 'Cross the labyrinth before the torch burns out.',
  lang: 'en',
  display: 'standalone' as const,
  orientation: 'landscape' as const,
  start_url: './',
  scope: './',
  background_color: APP_COLOURS.background,
  theme_color: APP_COLOURS.theme,
  icons: APP_ICONS.map(({ src, sizes, type, purpose }) => ({ src, sizes, type, purpose })),
  categories: ['games'],
};

/** The service worker's file name in the build (vite-plugin-pwa's `filename`). */
export const SERVICE_WORKER_FILE = SERVICE_WORKER_PATH.slice(1);

/**
 * What the service worker precaches: the shell (the page, its stylesheet and icons) and every
 * JavaScript chunk (the built-in levels and the sounds, which are made with Web Audio, are
 * code); vite-plugin-pwa adds the manifest. Source maps are not for players and stay out.
 */
export const PRECACHED_FILES = ['**/*.{html,js,css,svg,png}'];

/** The operator console's page and entry (/admin): not the game's, so no player downloads them. */
export const NOT_PRECACHED = ['admin.html', 'assets/admin-*'];

/**
 * Paths the worker never answers. Requests to the leaderboard service go to the network and are
 * never cached: the game keeps what it needs offline in its own storage (the outbox, the local
 * boards, the last global board seen), so a stale answer can never pass for the service's. The
 * operator console (/admin, /admin.html) is a page of its own, never the game's, whatever its
 * query: Workbox matches these against the path and the query together, so `/admin?x=1` once
 * got the game.
 */
export const NEVER_FROM_THE_WORKER = [/^\/api\//, /^\/admin(\.html)?([?#]|$)/];
