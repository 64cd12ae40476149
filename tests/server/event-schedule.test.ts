/**
 * The recurring schedule of events (issue 44), on the embedded SQLite and (npm run
 * test:server:pg) PostgreSQL: its stated default, a host's own (LEADERBOARD_EVENT_SCHEDULE) and
 * its refusals; the slots ahead of an injected clock; each slot's event created once, also by
 * two instances at the same moment; and a service creating them as it starts. No test waits for
 * a timer.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_SCHEDULE,
  readSchedule,
  slotsAhead,
  type ScheduleEntry,
} from '../../src/server/events/event-schedule';
import { createScheduledEvents } from '../../src/server/events/scheduled-events';
import { ConfigError, readConfig } from '../../src/server/service-config';
import type { ServiceStores } from '../../src/server/store/service-stores';
import { BACKEND, freshStorage, startTestService } from './support/service-harness';
import { StoreInstances } from './support/store-instances';

const HOUR = 3_600_000;
/** A Monday, noon UTC (2026-06-01 is a Monday). */
const MONDAY_NOON = Date.parse('2026-06-01T12:00:00.000Z');
const keys = (schedule: readonly ScheduleEntry[], now: number, aheadHours: number) =>
  slotsAhead(schedule, now, aheadHours * HOUR).map((slot) => slot.key);

describe('the schedule a host sets', () => {
  it('is, by default, a daily one-shot at 18:00 UTC for 2 hours and a weekly time trial from Monday 00:00 UTC for a week and a weekly cup on Saturday at 19:00 UTC, all on sealed seeds', () => {
    expect(readSchedule(undefined)).toEqual([
      {
        slot: 'daily-one-shot',
        name: 'Daily one-shot',
        format: 'one-shot',
        at: '18:00',
        hours: 2,
        level: 'sealed-seed',
      },
      {
        slot: 'weekly-time-trial',
        name: 'Weekly time trial',
        format: 'time-trial',
        days: ['mon'],
        at: '00:00',
        hours: 168,
        level: 'sealed-seed',
      },
      {
        slot: 'weekly-cup',
        name: 'Weekly cup',
        format: 'cup',
        days: ['sat'],
        at: '19:00',
        hours: 2,
        level: 'sealed-seed',
      },
    ]);
    expect(readConfig([], {}, '/tmp').eventSchedule.aheadMs).toBe(48 * HOUR);
  });

  it('is off, or a JSON array of its own', () => {
    expect(readSchedule('off')).toEqual([]);
    const own = [
      {
        slot: 'friday-race',
        name: 'Friday race',
        format: 'one-shot',
        days: ['fri'],
        at: '20:30',
        hours: 1,
        level: 'level:red-key',
      },
    ];
    expect(readSchedule(JSON.stringify(own))).toEqual(own);
    const config = readConfig(
      [],
      {
        LEADERBOARD_EVENT_SCHEDULE: JSON.stringify(own),
        LEADERBOARD_EVENT_SCHEDULE_AHEAD_HOURS: '168',
      },
      '/tmp',
    );
    expect(config.eventSchedule).toEqual({ entries: own, aheadMs: 168 * HOUR });
  });

  it('refuses a schedule it cannot read, naming the entry and the field', () => {
    const entry = {
      slot: 'a',
      name: 'A',
      format: 'one-shot',
      at: '18:00',
      hours: 2,
      level: 'sealed-seed',
    };
    const problems = [
      [
        '{',
        'LEADERBOARD_EVENT_SCHEDULE must be off or a JSON array of events (see docs/deployment.md#events)',
      ],
      [[{ ...entry, at: '24:00' }], 'LEADERBOARD_EVENT_SCHEDULE [0].at must be HH:MM (UTC)'],
      [
        [{ ...entry, days: ['monday'] }],
        'LEADERBOARD_EVENT_SCHEDULE [0].days[0] must be one of sun, mon, tue, wed, thu, fri, sat',
      ],
      [
        [entry, { ...entry, level: 'hash:' + 'a'.repeat(64) }],
        "LEADERBOARD_EVENT_SCHEDULE [1].slot 'a' is used twice",
      ],
      [
        [{ ...entry, level: 'hash:' + 'a'.repeat(64) }],
        'LEADERBOARD_EVENT_SCHEDULE [0].level must be sealed-seed, level:<id> or seed:<seed>:<options>',
      ],
      [[{ ...entry, name: ' ' }], 'LEADERBOARD_EVENT_SCHEDULE [0].name must not be empty'],
    ] as const;
    for (const [given, problem] of problems) {
      const text = typeof given === 'string' ? given : JSON.stringify(given);
      expect(readSchedule(text)).toBe(problem);
    }
    expect(() => readConfig([], { LEADERBOARD_EVENT_SCHEDULE: '{' }, '/tmp')).toThrow(ConfigError);
    expect(() => readConfig([], { LEADERBOARD_EVENT_SCHEDULE_AHEAD_HOURS: '0' }, '/tmp')).toThrow(
      /LEADERBOARD_EVENT_SCHEDULE_AHEAD_HOURS must be a whole number from 1 to 720/,
    );
  });
});

