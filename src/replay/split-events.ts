import { KEY_COLOURS, type KeyColour } from '../sim';

/** What a split marks: a key taken or a door opened (with its colour), a gem taken, the exit. */
export type SplitEvent = `key:${KeyColour}` | `door:${KeyColour}` | 'gem' | 'exit';

/** Every split event, in the order a tick that held several would list them. */
export const SPLIT_EVENTS: readonly SplitEvent[] = [
  ...KEY_COLOURS.map((colour): SplitEvent => `door:${colour}`),
  ...KEY_COLOURS.map((colour): SplitEvent => `key:${colour}`),
  'gem',
  'exit',
];

/** One split: the tick on which its event happened (the tick that ran, 1-based) and the event. */
export interface Split {
  readonly tick: number;
  readonly event: SplitEvent;
}
