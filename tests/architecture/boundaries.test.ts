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
  storage: ['replay', 'sim'],
  loop: ['sim'],
  render: ['sim'],
  app: ['replay', 'levels', 'sim', 'loop', 'storage'],
  ui: ['app', 'replay', 'levels', 'sim', 'loop', 'storage', 'render', 'input', 'audio'],
  input: ['app', 'replay', 'levels', 'sim', 'loop', 'storage', 'render'],
  audio: ['app', 'replay', 'levels', 'sim', 'loop', 'storage', 'render'],
  cli: ['replay', 'levels', 'sim'],
  server: ['replay', 'levels', 'sim'],
};

/** A tree of files: path under the tree's root to the module's source. */
type Tree = Record<string, string>;

/** The clean tree: each folder's `part.ts` imports each allowed folder's `part.ts`; main imports all. */
function cleanTree(): Tree {
  const tree: Tree = {};
  for (const [folder, allowed] of Object.entries(ALLOWED)) {
    const imports = allowed.map((to) => `import { ${to}Part } from '../${to}/part';`);
    const uses = allowed.map((to) => `${to}Part`).join(', ');
    tree[`src/${folder}/part.ts`] =
      `${imports.join('\n')}\nexport const ${folder}Part: readonly unknown[] = [${uses}];\n`;
  }
  const folders = Object.keys(ALLOWED);
  tree['src/main.ts'] =
    `${folders.map((f) => `import { ${f}Part } from './${f}/part';`).join('\n')}\n` +
    `export const everything = [${folders.map((f) => `${f}Part`).join(', ')}];\n`;
  return tree;
}

/** A violation as the test expects it: which rule, on which file, toward which file. */
interface Expected {
  readonly rule: string;
  readonly from: string;
  readonly to: string;
}

/** One planted import per rule, each in a file of its own, beside the clean tree. */
const PLANTED: readonly (Expected & { readonly source: string })[] = [
  {
    rule: 'sim-is-innermost',
    from: 'src/sim/planted.ts',
    to: 'src/ui/part.ts',
    source: "export { uiPart } from '../ui/part';\n",
  },
  {
    rule: 'levels-only-sim',
    from: 'src/levels/planted.ts',
    to: 'src/replay/part.ts',
    source: "export { replayPart } from '../replay/part';\n",
  },
  {
    // The folder cycle of today's code: the replay format took the player-name limit from settings.
    rule: 'replay-pure-core',
    from: 'src/replay/planted.ts',
    to: 'src/storage/part.ts',
    source: "export { storagePart } from '../storage/part';\n",
  },
  {
    rule: 'storage-not-shell',
    from: 'src/storage/planted.ts',
    to: 'src/app/part.ts',
    source: "export { appPart } from '../app/part';\n",
  },
  {
    rule: 'loop-only-sim',
    from: 'src/loop/planted.ts',
    to: 'src/render/part.ts',
    source: "export { renderPart } from '../render/part';\n",
  },
  {
    rule: 'render-only-sim',
    from: 'src/render/planted.ts',
    to: 'src/loop/part.ts',
    source: "export { loopPart } from '../loop/part';\n",
  },
  {
    rule: 'app-not-shell',
    from: 'src/app/planted.ts',
    to: 'src/ui/part.ts',
    source: "export { uiPart } from '../ui/part';\n",
  },
  {
    rule: 'shell-not-cli-or-server',
    from: 'src/input/planted.ts',
    to: 'src/server/part.ts',
    source: "export { serverPart } from '../server/part';\n",
  },
  {
    rule: 'cli-core-only',
    from: 'src/cli/planted.ts',
    to: 'src/storage/part.ts',
    source: "export { storagePart } from '../storage/part';\n",
  },
  {
    rule: 'server-core-only',
    from: 'src/server/planted.ts',
    to: 'src/app/part.ts',
    source: "import type { appPart } from '../app/part';\nexport type App = typeof appPart;\n",
  },
  {
    rule: 'nothing-imports-main',
    from: 'src/ui/planted.ts',
    to: 'src/main.ts',
    source: "export { everything } from '../main';\n",
  },
  {
    rule: 'src-not-tooling',
    from: 'src/audio/planted.ts',
    to: 'tests/helper.ts',
    source: "export { helper } from '../../tests/helper';\n",
  },
  {
    // A cycle of type-only imports, like replay-kit -> replay-viewer -> replay-options.
    rule: 'no-circular',
    from: 'src/app/cycle-a.ts',
    to: 'src/app/cycle-b.ts',
    source:
      "import type { B } from './cycle-b';\nexport interface A {\n  readonly b: B | null;\n}\n",
  },
];

/** Files the planted imports need: a tooling file, and the other half of the cycle (reported once). */
const SUPPORT: Tree = {
  'tests/helper.ts': 'export const helper = 1;\n',
  'src/app/cycle-b.ts':
    "import type { A } from './cycle-a';\nexport interface B {\n  readonly a: A | null;\n}\n",
};

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

function violations(result: ICruiseResult): Expected[] {
  return result.summary.violations
    .map((v) => ({ rule: v.rule.name, from: v.from, to: v.to }))
    .sort((a, b) => `${a.rule} ${a.from}`.localeCompare(`${b.rule} ${b.from}`));
}

afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

describe('the import rules of .dependency-cruiser.js', () => {
  let clean: ICruiseResult;
  let planted: ICruiseResult;

  beforeAll(async () => {
    clean = await cruiseTree(cleanTree());
    const tree = { ...cleanTree(), ...SUPPORT };
    for (const { from, source } of PLANTED) tree[from] = source;
    planted = await cruiseTree(tree);
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
      for (const to of allowed)
        expect(local).toContain(`src/${folder}/part.ts -> src/${to}/part.ts`);
    }
    expect(local.filter((arrow) => arrow.startsWith('src/main.ts -> '))).toHaveLength(12);
  });

  it('name the rule and the file of each planted violation, and nothing else', () => {
    const expected = PLANTED.map(({ rule, from, to }) => ({ rule, from, to }));
    expect(violations(planted)).toEqual(
      [...expected].sort((a, b) => `${a.rule} ${a.from}`.localeCompare(`${b.rule} ${b.from}`)),
    );
  });

  it('count a cycle of type-only imports as a cycle', () => {
    const cycle = planted.summary.violations.find((v) => v.from === 'src/app/cycle-a.ts');
    expect(cycle?.cycle?.map((step) => step.name)).toEqual([
      'src/app/cycle-b.ts',
      'src/app/cycle-a.ts',
    ]);
    expect(cycle?.cycle?.every((step) => step.dependencyTypes.includes('type-only'))).toBe(true);
  });
});
