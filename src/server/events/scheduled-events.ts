import { randomBytes, randomInt } from 'node:crypto';
import { levelKey as keyOf } from '../../replay';
import { SIM_VERSION } from '../../sim';
import type { StoredEvent } from '../store/events/event-store';
import { CUP_QUALIFIER_MS } from './cup-settings';
import type { ServiceStores } from '../store/service-stores';
import {
  SCHEDULE_SEALED_SEED,
  slotsAhead,
  type ScheduleEntry,
  type ScheduleSlot,
} from './event-schedule';

/** The name the event log gives the schedule as the one who made an event. */
export const SCHEDULE_OPERATOR = 'schedule';

/** How often a service looks for slots to fill: every 10 minutes, and once on start. */
export const SCHEDULE_CHECK_MS = 10 * 60_000;

/** What the schedule's runs need: the stores, the clock, the schedule and how far ahead. */
export interface ScheduleDeps {
  readonly stores: Pick<ServiceStores, 'transaction'>;
  readonly now: () => number;
  readonly schedule: readonly ScheduleEntry[];
  readonly aheadMs: number;
}

/** The event of a slot, its level drawn now when the series draws a sealed seed. */
function eventOf(slot: ScheduleSlot, now: number): StoredEvent {
  const sealed = slot.entry.level === SCHEDULE_SEALED_SEED;
  return {
    id: `ev_${randomBytes(12).toString('base64url')}`,
    name: slot.entry.name,
    // A drawn seed: unpredictable to anyone, as the CLI's sealed-seed is.
    levelKey: sealed ? keyOf({ seed: randomInt(2 ** 31) }) : slot.entry.level,
    format: slot.entry.format,
    startsAt: slot.startsAt,
    endsAt: slot.endsAt,
    simVersion: SIM_VERSION,
    createdAt: new Date(now).toISOString(),
    cancelledReason: null,
    sealed,
    qualifierMs: slot.entry.format === 'cup' ? CUP_QUALIFIER_MS : null,
  };
}

/**
 * Creates the event of every slot of the schedule starting within `aheadMs` that has none yet,
 * each with its row of the event log (operator `schedule`, the slot as the reason) in one
 * transaction. A slot's event is created once whichever instances run this at the same time:
 * the slot key is unique in the database. An operator may edit or cancel it as any other; a
 * cancelled slot is not made again. The events created, first to start first.
 */
export async function createScheduledEvents(deps: ScheduleDeps): Promise<StoredEvent[]> {
  const now = deps.now();
  const created: StoredEvent[] = [];
  for (const slot of slotsAhead(deps.schedule, now, deps.aheadMs)) {
    const event = eventOf(slot, now);
    const stored = await deps.stores.transaction(async (stores) => {
      if (!(await stores.events.createScheduled(event, slot.key))) return false;
      const at = event.createdAt;
      const change = { at, operator: SCHEDULE_OPERATOR, action: 'create' as const };
      await stores.events.log({
        ...change,
        eventId: event.id,
        reason: slot.key,
        before: undefined,
        after: event,
      });
      return true;
    });
    if (stored) created.push(event);
  }
  return created;
}

/**
 * Runs the schedule once, resolved when done, and then every SCHEDULE_CHECK_MS (a timer that
 * keeps no process alive); a failed run is written to `log` and tried again at the next. Resolves
 * to the function that stops it, itself resolved once a run under way has finished (so the
 * stores can close after it).
 */
export async function startSchedule(
  deps: ScheduleDeps,
  log: (line: string) => void,
): Promise<() => Promise<void>> {
  if (deps.schedule.length === 0) return () => Promise.resolve();
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = running.then(() =>
      createScheduledEvents(deps).then(
        () => undefined,
        (error: unknown) => {
          log(`event schedule: ${error instanceof Error ? error.message : String(error)}`);
        },
      ),
    );
    return running;
  };
  await run();
  const timer = setInterval(() => void run(), SCHEDULE_CHECK_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
