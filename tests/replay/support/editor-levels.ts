import { planWinningRun } from '../../../src/levels';
import {
  hashLevelRef,
  levelFromDocument,
  type LevelDocument,
  type Replay,
} from '../../../src/replay';
import { recordRun } from './replays';

/** A small editor level: a gem on the way, a red key before its door, a trap, no Minotaur. */
export const SMALL_DOC: LevelDocument = {
  text: [
    '#########',
    '#S..*..r#',
    '#.#####.#',
    '#...^...#',
    '#R#######',
    '#.....E.#',
    '#########',
  ].join('\n'),
  meta: { name: 'Little Loop', timeLimitTicks: 1200, trapPeriodTicks: 40 },
};

/** The autopilot's win of a level document, recorded against its hash reference. */
export function provenReplay(doc: LevelDocument, player = 'Daedalus'): Replay {
  const level = levelFromDocument(doc);
  const plan = planWinningRun(level);
  if (!plan.won) throw new Error(`the autopilot cannot win ${doc.meta.name}`);
  return recordRun({ ref: hashLevelRef(doc), level, inputs: plan.inputs, player }).replay;
}
