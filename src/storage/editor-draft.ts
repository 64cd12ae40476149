import * as v from 'valibot';
import type { LevelDocumentMeta } from '../replay/level-link/level-document';
import { levelDocumentMetaSchema } from '../replay/level-link/level-link-schema';
import {
  isLevelRow,
  MAX_CYCLE_TICKS,
  MAX_LEVEL_NAME_LENGTH,
  MAX_LEVEL_SIDE,
  MAX_SCENT_STEPS,
  MAX_TIME_LIMIT_TICKS,
  MIN_LEVEL_SIDE,
} from '../sim';
import type { LocalStore } from './local-store';

/**
 * A level's settings as the editor holds them: a level document's settings with every timing
 * given (its name, countdown and the timings of traps and Minotaurs).
 */
export type DraftFields = Required<LevelDocumentMeta>;

/** The level being edited, as it is autosaved: its text (rows joined by "\n") and its fields. */
export interface StoredDraft {
  readonly text: string;
  readonly fields: DraftFields;
}

const DOCUMENT = 'editor-draft';

/** The widest value each timing is stored with (the editor's fields and parseLevel judge more). */
const STORED_MAX: Readonly<Record<Exclude<keyof DraftFields, 'name'>, number>> = {
  timeLimitTicks: MAX_TIME_LIMIT_TICKS,
  trapPeriodTicks: MAX_CYCLE_TICKS,
  trapUpTicks: MAX_CYCLE_TICKS,
  minotaurWanderTicks: MAX_CYCLE_TICKS,
  minotaurChaseTicks: MAX_CYCLE_TICKS,
  minotaurScentSteps: MAX_SCENT_STEPS,
};

/** Settings a draft can be stored with: a name within the level-name limit, timings 0 to their maximum. */
function isStorable(fields: DraftFields): boolean {
  const timings = Object.keys(STORED_MAX) as (keyof typeof STORED_MAX)[];
  return (
    fields.name.length <= MAX_LEVEL_NAME_LENGTH &&
    timings.every((key) => fields[key] >= 0 && fields[key] <= STORED_MAX[key])
  );
}

/** A rectangle of level characters from 3 to 128 tiles a side (it need not be a playable level). */
function isDraftGrid(text: string): boolean {
  const rows = text.split('\n');
  const width = rows[0]?.length ?? 0;
  const fits = (side: number) => side >= MIN_LEVEL_SIDE && side <= MAX_LEVEL_SIDE;
  return (
    fits(width) && fits(rows.length) && rows.every((row) => row.length === width && isLevelRow(row))
  );
}

const draftSchema = v.strictObject({
  text: v.pipe(
    v.string(),
    v.maxLength(MAX_LEVEL_SIDE * (MAX_LEVEL_SIDE + 1)),
    v.check(isDraftGrid, 'not a grid of level characters'),
  ),
  fields: v.pipe(
    v.required(levelDocumentMetaSchema),
    v.check(isStorable, 'a setting is out of range'),
  ),
});

/** The autosaved draft, or null when there is none (a damaged one is backed up by the store). */
export function loadDraft(store: LocalStore): StoredDraft | null {
  return store.read<StoredDraft | null>(DOCUMENT, draftSchema, null);
}

/** Autosaves the draft; false when storage refused (the store has told the player why). */
export function saveDraft(store: LocalStore, draft: StoredDraft): boolean {
  return store.write(DOCUMENT, draft);
}