describe('the slots ahead of the clock', () => {
  it('are those starting after now and within the time ahead, on their days', () => {
    expect(keys(DEFAULT_SCHEDULE, MONDAY_NOON, 48)).toEqual([
      'daily-one-shot@2026-06-01T18:00:00.000Z',
      'daily-one-shot@2026-06-02T18:00:00.000Z',
    ]);
    // A week ahead reaches next Monday's time trial (this Monday's started at midnight).
    expect(keys(DEFAULT_SCHEDULE, MONDAY_NOON, 168)).toContain(
      'weekly-time-trial@2026-06-08T00:00:00.000Z',
    );
    // And Saturday's weekly cup: 7 one-shots, the time trial and the cup.
    expect(keys(DEFAULT_SCHEDULE, MONDAY_NOON, 168)).toContain(
      'weekly-cup@2026-06-06T19:00:00.000Z',
    );
    expect(keys(DEFAULT_SCHEDULE, MONDAY_NOON, 168)).toHaveLength(9);
    // Exactly at a start, that slot has begun; one ms before, it is ahead.
    const sixPm = Date.parse('2026-06-01T18:00:00.000Z');
    expect(keys(DEFAULT_SCHEDULE, sixPm, 1)).toEqual([]);
    expect(keys(DEFAULT_SCHEDULE, sixPm - 1, 1)).toEqual([
      'daily-one-shot@2026-06-01T18:00:00.000Z',
    ]);
    const [slot] = slotsAhead(DEFAULT_SCHEDULE, sixPm - 1, HOUR);
    expect(slot?.endsAt).toBe(Date.parse('2026-06-01T20:00:00.000Z'));
  });
});

describe('the events of the schedule', () => {
  let storage: Awaited<ReturnType<typeof freshStorage>>;
  const instances = new StoreInstances();

  beforeAll(async () => {
    storage = await freshStorage();
    await instances.open(storage, 2, { migrate: true });
  }, 60_000);
  afterAll(async () => {
    await instances.close();
    await storage.drop();
  });

  const run = (stores: ServiceStores, now: number) =>
    createScheduledEvents({
      stores,
      now: () => now,
      schedule: DEFAULT_SCHEDULE,
      aheadMs: 48 * HOUR,
    });

  it('are created once per slot, also by two instances at the same moment, and logged by the schedule', async () => {
    // Several instances share PostgreSQL (SQLite is one instance's: in one process, two of its
    // connections cannot both hold a write transaction, so there they run one after the other).
    const made =
      BACKEND === 'postgres'
        ? await Promise.all(instances.all().map((stores) => run(stores, MONDAY_NOON)))
        : [await run(instances.at(0), MONDAY_NOON), await run(instances.at(1), MONDAY_NOON)];

    expect(
      made
        .flat()
        .map((event) => new Date(event.startsAt).toISOString())
        .sort(),
    ).toEqual(['2026-06-01T18:00:00.000Z', '2026-06-02T18:00:00.000Z']);
    expect(await run(instances.at(1), MONDAY_NOON + HOUR)).toEqual([]);
    const { rows } = await sql<{ schedule_slot: string; format: string; sealed: number | string }>`
      select schedule_slot, format, sealed from events order by starts_at_ms`.execute(
      instances.db(),
    );
    expect(rows.map((row) => [row.schedule_slot, row.format, Number(row.sealed)])).toEqual([
      ['daily-one-shot@2026-06-01T18:00:00.000Z', 'one-shot', 1],
      ['daily-one-shot@2026-06-02T18:00:00.000Z', 'one-shot', 1],
    ]);
    const log = await sql<{ operator: string; reason: string }>`
      select operator, reason from event_changes order by id`.execute(instances.db());
    expect(log.rows).toEqual([
      { operator: 'schedule', reason: 'daily-one-shot@2026-06-01T18:00:00.000Z' },
      { operator: 'schedule', reason: 'daily-one-shot@2026-06-02T18:00:00.000Z' },
    ]);
  });

  it('follow the clock: a day later, the next day is created, and nothing twice', async () => {
    const made = await run(instances.at(0), MONDAY_NOON + 24 * HOUR);
    expect(made.map((event) => [event.name, new Date(event.startsAt).toISOString()])).toEqual([
      ['Daily one-shot', '2026-06-03T18:00:00.000Z'],
    ]);
  });
});

describe('a service', () => {
  it('creates the events of its schedule when it starts', async () => {
    const own = [
      {
        slot: 'evening',
        name: 'Evening race',
        format: 'one-shot',
        at: '20:00',
        hours: 1,
        level: 'level:red-key',
      },
    ];
    const service = await startTestService({
      env: {
        LEADERBOARD_EVENT_SCHEDULE: JSON.stringify(own),
        LEADERBOARD_EVENT_SCHEDULE_AHEAD_HOURS: '12',
      },
    });
    try {
      // The test service's clock stands at 2026-06-01T12:00Z: this evening's race is ahead.
      const { next } = (await (await service.get('/api/events')).json()) as {
        next: { name: string; levelKey: string; startsAt: string }[];
      };
      expect(next.map((event) => [event.name, event.levelKey, event.startsAt])).toEqual([
        ['Evening race', 'level:red-key', '2026-06-01T20:00:00.000Z'],
      ]);
    } finally {
      await service.close();
    }
  });
});
