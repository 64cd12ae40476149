import {
  canonicalLevelJson,
  hashLevelRef,
  levelFromDocument,
  ReplayRecorder,
  type LevelDocument,
  type Replay,
} from '../../src/replay';
import {
  DOWN,
  LEFT,
  MAX_LEVEL_SIDE,
  MAX_MINOTAURS,
  MAX_TIME_LIMIT_TICKS,
  RIGHT,
  Simulation,
  UNITS_PER_TILE,
} from '../../src/sim';
import { excursion, standingInputs } from './sixty-second-run';

/** Ticks of the worst legal run: the longest the review found, inside the 20-minute limit. */
export const WORST_RUN_TICKS = 23_273;
/** Corridors of the serpentine, each the width of the level, joined at alternate ends. */
const CORRIDORS = 36;

/** The serpentine's rows: corridors on odd rows, walls between with a gap at alternate ends. */
function serpentineRows(side: number): string[] {
  const rows: string[] = ['#'.repeat(side)];
  const inner = side - 2;
  for (let k = 0; k < CORRIDORS; k++) {
    const last = k === CORRIDORS - 1;
    const corridor = '.'.repeat(inner).split('');
    if (k === 0) corridor[0] = 'S';
    if (last) corridor[k % 2 === 0 ? inner - 1 : 0] = 'E';
    rows.push(`#${corridor.join('')}#`);
    if (last) break;
    const wall = '#'.repeat(inner).split('');
    wall[k % 2 === 0 ? inner - 1 : 0] = '.';
    rows.push(`#${wall.join('')}#`);
  }
  return rows;
}

/**
 * The largest editor level (128x128) whose longest legal run is the worst a verifier can be
 * sent: a serpentine of 36 corridors (the exit at the far end of the last), a wall, then a hall
 * below it, closed off from the player, where the most Minotaurs the editor allows roam for the
 * whole run, and the longest time limit the editor allows.
 */
export function worstLevelDocument(): LevelDocument {
  const side = MAX_LEVEL_SIDE;
  const rows = serpentineRows(side);
  rows.push('#'.repeat(side));
  const hallRows = side - 1 - rows.length;
  for (let r = 0; r < hallRows; r++) {
    const hall = '.'.repeat(side - 2).split('');
    if (r === 1) for (let m = 0; m < MAX_MINOTAURS; m++) hall[4 + m * 7] = 'M';
    rows.push(`#${hall.join('')}#`);
  }
  rows.push('#'.repeat(side));
  return {
    text: rows.join('\n'),
    meta: { name: 'Worst legal run', timeLimitTicks: MAX_TIME_LIMIT_TICKS },
  };
}

/** The held input on a corridor row: along it (right on even corridors), and down at its end. */
function inputAt(tileY: number): number {
  const corridor = Math.floor((tileY - 1) / 2);
  return (corridor % 2 === 0 ? RIGHT : LEFT) | DOWN;
}

/**
 * The worst legal run, scripted (no search): stand still and step out and back until the run
 * will last exactly WORST_RUN_TICKS (in a pattern of its own for each `variant`, so each variant
 * is a course of its own and not a copy), then hold along-and-down through the serpentine to
 * the exit.
 * Deterministic; throws if the level or the rules ever stop letting it win on that tick.
 */
export function worstLegalRun(player: string, recordedAt: string, variant = 0): Replay {
  const document = worstLevelDocument();
  const level = levelFromDocument(document);
  const route: number[] = [];
  const probe = new Simulation(level);
  while (probe.outcome === 'playing' && route.length < MAX_TIME_LIMIT_TICKS) {
    const input = inputAt(Math.floor(probe.player.y / UNITS_PER_TILE));
    probe.advance(input);
    route.push(input);
  }
  if (probe.outcome !== 'won') throw new Error(`the serpentine route ends ${probe.outcome}`);
  const wait = WORST_RUN_TICKS - route.length;
  if (wait < 0) throw new Error(`the serpentine route takes ${route.length} ticks`);
  const sim = new Simulation(level);
  const recorder = new ReplayRecorder({ level: hashLevelRef(document), simulation: sim });
  for (const input of [...standingInputs(variant, wait, excursion(level)), ...route]) {
    sim.advance(input);
    recorder.record(input);
  }
  if (sim.outcome !== 'won' || sim.tick !== WORST_RUN_TICKS) {
    throw new Error(`the worst run ends ${sim.outcome} at tick ${sim.tick}`);
  }
  return recorder.finish({ player, recordedAt });
}

/** The canonical text of the worst level's document, as a post sends it along. */
export function worstLevelCanonical(): string {
  return canonicalLevelJson(worstLevelDocument());
}
