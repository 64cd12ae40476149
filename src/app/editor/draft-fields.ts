import {
  DEFAULT_CHASE_TICKS,
  DEFAULT_SCENT_STEPS,
  DEFAULT_TRAP_PERIOD_TICKS,
  DEFAULT_TRAP_UP_TICKS,
  DEFAULT_WANDER_TICKS,
  MAX_CYCLE_TICKS,
  MAX_SCENT_STEPS,
  MAX_TIME_LIMIT_TICKS,
} from '../../sim';
import type { DraftFields } from '../../storage/editor-draft';
import { t, type MessageKey } from '../text/text';

/** The level's fields besides its tiles (as the draft is stored). */
export type { DraftFields };

/** A number field of the draft. */
export type NumberField = Exclude<keyof DraftFields, 'name'>;

/** A new level's timings: the simulation's defaults and a minute on the clock. */
export const DEFAULT_TIMINGS: Readonly<Record<NumberField, number>> = Object.freeze({
  timeLimitTicks: 1200,
  trapPeriodTicks: DEFAULT_TRAP_PERIOD_TICKS,
  trapUpTicks: DEFAULT_TRAP_UP_TICKS,
  minotaurWanderTicks: DEFAULT_WANDER_TICKS,
  minotaurChaseTicks: DEFAULT_CHASE_TICKS,
  minotaurScentSteps: DEFAULT_SCENT_STEPS,
});

/** A new level's fields: the default timings, named in the language on screen when made. */
export function newLevelFields(): DraftFields {
  return { name: t('editor.defaultName'), ...DEFAULT_TIMINGS };
}

/**
 * What each number field is and the widest range its input allows (parseLevel has the last word:
 * the spikes' time up, for one, also depends on the cycle).
 */
export const NUMBER_FIELDS: readonly {
  readonly field: NumberField;
  /** Its label (`t(labelKey)` in the language on screen). */
  readonly labelKey: MessageKey;
  readonly min: number;
  readonly max: number;
}[] = Object.freeze([
  {
    field: 'timeLimitTicks',
    labelKey: 'field.timeLimit',
    min: 20,
    max: MAX_TIME_LIMIT_TICKS,
  },
  { field: 'trapPeriodTicks', labelKey: 'field.trapPeriod', min: 20, max: MAX_CYCLE_TICKS },
  { field: 'trapUpTicks', labelKey: 'field.trapUp', min: 1, max: MAX_CYCLE_TICKS },
  { field: 'minotaurWanderTicks', labelKey: 'field.minotaurWander', min: 0, max: MAX_CYCLE_TICKS },
  { field: 'minotaurChaseTicks', labelKey: 'field.minotaurChase', min: 0, max: MAX_CYCLE_TICKS },
  { field: 'minotaurScentSteps', labelKey: 'field.minotaurScent', min: 1, max: MAX_SCENT_STEPS },
]);
