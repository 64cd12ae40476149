import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');

/**
 * Every arrow of the layers drawn in the README, written out here
 * rather than taken from the config, so a rule that forbids an allowed import fails the clean
 * tree. One file per folder, importing one file of each folder its line names.
 */
const ALLOWED: Readonly<Record<string, readonly string[]>> = {
  sim: [],
  levels: ['sim'],
  replay: ['levels', 'sim'],
  api: ['replay', 'levels', 'sim'],
  storage: ['replay', 'sim'],
  loop: ['sim'],
  render: ['sim'],
  app: ['api', 'replay', 'levels', 'sim', 'loop', 'storage'],
  ui: ['app', 'api', 'replay', 'levels', 'sim', 'loop', 'storage', 'render', 'input', 'audio'],
  input: ['app', 'api', 'replay', 'levels', 'sim', 'loop', 'storage', 'render'],
  audio: ['app', 'api', 'replay', 'levels', 'sim', 'loop', 'storage', 'render'],
  cli: ['replay', 'levels', 'sim'],
  server: ['api', 'replay', 'levels', 'sim'],
  admin: ['ui', 'app', 'api', 'replay', 'levels', 'sim', 'loop', 'storage', 'render'],
};

/** The rule that holds each folder to its line of the table, by name. */
const RULE_OF: Readonly<Record<string, string>> = {
  sim: 'sim-is-innermost',
  levels: 'levels-only-sim',
  replay: 'replay-pure-core',
  api: 'api-pure-core',
  storage: 'storage-not-shell',
  loop: 'loop-only-sim',
  render: 'render-only-sim',
  app: 'app-not-shell',
  ui: 'shell-not-cli-or-server',
  input: 'devices-below-screens',
  audio: 'devices-below-screens',
  cli: 'cli-core-only',
  server: 'server-core-only',
  admin: 'admin-console-page',
};

/**
 * Every import the table forbids, at once: each folder's `planted.ts` imports every other folder
 * its line does not name. A rule that lets one more folder through (a line of the config grown
 * by one name) misses that folder's violation.
 */
function everyForbiddenImport(): Planted & { readonly count: number } {
  const files: Tree = {};
  const expected: Expected[] = [];
  const folders = Object.keys(ALLOWED);
  for (const [folder, allowed] of Object.entries(ALLOWED)) {
    const forbidden = folders.filter((to) => to !== folder && !allowed.includes(to));
    const from = `src/${folder}/planted.ts`;
    files[from] = forbidden
      .map((to) => `export { ${to}Part as ${to}Planted } from '../${to}/part';\n`)
      .join('');
    for (const to of forbidden) {
      expected.push({ rule: RULE_OF[folder] ?? '?', from, to: `src/${to}/part.ts` });
    }
  }
  return { rule: 'every line', files, expected, count: expected.length };
}

/** A tree of files: path under the tree's root to the module's source. */
type Tree = Record<string, string>;

/** The clean tree: each folder's `part.ts` imports each allowed folder's `part.ts`; main imports all. */
function cleanTree(): Tree {
  const tree: Tree = {};
  for (const [folder, allowed] of Object.entries(ALLOWED)) {
    // A folder's files may always import one another: `own.ts` beside each `part.ts`.
    const imports = [
      `import { own } from './own';`,
      ...allowed.map((to) => `import { ${to}Part } from '../${to}/part';`),
    ];
    const uses = ['own', ...allowed.map((to) => `${to}Part`)].join(', ');
    tree[`src/${folder}/own.ts`] = 'export const own = 1;\n';
    tree[`src/${folder}/part.ts`] =
      `${imports.join('\n')}\nexport const ${folder}Part: readonly unknown[] = [${uses}];\n`;
  }
  const folders = Object.keys(ALLOWED);
  tree['src/main.ts'] =
    `${folders.map((f) => `import { ${f}Part } from './${f}/part';`).join('\n')}\n` +
    `export const everything = [${folders.map((f) => `${f}Part`).join(', ')}];\n`;
  return tree;
}

/** A violation as the test expects it: which rule, from which file (or folder), toward which. */
interface Expected {
  readonly rule: string;
  readonly from: string;
  readonly to: string;
}

/**
 * A planted violation of one rule: the files it adds to the clean tree, and every violation
 * lint must report for it, and nothing else.
 */
interface Planted {
  readonly rule: string;
  readonly files: Tree;
  readonly expected: readonly Expected[];
}

/** One import from `from` to the file `to` (`source` is the importing file's whole text). */
function plant(
  rule: string,
  from: string,
  to: string,
  source: string,
  support: Tree = {},
): Planted {
  return { rule, files: { ...support, [from]: source }, expected: [{ rule, from, to }] };
}

