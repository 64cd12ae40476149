import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { BUILT_IN_LEVELS, dailyLevel, getBuiltInLevel, planWinningRun } from '../../src/levels';
import { decodeReplay, type Replay } from '../../src/replay';
import type { Level, Outcome } from '../../src/sim';
import { runIntoMinotaur, standOnSpikes, waitOut } from './losing-runs';

/** A UTC calendar date, month 1 to 12. */
export interface GoldenDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** How a golden run is started in the page: a built-in level, or the daily labyrinth of a date. */
export type GoldenStart =
  | { readonly kind: 'level'; readonly id: string }
  | { readonly kind: 'daily'; readonly date: GoldenDate };

/**
 * What Theseus does: the autopilot's winning inputs, walking into a Minotaur, standing on a
 * spike trap, or the start of a winning run and then standing still until time is up.
 */
export type GoldenScript = 'autopilot' | 'into-minotaur' | 'onto-spikes' | 'wait-out';

/** One golden replay: recorded from play in the browser, kept in e2e/fixtures/<name>.json. */
export interface Golden {
  readonly name: string;
  readonly start: GoldenStart;
  readonly script: GoldenScript;
  readonly outcome: Exclude<Outcome, 'playing'>;
}

/** Ticks of the winning run a timed-out golden walks before it stands still. */
const WAIT_OUT_LEAD_TICKS = 40;

const DAILY_DATES: readonly GoldenDate[] = [
  { year: 2026, month: 3, day: 14 },
  { year: 2026, month: 12, day: 25 },
];

function isoDate({ year, month, day }: GoldenDate): string {
  return `${String(year)}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Every golden: a win of each built-in level and of two daily labyrinths, and three losses. */
export const GOLDENS: readonly Golden[] = [
  ...BUILT_IN_LEVELS.map((level): Golden => ({
    name: `won-${level.id}`,
    start: { kind: 'level', id: level.id },
    script: 'autopilot',
    outcome: 'won',
  })),
  ...DAILY_DATES.map((date): Golden => ({
    name: `won-daily-${isoDate(date)}`,
    start: { kind: 'daily', date },
    script: 'autopilot',
    outcome: 'won',
  })),
  {
    name: 'caught-minotaur-the-beast-stirs',
    start: { kind: 'level', id: 'the-beast-stirs' },
    script: 'into-minotaur',
    outcome: 'caught',
  },
  {
    name: 'caught-spikes-teeth-of-the-floor',
    start: { kind: 'level', id: 'teeth-of-the-floor' },
    script: 'onto-spikes',
    outcome: 'caught',
  },
  {
    name: 'timeout-first-steps',
    start: { kind: 'level', id: 'first-steps' },
    script: 'wait-out',
    outcome: 'timeout',
  },
];

/** The golden of this name (an Error names the known ones otherwise). */
export function golden(name: string): Golden {
  const found = GOLDENS.find((g) => g.name === name);
  if (found === undefined) {
    throw new RangeError(
      `no golden '${name}'; goldens are ${GOLDENS.map((g) => g.name).join(', ')}`,
    );
  }
  return found;
}

/** The level a golden is played on. */
export function goldenLevel(g: Golden): Level {
  if (g.start.kind === 'daily') {
    const { year, month, day } = g.start.date;
    return dailyLevel(year, month, day);
  }
  const level = getBuiltInLevel(g.start.id);
  if (level === undefined)
    throw new RangeError(`golden ${g.name}: no built-in level '${g.start.id}'`);
  return level;
}

/** The inputs a golden's run is typed with, one per tick, computed in Node. */
export function goldenInputs(g: Golden): readonly number[] {
  const level = goldenLevel(g);
  switch (g.script) {
    case 'autopilot': {
      const plan = planWinningRun(level);
      if (!plan.won) throw new Error(`golden ${g.name}: the autopilot cannot win ${level.id}`);
      return plan.inputs;
    }
    case 'into-minotaur':
      return runIntoMinotaur(level).inputs;
    case 'onto-spikes':
      return standOnSpikes(level).inputs;
    case 'wait-out':
      return waitOut(level, planWinningRun(level).inputs.slice(0, WAIT_OUT_LEAD_TICKS)).inputs;
  }
}

/**
 * The page's clock while a golden is recorded: the daily's own date, or one fixed moment, so the
 * page opens the right daily labyrinth and recording again gives the same file.
 */
export function goldenRecordedAt(g: Golden): string {
  return g.start.kind === 'daily'
    ? `${isoDate(g.start.date)}T12:00:00.000Z`
    : '2026-03-14T09:26:53.589Z';
}

/** Absolute path of a golden's file. */
export function goldenPath(name: string): string {
  return fileURLToPath(new URL(`../fixtures/${name}.json`, import.meta.url));
}

/** The command that records the goldens again, for messages. */
export const REGENERATE_GOLDENS = 'npm run goldens';

/** A golden's replay, decoded (not verified). */
export function readGolden(g: Golden): Replay {
  let text: string;
  try {
    text = readFileSync(goldenPath(g.name), 'utf8');
  } catch (error) {
    throw new Error(
      `golden replay e2e/fixtures/${g.name}.json cannot be read (${String(error)}); record the goldens with \`${REGENERATE_GOLDENS}\``,
      { cause: error },
    );
  }
  try {
    return decodeReplay(text);
  } catch (error) {
    throw new Error(
      `golden replay e2e/fixtures/${g.name}.json: ${error instanceof Error ? error.message : String(error)}. ` +
        `If the simulation's rules changed on purpose (SIM_VERSION), record the goldens again with \`${REGENERATE_GOLDENS}\``,
      { cause: error },
    );
  }
}
