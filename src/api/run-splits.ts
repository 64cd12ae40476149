import * as v from 'valibot';
import { SPLIT_EVENTS } from '../replay';
import { whole } from './fields';

/**
 * One split of a stored run: the tick its event happened on (1-based, as `replaySplits` counts)
 * and the event. The service derives it from the run's replay when it verifies it; a client
 * never sends one.
 */
export const splitSchema = v.object({
  tick: whole(1),
  event: v.picklist(SPLIT_EVENTS),
});

/**
 * A run's splits in event order, so their ticks never go down. Absent for a run stored before
 * the service kept splits, until `npm run server -- reverify` derives them.
 */
export const runSplitsField = v.optional(
  v.pipe(
    v.array(splitSchema),
    v.check(
      (splits) => splits.every((split, i) => i === 0 || (splits[i - 1]?.tick ?? 0) <= split.tick),
      'the splits are not in tick order',
    ),
  ),
);

/** A run's splits as the service answers them. */
export type RunSplits = NonNullable<v.InferOutput<typeof runSplitsField>>;
