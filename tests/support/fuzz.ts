import { relative } from 'node:path';
import fc from 'fast-check';
import { expect } from 'vitest';
import { timeLimit } from './time-limit';

/**
 * One place that sizes every fuzz target. The unit run (`npm test`) fuzzes each target with
 * CI_FUZZ_RUNS cases; `npm run fuzz` sets FUZZ_RUNS to LONG_FUZZ_RUNS. A failure reports the
 * seed and shrink path, and FUZZ_SEED with FUZZ_PATH replays exactly that case.
 */

/** Cases per fuzz target in the normal unit run. */
export const CI_FUZZ_RUNS = 2_000;
/** Cases per fuzz target under `npm run fuzz`. */
export const LONG_FUZZ_RUNS = 100_000;

/** Reads an integer environment variable; a malformed one is an error, never silently ignored. */
function envInteger(name: string): number | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`${name} must be a whole number, got '${raw}'`);
  }
  return value;
}

/** Cases per fuzz target: FUZZ_RUNS when set (at least 1), else CI_FUZZ_RUNS. */
export function fuzzRuns(): number {
  const runs = envInteger('FUZZ_RUNS') ?? CI_FUZZ_RUNS;
  if (runs < 1) throw new RangeError(`FUZZ_RUNS must be at least 1, got ${String(runs)}`);
  return runs;
}

/**
 * Time limit for a fuzz test of the current size, given a generous cost per case. It exists
 * to end a hang, never to judge speed: on a loaded two-core machine cases can run many times
 * slower than on an idle one.
 */
export function fuzzTimeout(msPerCase: number): number {
  return timeLimit(Math.max(120_000, Math.ceil(fuzzRuns() * msPerCase)));
}

/** The command that replays one failing case of the test running now. */
function replayCommand(seed: number, path: string | null): string {
  const { testPath, currentTestName } = expect.getState();
  const file = testPath === undefined ? '<test file>' : relative(process.cwd(), testPath);
  const name = (currentTestName ?? '').split(' > ').at(-1) ?? '';
  // -t takes a pattern: the name's own punctuation must match literally.
  const pattern = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const quoted = `'${pattern.replace(/'/g, `'\\''`)}'`;
  const pathPart = path === null ? '' : ` FUZZ_PATH=${path}`;
  return `FUZZ_SEED=${String(seed)}${pathPart} npx vitest run ${file} -t ${quoted}`;
}

/**
 * Throws fast-check's own report (counterexample, seed, path, the error) with the command that
 * replays the case appended, so a failure in a long run can be reproduced at once.
 */
function replayHint<Ts>(): fc.Plugin<Ts> {
  return () => ({
    onAllRunsComplete: (details) => {
      if (!details.failed) return;
      const report = fc.defaultReportMessage(details) ?? 'Property failed';
      throw new Error(
        `${report}\n\nReplay this case: ${replayCommand(details.seed, details.counterexamplePath)}`,
        { cause: details.errorInstance },
      );
    },
  });
}

/**
 * fast-check parameters for a fuzz target: the case count from fuzzRuns(), the seed and path
 * from FUZZ_SEED and FUZZ_PATH when replaying a failure, and a report that says how to replay.
 */
export function fuzzParams<Ts>(): fc.Parameters<Ts> {
  const seed = envInteger('FUZZ_SEED');
  const path = process.env.FUZZ_PATH;
  const replaying = seed !== undefined && path !== undefined && path !== '';
  return {
    numRuns: fuzzRuns(),
    ...(seed === undefined ? {} : { seed }),
    ...(replaying ? { path, endOnFailure: true } : {}),
    includeErrorInReport: true,
    plugins: [replayHint<Ts>()],
  };
}
