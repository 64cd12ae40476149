/**
 * The published level links of e2e/fixtures (`level-*.txt`): small levels written by hand, each
 * proved by the autopilot's winning inputs played through the Simulation and recorded with the
 * ReplayRecorder, exactly as a maker's playtest is. Pure and deterministic: the same code gives
 * the same links, which `tests/cli/level-fixtures.test.ts` checks against the files.
 */
import { planWinningRun } from '../src/levels';
import {
  encodeLevelLink,
  hashLevelRef,
  levelFromDocument,
  ReplayRecorder,
  type LevelDocument,
  type Replay,
} from '../src/replay';
import { Simulation } from '../src/sim';

/** One published level: its file name in e2e/fixtures and its document. */
export interface LevelFixture {
  readonly name: string;
  readonly doc: LevelDocument;
}

/** Who the fixture proofs are recorded under, and when: fixed, so the files never change. */
export const FIXTURE_MAKER = { player: 'Daedalus', recordedAt: '2026-11-30T12:00:00.000Z' };

export const LEVEL_FIXTURES: readonly LevelFixture[] = [
  {
    name: 'level-gem-and-key',
    doc: {
      text: [
        '#########',
        '#S..*..r#',
        '#.#####.#',
        '#...^...#',
        '#R#######',
        '#.....E.#',
        '#########',
      ].join('\n'),
      meta: { name: 'Gem and Key', timeLimitTicks: 1200, trapPeriodTicks: 40 },
    },
  },
  {
    name: 'level-minotaur-yard',
    doc: {
      text: [
        '###########',
        '#S...#...*#',
        '#.##.#.##.#',
        '#.#..g..#.#',
        '#.#.###.#.#',
        '#...#M#...#',
        '###G#.#####',
        '#.....v..E#',
        '###########',
      ].join('\n'),
      meta: {
        name: 'Minotaur Yard',
        timeLimitTicks: 2400,
        minotaurWanderTicks: 60,
        minotaurChaseTicks: 100,
        minotaurScentSteps: 6,
      },
    },
  },
];

/** The maker's proof of a level: the autopilot's win, recorded against the level's hash. */
export function proveLevel(doc: LevelDocument): Replay {
  const level = levelFromDocument(doc);
  const plan = planWinningRun(level);
  if (!plan.won) throw new Error(`the autopilot cannot win ${doc.meta.name}`);
  const simulation = new Simulation(level);
  const recorder = new ReplayRecorder({ level: hashLevelRef(doc), simulation });
  for (const input of plan.inputs) {
    if (simulation.outcome !== 'playing') break;
    simulation.advance(input);
    recorder.record(input);
  }
  return recorder.finish(FIXTURE_MAKER);
}

/** The text of a fixture file: the link's fragment with its `#`, and a final newline. */
export function levelFixtureText(fixture: LevelFixture): string {
  return `#${encodeLevelLink(fixture.doc, proveLevel(fixture.doc))}\n`;
}
