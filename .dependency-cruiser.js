// @ts-check
/**
 * The import rules of the source layers, checked by dependency-cruiser in `npm run lint`.
 *
 * The layers and their arrows are the table "The arrows" in the README (README.md#the-arrows):
 * each line there is one `onlyImports` rule here, named in the README. Each arrow is written as a
 * `forbidden` rule: from a folder, any import into `src/` outside the folders its line names.
 * Folders that do not exist yet are covered all the same, so the first file put there is held to
 * its line. Because the arrows only ever point inward, they also rule out cycles between folders;
 * `no-circular` rules out cycles between files, type-only imports included
 * (`tsPreCompilationDeps`). Inside `src/server`, which the per-folder arrows see as one folder,
 * `no-server-folder-cycle` rules out cycles between its subfolders and `server-root-composes`
 * keeps the subfolders from importing the files at its root; `store-root-composes` does the same
 * inside `src/server/store`.
 *
 * Imports of npm packages and Node built-ins are not judged here: ESLint keeps DOM and clock
 * globals out of the pure folders, and the bundle keeps runtime dependencies in view.
 */

/**
 * A rule forbidding imports from `folder` into any part of `src/` that `allowed` does not name.
 *
 * @param {{ name: string, comment: string, folder: string, allowed: readonly string[] }} rule
 *   `folder` is a folder name, or several as a regex alternation such as `input|audio`.
 * @returns {import('dependency-cruiser').IForbiddenRuleType}
 */
function onlyImports({ name, comment, folder, allowed }) {
  return {
    name,
    comment,
    severity: 'error',
    from: { path: `^src/(${folder})/` },
    // main.ts is left to `nothing-imports-main`, so an import of it reports that rule alone. `$1`
    // is the importing folder itself: of several folders under one rule, none reaches another.
    to: {
      path: '^src/',
      pathNot: [`^src/(${['$1', ...allowed].join('|')})/`, '^src/main\\.ts$'],
    },
  };
}

/** The pure core: what a Node command or a server may share with the browser. */
const PURE_CORE = ['replay', 'levels', 'sim'];
/** Everything below the browser shell. */
const BELOW_SHELL = ['app', 'api', 'replay', 'levels', 'sim', 'loop', 'storage', 'render'];
/** The page's devices: keys and pads in, sound out. The screens (src/ui) use them, not back. */
const DEVICES = ['input', 'audio'];

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    onlyImports({
      name: 'sim-is-innermost',
      comment:
        'src/sim is the innermost layer: the rules of the game, pure and deterministic, import no other folder.',
      folder: 'sim',
      allowed: [],
    }),
    onlyImports({
      name: 'levels-only-sim',
      comment: 'src/levels builds levels from the rules and may import src/sim only.',
      folder: 'levels',
      allowed: ['sim'],
    }),
    onlyImports({
      name: 'replay-pure-core',
      comment:
        'src/replay is a run as data, shared by the browser, the CLI and the server: it may import src/levels and src/sim only.',
      folder: 'replay',
      allowed: ['levels', 'sim'],
    }),
    onlyImports({
      name: 'api-pure-core',
      comment:
        'src/api is the HTTP contract shared by the service and the game: it may import the pure core only (replay, levels, sim), never the service or the application.',
      folder: 'api',
      allowed: PURE_CORE,
    }),
    onlyImports({
      name: 'storage-not-shell',
      comment:
        'src/storage is persistence only: it may import src/replay (types, schemas) and src/sim, never the application, the shell or the level generator.',
      folder: 'storage',
      allowed: ['replay', 'sim'],
    }),
    onlyImports({
      name: 'loop-only-sim',
      comment: 'src/loop owns time and takes only the tick rate from src/sim.',
      folder: 'loop',
      allowed: ['sim'],
    }),
    onlyImports({
      name: 'render-only-sim',
      comment: 'src/render draws simulation state and may import src/sim only.',
      folder: 'render',
      allowed: ['sim'],
    }),
    onlyImports({
      name: 'app-not-shell',
      comment:
        'src/app is the application without DOM: it may import api, replay, levels, sim, loop and storage, and reaches the page only through interfaces main.ts hands in.',
      folder: 'app',
      allowed: ['api', 'replay', 'levels', 'sim', 'loop', 'storage'],
    }),
    onlyImports({
      name: 'shell-not-cli-or-server',
      comment:
        'The screens (src/ui) may import the devices (src/input, src/audio), src/app, everything below it and src/render, never the Node commands or the server.',
      folder: 'ui',
      allowed: [...DEVICES, ...BELOW_SHELL],
    }),
    onlyImports({
      name: 'admin-console-page',
      comment:
        "The operator console (src/admin) is a page of its own: it may import the screens' element helpers (src/ui), src/app, everything below it and src/render. No folder's line names src/admin, so nothing imports it.",
      folder: 'admin',
      allowed: ['ui', ...BELOW_SHELL],
    }),
    onlyImports({
      name: 'devices-below-screens',
      comment:
        'The devices (src/input, src/audio) may import src/app, everything below it and src/render; never the screens, each other, the Node commands or the server.',
      folder: DEVICES.join('|'),
      allowed: BELOW_SHELL,
    }),
    onlyImports({
      name: 'cli-core-only',
      comment: 'src/cli runs in Node and may import the pure core only: replay, levels, sim.',
      folder: 'cli',
      allowed: PURE_CORE,
    }),
    onlyImports({
      name: 'server-core-only',
      comment:
        'src/server is the leaderboard service in Node: it may import the HTTP contract (api) and the pure core (replay, levels, sim), never the browser shell or the application.',
      folder: 'server',
      allowed: ['api', ...PURE_CORE],
    }),
    {
      name: 'nothing-imports-main',
      comment: 'src/main.ts is the composition root: it imports everything and nothing imports it.',
      severity: 'error',
      from: {},
      to: { path: '^src/main\\.ts$' },
    },
    {
      name: 'src-not-tooling',
      comment: 'The game does not import tests, end-to-end support, benchmarks or scripts.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^(tests|e2e|bench|scripts)/' },
    },
    {
      name: 'server-root-composes',
      comment:
        'The files at the root of src/server compose the service (main, start-service, service-app, service-config); its folders never import them, so no folder can close a cycle through the root.',
      severity: 'error',
      from: { path: '^src/server/[^/]+/' },
      to: { path: '^src/server/[^/]+$' },
    },
    {
      name: 'store-root-composes',
      comment:
        'The files at the root of src/server/store compose the stores; its folders (database, catalogue, moderation) never import them. The table types and the SQL every table shares live in store/database, below the rest, so the root importing a folder and that folder importing the root back (database.ts and the catalogue stores once did) cannot happen.',
      severity: 'error',
      from: { path: '^src/server/store/[^/]+/' },
      to: { path: '^src/server/store/[^/]+$' },
    },
    {
      name: 'no-server-folder-cycle',
      comment:
        'No cycle between the folders of src/server (runs, levels, store, ...): a folder that imports one that imports it back is not a layer of its own.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^src/server/' },
      to: { path: '^src/server/', circular: true },
    },
    {
      name: 'no-circular',
      comment:
        'No cycles between files, type-only imports included: a cycle hides which module is the lower layer.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Keep type-only imports (`import type`) in the graph, so a type cycle is a cycle too.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    // The planted violations of the architecture test are cruised by that test only.
    exclude: { path: '^tests/architecture/fixtures/' },
  },
};
