import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { changedSince, foldersOf, mutatedAmong, readMutateArgs } from '../../scripts/mutate.mjs';

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

describe('npm run mutate', () => {
  it('reads --since and --mutate, in either spelling, and passes the rest to Stryker', () => {
    expect(readMutateArgs(['--since', 'main', '--concurrency', '2'])).toEqual({
      since: 'main',
      mutate: null,
      rest: ['--concurrency', '2'],
    });
    expect(
      readMutateArgs(['--since=abc123', '-m', 'src/sim/actor.ts,src/loop/busy-wait.ts']),
    ).toEqual({
      since: 'abc123',
      mutate: ['src/sim/actor.ts', 'src/loop/busy-wait.ts'],
      rest: [],
    });
    expect(() => readMutateArgs(['--since'])).toThrow('--since needs a value, e.g. main');
    expect(() => readMutateArgs(['--since', '--force'])).toThrow('--since needs a value');
  });

  it('mutates only measured source files, never index files, declarations or the entry point', () => {
    expect(
      mutatedAmong([
        'src/sim/step-player.ts',
        'src/replay/codec.ts',
        'src/replay/codec.ts',
        'src/replay/index.ts',
        'src/server/main.ts',
        'src/server/runs/post-run.ts',
        'src/server/verify/verify-worker.mjs',
        'src/loop/fixed-step-clock.ts',
        'src/vite-env.d.ts',
        'src/ui/hud/hud.ts',
        'src/app/splits/split-compare.ts',
        'src/app/game-controller.ts',
        'src/levels/daily.ts',
        'tests/sim/movement.test.ts',
        'README.md',
      ]),
    ).toEqual([
      'src/app/splits/split-compare.ts',
      'src/loop/fixed-step-clock.ts',
      'src/replay/codec.ts',
      'src/server/runs/post-run.ts',
      'src/sim/step-player.ts',
    ]);
  });

  it('runs the tests of the folders mutated, or of every folder for a glob of any folder', () => {
    expect(
      foldersOf(['src/sim/actor.ts', 'src/sim/level/solve-level.ts', 'src/replay/codec.ts']),
    ).toEqual(['replay', 'sim']);
    expect(foldersOf(['src/server/**/*.ts', '!src/server/main.ts'])).toEqual(['server']);
    expect(foldersOf(['src/app/splits/live-splits.ts', 'src/app/game-controller.ts'])).toEqual([
      'app/splits',
    ]);
    expect(foldersOf(['src/**/*.ts'])).toEqual([]);
    expect(foldersOf([])).toEqual([]);
  });

  it('finds what changed since a ref: committed, staged, unstaged and new, not deleted', () => {
    const root = mkdtempSync(join(tmpdir(), 'mythic-maze-mutate-'));
    roots.push(root);
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.org', ...args], {
        cwd: root,
        encoding: 'utf8',
      });
    const write = (path: string, text: string) => {
      mkdirSync(join(root, path, '..'), { recursive: true });
      writeFileSync(join(root, path), text);
    };
    git('init', '-q', '-b', 'main');
    for (const file of [
      'src/sim/a.ts',
      'src/sim/b.ts',
      'src/sim/c.ts',
      'src/sim/d.ts',
      'src/sim/gone.ts',
    ])
      write(file, 'export const x = 1;\n');
    git('add', '.');
    git('commit', '-q', '-m', 'base');
    git('checkout', '-q', '-b', 'topic');
    write('src/sim/a.ts', 'export const x = 2;\n');
    git('commit', '-q', '-am', 'committed');
    // main moves on after the branch left it: its change is not the branch's.
    git('checkout', '-q', 'main');
    write('src/sim/d.ts', 'export const x = 3;\n');
    git('commit', '-q', '-am', 'on main');
    git('checkout', '-q', 'topic');
    write('src/sim/b.ts', 'export const x = 2;\n');
    git('add', 'src/sim/b.ts');
    write('src/sim/c.ts', 'export const x = 2;\n');
    write('src/sim/new.ts', 'export const x = 1;\n');
    git('rm', '-q', 'src/sim/gone.ts');
    expect(changedSince('main', root).sort()).toEqual([
      'src/sim/a.ts',
      'src/sim/b.ts',
      'src/sim/c.ts',
      'src/sim/new.ts',
    ]);
  });
});
