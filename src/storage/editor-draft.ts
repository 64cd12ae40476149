import * as v from 'valibot';
import {
  MAX_CYCLE_TICKS,
  MAX_LEVEL_SIDE,
  MAX_SCENT_STEPS,
  MAX_TIME_LIMIT_TICKS,
  MIN_LEVEL_SIDE,
} from '../sim';
import type { LocalStore } from './local-store';

/** A level's fields besides its tiles: its name, countdown and the timings of traps and Minotaurs. */
export interface DraftFields {
  readonly name: string;
  /** Countdown in ticks (20 a second). */
  readonly timeLimitTicks: number;
  readonly trapPeriodTicks: number;
  readonly trapUpTicks: number;
  readonly minotaurWanderTicks: number;
  readonly minotaurChaseTicks: number;
  readonly minotaurScentSteps: number;
}

/** The level being edited, as it is autosaved: its text (rows joined by "\n") and its fields. */
export interface StoredDraft {
  readonly text: string;
  readonly fields: DraftFields;
}

const DOCUMENT = 'editor-draft';
/** A row of level characters (LEVEL_CHARACTERS of src/sim). */
const LEVEL_ROW = /^[#.SEM*^vrgbRGB]+$/;
const MAX_NAME_CHARS = 60;

const int = (min: number, max: number) =>
  v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));

/** A rectangle of level characters from 3 to 128 tiles a side (it need not be a playable level). */
function isDraftGrid(text: string): boolean {
  const rows = text.split('\n');
  const width = rows[0]?.length ?? 0;
  const fits = (side: number) => side >= MIN_LEVEL_SIDE && side <= MAX_LEVEL_SIDE;
  return (
    fits(width) &&
    fits(rows.length) &&
    rows.every((row) => row.length === width && LEVEL_ROW.test(row))
  );
}

const draftSchema = v.strictObject({
  text: v.pipe(
    v.string(),
    v.maxLength(MAX_LEVEL_SIDE * (MAX_LEVEL_SIDE + 1)),
    v.check(isDraftGrid, 'not a grid of level characters'),
  ),
  fields: v.strictObject({
    name: v.pipe(v.string(), v.maxLength(MAX_NAME_CHARS)),
    timeLimitTicks: int(0, MAX_TIME_LIMIT_TICKS),
    trapPeriodTicks: int(0, MAX_CYCLE_TICKS),
    trapUpTicks: int(0, MAX_CYCLE_TICKS),
    minotaurWanderTicks: int(0, MAX_CYCLE_TICKS),
    minotaurChaseTicks: int(0, MAX_CYCLE_TICKS),
    minotaurScentSteps: int(0, MAX_SCENT_STEPS),
  }),
});

/** The autosaved draft, or null when there is none (a damaged one is backed up by the store). */
export function loadDraft(store: LocalStore): StoredDraft | null {
  return store.read<StoredDraft | null>(DOCUMENT, draftSchema, null);
}

/** Autosaves the draft; false when storage refused (the store has told the player why). */
export function saveDraft(store: LocalStore, draft: StoredDraft): boolean {
  return store.write(DOCUMENT, draft);
}
