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

/** The level's fields besides its tiles (as the draft is stored). */
export type { DraftFields };

/** A number field of the draft. */
export type NumberField = Exclude<keyof DraftFields, 'name'>;

/** A new level's fields: the simulation's default timings and a minute on the clock. */
export const DEFAULT_FIELDS: DraftFields = Object.freeze({
  name: 'My labyrinth',
  timeLimitTicks: 1200,
  trapPeriodTicks: DEFAULT_TRAP_PERIOD_TICKS,
  trapUpTicks: DEFAULT_TRAP_UP_TICKS,
  minotaurWanderTicks: DEFAULT_WANDER_TICKS,
  minotaurChaseTicks: DEFAULT_CHASE_TICKS,
  minotaurScentSteps: DEFAULT_SCENT_STEPS,
});

/**
 * What each number field is and the widest range its input allows (parseLevel has the last word:
 * the spikes' time up, for one, also depends on the cycle).
 */
export const NUMBER_FIELDS: readonly {
  readonly field: NumberField;
  readonly label: string;
  readonly min: number;
  readonly max: number;
}[] = Object.freeze([
  {
    field: 'timeLimitTicks',
    label: 'Countdown (ticks, 20 a second)',
    min: 20,
    max: MAX_TIME_LIMIT_TICKS,
  },
  { field: 'trapPeriodTicks', label: 'Spike cycle (ticks)', min: 20, max: MAX_CYCLE_TICKS },
  { field: 'trapUpTicks', label: 'Spikes up (ticks of each cycle)', min: 1, max: MAX_CYCLE_TICKS },
  { field: 'minotaurWanderTicks', label: 'Minotaur wanders (ticks)', min: 0, max: MAX_CYCLE_TICKS },
  { field: 'minotaurChaseTicks', label: 'Minotaur chases (ticks)', min: 0, max: MAX_CYCLE_TICKS },
  { field: 'minotaurScentSteps', label: 'Minotaur scent (steps)', min: 1, max: MAX_SCENT_STEPS },
]);
