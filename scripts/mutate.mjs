// @ts-check
/**
 * `npm run mutate [-- --since <ref>] [-- <stryker options>]`: StrykerJS over the measured
 * folders (stryker.config.mjs), niced. `--since <ref>` mutates only the measured files changed
 * since `ref` on this branch (from the commit where it left `ref`, uncommitted and new files
 * included), so a change is measured before it lands. Only the tests that can kill the mutated
 * folders' mutants run (MUTATE_FOLDERS, read by vitest.mutate.config.ts). Other options go to
 * Stryker as they are (`--mutate`, `--concurrency`, `--force`).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { isMutated, measuredFolderOf } from '../stryker.config.mjs';

/**
 * Reads the arguments: the `--since` ref (null without one), the `--mutate` list (null without
 * one) and what goes to Stryker unchanged. Throws on `--since` without a ref.
 * @param {readonly string[]} argv
 */
export function readMutateArgs(argv) {
  /** @type {string | null} */
  let since = null;
  /** @type {string[] | null} */
  let mutate = null;
  /** @type {string[]} */
  const rest = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    const [name, inline] = arg.startsWith('--') ? arg.split(/=(.*)/s, 2) : [arg, undefined];
    if (name === '--since' || name === '--mutate' || name === '-m') {
      const value = inline ?? argv[++i];
      if (value === undefined || value === '' || value.startsWith('-')) {
        throw new Error(
          `${name} needs a value, e.g. ${name === '--since' ? 'main' : 'src/sim/actor.ts'}`,
        );
      }
      if (name === '--since') since = value;
      else mutate = value.split(',').filter((file) => file !== '');
    } else rest.push(arg);
  }
  return { since, mutate, rest };
}

/**
 * The measured folders a list of files or globs falls in (`sim`, `app/splits`, ...); empty when one
 * of them could be in any folder (a glob whose folder is a wildcard), so that every folder's
 * tests run.
 * @param {readonly string[]} files
 */
export function foldersOf(files) {
  /** @type {Set<string>} */
  const folders = new Set();
  for (const file of files) {
    if (file.startsWith('!')) continue;
    if (!/^src\/[^/*{]+\//.test(file)) return [];
    const folder = measuredFolderOf(file);
    if (folder !== undefined) folders.add(folder);
  }
  return [...folders].sort();
}

/**
 * The files Stryker mutates among `changed` (paths from the repository root), sorted.
 * @param {readonly string[]} changed
 */
export function mutatedAmong(changed) {
  return [...new Set(changed.filter((file) => isMutated(file)))].sort();
}

/**
 * Paths changed since `ref` on the branch checked out in `cwd`: committed since the merge base,
 * staged, unstaged, and new files git does not ignore; deleted files are left out.
 * @param {string} ref
 * @param {string} [cwd]
 */
export function changedSince(ref, cwd = process.cwd()) {
  const git = (/** @type {string[]} */ ...args) =>
    execFileSync('git', args, { encoding: 'utf8', cwd })
      .split('\n')
      .filter((line) => line !== '');
  const [base] = git('merge-base', ref, 'HEAD');
  if (base === undefined) throw new Error(`no common commit with '${ref}'`);
  return [
    ...git('diff', '--name-only', '--diff-filter=d', base, '--'),
    ...git('ls-files', '--others', '--exclude-standard', '--', 'src'),
  ];
}

function main() {
  let args;
  try {
    args = readMutateArgs(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(2);
  }
  let mutate = args.mutate;
  if (args.since !== null) {
    const files = mutatedAmong(changedSince(args.since));
    if (files.length === 0) {
      console.log(`Nothing to mutate: no measured file changed since ${args.since}.`);
      return;
    }
    console.log(
      `Mutating ${files.length} file(s) changed since ${args.since}:\n  ${files.join('\n  ')}`,
    );
    mutate = [...(mutate ?? []), ...files];
  }
  const stryker = ['stryker', 'run', ...(mutate === null ? [] : ['--mutate', mutate.join(',')])];
  const folders = mutate === null ? [] : foldersOf(mutate);
  const result = spawnSync('nice', ['-n', '10', 'npx', ...stryker, ...args.rest], {
    stdio: 'inherit',
    env: { ...process.env, MUTATE_FOLDERS: folders.join(',') },
  });
  process.exit(result.status ?? 1);
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) main();
