import * as v from 'valibot';
import { checkName } from '../../api';
import { EVENT_FORMATS, fieldPath, isHashRef, parseLevelKey } from '../../replay';

/** The days of the week, as a schedule names them (UTC). */
export const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/** The level word of a schedule that draws a new seed for each event, sealed until its start. */
export const SCHEDULE_SEALED_SEED = 'sealed-seed';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const entrySchema = v.strictObject({
  /** The series' name in each event's slot key: a-z, 0-9 and dashes. */
  slot: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,32}$/, 'must be 1-32 of a-z, 0-9 and -')),
  name: v.string(),
  format: v.picklist(EVENT_FORMATS, `must be one of ${EVENT_FORMATS.join(', ')}`),
  /** The days it starts on (UTC); every day when left out. */
  days: v.optional(
    v.pipe(v.array(v.picklist(WEEKDAYS, `must be one of ${WEEKDAYS.join(', ')}`)), v.minLength(1)),
  ),
  /** The start time of day, UTC, HH:MM. */
  at: v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be HH:MM (UTC)')),
  hours: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(168)),
  /** `sealed-seed`, or a level key (level:<id> or seed:<seed>:<options>). */
  level: v.string(),
});

/** One series of a recurring schedule: an event of this shape on every matching day. */
export type ScheduleEntry = v.InferOutput<typeof entrySchema>;

/**
 * The stated default schedule (issue 44): a daily one-shot (every day at 18:00 UTC, open two
 * hours, on a seed drawn for it and sealed until the start: nobody can practise it), a weekly
 * time trial (Monday 00:00 UTC, all week, on a drawn seed too) and a weekly cup (Saturday 19:00
 * UTC, on a drawn seed: its 15-minute qualifier, then knockout rounds; two hours is its window
 * as listed, the rounds go on until a winner: ./cup-settings.ts).
 */
export const DEFAULT_SCHEDULE: readonly ScheduleEntry[] = [
  {
    slot: 'daily-one-shot',
    name: 'Daily one-shot',
    format: 'one-shot',
    at: '18:00',
    hours: 2,
    level: SCHEDULE_SEALED_SEED,
  },
  {
    slot: 'weekly-time-trial',
    name: 'Weekly time trial',
    format: 'time-trial',
    days: ['mon'],
    at: '00:00',
    hours: 168,
    level: SCHEDULE_SEALED_SEED,
  },
  {
    slot: 'weekly-cup',
    name: 'Weekly cup',
    format: 'cup',
    days: ['sat'],
    at: '19:00',
    hours: 2,
    level: SCHEDULE_SEALED_SEED,
  },
];

/** How far ahead a schedule's events are created when no other is set: 48 hours. */
export const DEFAULT_SCHEDULE_AHEAD_HOURS = 48;

/**
 * The schedule LEADERBOARD_EVENT_SCHEDULE sets: `off` (none), a JSON array of entries, or,
 * unset, the default; the problem as text naming the entry and field when it is none of these.
 */
export function readSchedule(text: string | undefined): readonly ScheduleEntry[] | string {
  const name = 'LEADERBOARD_EVENT_SCHEDULE';
  if (text === undefined || text.trim() === '') return DEFAULT_SCHEDULE;
  if (text.trim() === 'off') return [];
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return `${name} must be off or a JSON array of events (see docs/deployment.md#events)`;
  }
  const parsed = v.safeParse(v.array(entrySchema, 'must be a JSON array'), json);
  if (!parsed.success) {
    const [issue] = parsed.issues;
    return `${name} ${fieldPath(issue.path, { whole: '(array)' })} ${issue.message}`;
  }
  const slots = new Set<string>();
  for (const [index, entry] of parsed.output.entries()) {
    const problem = entryProblem(entry, slots);
    if (problem !== undefined) return `${name} [${String(index)}]${problem}`;
  }
  return parsed.output;
}

/** What is wrong with an entry beyond its shape: its name, level, or a slot used twice. */
function entryProblem(entry: ScheduleEntry, slots: Set<string>): string | undefined {
  if (slots.has(entry.slot)) return `.slot '${entry.slot}' is used twice`;
  slots.add(entry.slot);
  const name = checkName(entry.name, 'level');
  if (!name.ok) return `.name ${name.problem}`;
  if (entry.level === SCHEDULE_SEALED_SEED) return undefined;
  const level = parseLevelKey(entry.level);
  if (level === undefined || isHashRef(level)) {
    return `.level must be ${SCHEDULE_SEALED_SEED}, level:<id> or seed:<seed>:<options>`;
  }
  return undefined;
}

/** One event a schedule asks for: its series and window, and the slot key that names it. */
export interface ScheduleSlot {
  readonly entry: ScheduleEntry;
  /** `<series>@<start, ISO>`: unique in the database, so no two instances create it twice. */
  readonly key: string;
  readonly startsAt: number;
  readonly endsAt: number;
}

/** Every slot of the schedule that starts after `now` and no later than `now + aheadMs`. */
export function slotsAhead(
  schedule: readonly ScheduleEntry[],
  now: number,
  aheadMs: number,
): ScheduleSlot[] {
  const slots: ScheduleSlot[] = [];
  const firstDay = Math.floor(now / DAY);
  for (let day = firstDay; day * DAY <= now + aheadMs; day += 1) {
    // 1970-01-01, day 0, was a Thursday.
    const weekday = WEEKDAYS[(day + 4) % 7] ?? 'sun';
    for (const entry of schedule) {
      if (entry.days !== undefined && !entry.days.includes(weekday)) continue;
      const [hours = 0, minutes = 0] = entry.at.split(':').map(Number);
      const startsAt = day * DAY + hours * HOUR + minutes * 60_000;
      if (startsAt <= now || startsAt > now + aheadMs) continue;
      const key = `${entry.slot}@${new Date(startsAt).toISOString()}`;
      slots.push({ entry, key, startsAt, endsAt: startsAt + entry.hours * HOUR });
    }
  }
  return slots.sort((a, b) => a.startsAt - b.startsAt || (a.key < b.key ? -1 : 1));
}