/** One planted violation per rule, each cruised on its own beside the clean tree. */
const PLANTED: readonly Planted[] = [
  plant(
    'sim-is-innermost',
    'src/sim/planted.ts',
    'src/ui/part.ts',
    "export { uiPart } from '../ui/part';\n",
  ),
  plant(
    'levels-only-sim',
    'src/levels/planted.ts',
    'src/replay/part.ts',
    "export { replayPart } from '../replay/part';\n",
  ),
  // The folder cycle of earlier code: the replay format took the player-name limit from settings.
  plant(
    'replay-pure-core',
    'src/replay/planted.ts',
    'src/storage/part.ts',
    "export { storagePart } from '../storage/part';\n",
  ),
  // The HTTP contract is shared by the service and the game: it cannot lean on the service.
  plant(
    'api-pure-core',
    'src/api/planted.ts',
    'src/server/part.ts',
    "export { serverPart } from '../server/part';\n",
  ),
  plant(
    'storage-not-shell',
    'src/storage/planted.ts',
    'src/app/part.ts',
    "export { appPart } from '../app/part';\n",
  ),
  plant(
    'loop-only-sim',
    'src/loop/planted.ts',
    'src/render/part.ts',
    "export { renderPart } from '../render/part';\n",
  ),
  plant(
    'render-only-sim',
    'src/render/planted.ts',
    'src/loop/part.ts',
    "export { loopPart } from '../loop/part';\n",
  ),
  plant(
    'app-not-shell',
    'src/app/planted.ts',
    'src/ui/part.ts',
    "export { uiPart } from '../ui/part';\n",
  ),
  plant(
    'shell-not-cli-or-server',
    'src/ui/planted.ts',
    'src/server/part.ts',
    "export { serverPart } from '../server/part';\n",
  ),
  // The screens use the devices; a device that reached back into a screen would close a cycle.
  plant(
    'devices-below-screens',
    'src/input/planted.ts',
    'src/ui/part.ts',
    "export { uiPart } from '../ui/part';\n",
  ),
  plant(
    'cli-core-only',
    'src/cli/planted.ts',
    'src/storage/part.ts',
    "export { storagePart } from '../storage/part';\n",
  ),
  plant(
    'server-core-only',
    'src/server/planted.ts',
    'src/app/part.ts',
    "import type { appPart } from '../app/part';\nexport type App = typeof appPart;\n",
  ),
  // The service never reaches the browser shell, not even for a type.
  plant(
    'server-core-only',
    'src/server/planted.ts',
    'src/ui/part.ts',
    "import type { uiPart } from '../ui/part';\nexport type Ui = typeof uiPart;\n",
  ),
  // The console calling the service's code directly instead of its HTTP API.
  plant(
    'admin-console-page',
    'src/admin/planted.ts',
    'src/server/part.ts',
    "export { serverPart } from '../server/part';\n",
  ),
  // The game reaching into the console.
  plant(
    'shell-not-cli-or-server',
    'src/ui/planted.ts',
    'src/admin/part.ts',
    "export { adminPart } from '../admin/part';\n",
  ),
  plant(
    'server-root-composes',
    'src/server/runs/planted.ts',
    'src/server/part.ts',
    "export { serverPart } from '../part';\n",
  ),
  {
    // Two folders of the service leaning on each other, with no cycle between files: the shape
    // of a use case folder and the folder it calls importing each other's helpers.
    rule: 'no-server-folder-cycle',
    files: {
      'src/server/runs/post-run.ts':
        "import { check } from '../levels/check';\nexport const post = check;\n",
      'src/server/levels/check.ts': 'export const check = 1;\n',
      'src/server/levels/publish.ts':
        "import { hash } from '../runs/hash';\nexport const publish = hash;\n",
      'src/server/runs/hash.ts': 'export const hash = 1;\n',
    },
    expected: [
      { rule: 'no-server-folder-cycle', from: 'src/server/levels', to: 'src/server/runs' },
      { rule: 'no-server-folder-cycle', from: 'src/server/runs', to: 'src/server/levels' },
    ],
  },
  {
    // The store's folder cycle of earlier code: database.ts took the catalogue's table types from
    // store/catalogue, whose stores took the database's types from database.ts. No file cycle,
    // and the folder-cycle rule does not see a folder and the folder holding it.
    rule: 'store-root-composes',
    files: {
      'src/server/store/database.ts':
        "import type { Tables } from './catalogue/tables';\nexport type Database = Tables;\n",
      'src/server/store/catalogue/tables.ts':
        'export interface Tables {\n  readonly id: string;\n}\n',
      'src/server/store/catalogue/catalogue-store.ts':
        "import type { Database } from '../database';\nexport type Store = Database;\n",
    },
    expected: [
      {
        rule: 'store-root-composes',
        from: 'src/server/store/catalogue/catalogue-store.ts',
        to: 'src/server/store/database.ts',
      },
    ],
  },
  plant(
    'nothing-imports-main',
    'src/ui/planted.ts',
    'src/main.ts',
    "export { everything } from '../main';\n",
  ),
  plant(
    'src-not-tooling',
    'src/audio/planted.ts',
    'tests/helper.ts',
    "export { helper } from '../../tests/helper';\n",
    { 'tests/helper.ts': 'export const helper = 1;\n' },
  ),
  // A cycle of type-only imports, like replay-kit -> replay-viewer -> replay-options.
  plant(
    'no-circular',
    'src/app/cycle-a.ts',
    'src/app/cycle-b.ts',
    "import type { B } from './cycle-b';\nexport interface A {\n  readonly b: B | null;\n}\n",
    {
      'src/app/cycle-b.ts':
        "import type { A } from './cycle-a';\nexport interface B {\n  readonly a: A | null;\n}\n",
    },
  ),
];

const roots: string[] = [];

function writeTree(tree: Tree): string {
  const root = mkdtempSync(join(tmpdir(), 'mythic-maze-boundaries-'));
  roots.push(root);
  for (const [path, source] of Object.entries(tree)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), source);
  }
  return root;
}

/** Cruises `src` of a tree with the project's own dependency-cruiser and TypeScript config. */
async function cruiseTree(tree: Tree): Promise<ICruiseResult> {
  const root = writeTree(tree);
  const options = await extractDepcruiseOptions(join(ROOT, '.dependency-cruiser.js'));
  const tsConfig = extractTSConfig(join(ROOT, 'tsconfig.json'));
  const reported = await cruise(['src'], { ...options, baseDir: root }, undefined, { tsConfig });
  if (typeof reported.output === 'string') throw new Error('expected a cruise result');
  return reported.output;
}

function sorted(list: readonly Expected[]): Expected[] {
  return [...list].sort((a, b) => `${a.rule} ${a.from}`.localeCompare(`${b.rule} ${b.from}`));
}

function violations(result: ICruiseResult): Expected[] {
  return sorted(
    result.summary.violations.map((v) => ({ rule: v.rule.name, from: v.from, to: v.to })),
  );
}

afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

describe('the import rules of .dependency-cruiser.js', () => {
  let clean: ICruiseResult;

  beforeAll(async () => {
    clean = await cruiseTree(cleanTree());
  }, 60_000);

  it('let every arrow of the layout through', () => {
    expect(violations(clean)).toEqual([]);
    // Not a vacuous pass: every allowed import was resolved and judged.
    const local = clean.modules.flatMap((module) =>
      module.dependencies
        .filter((dependency) => !dependency.couldNotResolve)
        .map((dependency) => `${module.source} -> ${dependency.resolved}`),
    );
    for (const [folder, allowed] of Object.entries(ALLOWED)) {
      expect(local).toContain(`src/${folder}/part.ts -> src/${folder}/own.ts`);
      for (const to of allowed)
        expect(local).toContain(`src/${folder}/part.ts -> src/${to}/part.ts`);
    }
    expect(local.filter((arrow) => arrow.startsWith('src/main.ts -> '))).toHaveLength(
      Object.keys(ALLOWED).length,
    );
  });

  it.each(PLANTED.map((planted) => [planted.rule, planted.expected[0]?.to, planted] as const))(
    'fail %s on a planted import toward %s, naming the rule and the file, and nothing else',
    async (_rule, _to, planted) => {
      const result = await cruiseTree({ ...cleanTree(), ...planted.files });
      expect(violations(result)).toEqual(sorted(planted.expected));
    },
    60_000,
  );

  it("fail every import a folder's line does not name, each under its rule", async () => {
    const planted = everyForbiddenImport();
    // 14 folders, 14 x 13 possible arrows, less the 58 the table allows.
    expect(planted.count).toBe(14 * 13 - 58);
    const result = await cruiseTree({ ...cleanTree(), ...planted.files });
    const found = [...result.summary.violations]
      .map((v) => ({ rule: v.rule.name, from: v.from, to: v.to }))
      .sort((a, b) => `${a.from} ${a.to}`.localeCompare(`${b.from} ${b.to}`));
    const wanted = [...planted.expected].sort((a, b) =>
      `${a.from} ${a.to}`.localeCompare(`${b.from} ${b.to}`),
    );
    expect(found).toEqual(wanted);
  }, 60_000);

  it('count a cycle of type-only imports as a cycle', async () => {
    const planted = PLANTED.find((p) => p.rule === 'no-circular');
    const result = await cruiseTree({ ...cleanTree(), ...planted?.files });
    const cycle = result.summary.violations.find((v) => v.from === 'src/app/cycle-a.ts');
    expect(cycle?.cycle?.map((step) => step.name)).toEqual([
      'src/app/cycle-b.ts',
      'src/app/cycle-a.ts',
    ]);
    expect(cycle?.cycle?.every((step) => step.dependencyTypes.includes('type-only'))).toBe(true);
  }, 60_000);
});
