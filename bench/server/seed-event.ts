import Database from 'better-sqlite3';
import pg from 'pg';
import { SIM_VERSION } from '../../src/sim';

/** Entries of the event the bench reads: one player each, one run each. */
export const EVENT_ENTRIES = 10_000;
/** The seeded event's id. */
export const EVENT_ID = 'ev_bench-event-10k';

/** Rows of every table the event's standings read, built in memory. */
export interface EventSeedRows {
  readonly event: unknown[];
  readonly players: unknown[][];
  readonly starts: unknown[][];
  readonly replays: unknown[][];
  readonly runs: unknown[][];
}

const EVENT_COLUMNS =
  'id, name, level_key, format, starts_at_ms, ends_at_ms, sim_version, created_at, sealed';
const PLAYER_COLUMNS = 'id, name, skeleton, key_hash, created_at';
const START_COLUMNS = 'token_id, event_id, player_id, issued_at_ms, one_shot';
const REPLAY_COLUMNS = 'hash, canonical';
const RUN_COLUMNS =
  'id, level_key, player, player_key, time_ticks, gems, sim_version, recorded_at, recorded_at_ms, ' +
  'received_at, received_at_ms, replay_hash, token_id, status, verdict, outcome, player_id';

/**
 * A time-trial open for an hour from an hour ago, and EVENT_ENTRIES players who each spent one
 * of its tokens on a verified run of its level: most won (times spread over 40 to 100 s), one in
 * ten lost. The rows are what the service would have stored; no run is re-simulated.
 */
export function eventSeedRows(now: number): EventSeedRows {
  const level = 'level:first-steps';
  const startsAt = now - 3_600_000;
  const createdAt = new Date(startsAt - 60_000).toISOString();
  const rows: EventSeedRows = {
    event: [
      EVENT_ID,
      'Bench race',
      level,
      'time-trial',
      startsAt,
      now + 3_600_000,
      SIM_VERSION,
      createdAt,
      0,
    ],
    players: [],
    starts: [],
    replays: [],
    runs: [],
  };
  for (let i = 0; i < EVENT_ENTRIES; i += 1) {
    const id = `p${String(i).padStart(8, '0')}`;
    const name = `Runner ${String(i)}`;
    const token = `t${String(i).padStart(8, '0')}`;
    const hash = i.toString(16).padStart(64, '0');
    const at = startsAt + 1_000 + i * 300;
    const iso = new Date(at).toISOString();
    const won = i % 10 !== 9;
    // A time from a multiplicative walk over 800 .. 2 000 ticks, many of them tied.
    const ticks = 800 + ((i * 7_919) % 1_200);
    rows.players.push([id, name, `runner${String(i)}`, `k${hash.slice(1)}`, createdAt]);
    rows.starts.push([token, EVENT_ID, id, at - 60_000, 0]);
    rows.replays.push([hash, `{"bench":${String(i)}}`]);
    rows.runs.push([
      // A run id as the service makes them: 16 base64url characters.
      `r${String(i).padStart(15, '0')}`,
      level,
      name,
      `key:${id}`,
      ticks,
      0,
      SIM_VERSION,
      iso,
      at,
      iso,
      at,
      hash,
      token,
      'verified',
      'ok',
      won ? 'won' : 'lost',
      id,
    ]);
  }
  return rows;
}

const TABLES = (rows: EventSeedRows): [string, string, unknown[][], string[]][] => [
  [
    'events',
    EVENT_COLUMNS,
    [rows.event],
    ['text', 'text', 'text', 'text', 'int8', 'int8', 'int', 'text', 'int'],
  ],
  ['players', PLAYER_COLUMNS, rows.players, ['text', 'text', 'text', 'text', 'text']],
  ['event_starts', START_COLUMNS, rows.starts, ['text', 'text', 'text', 'int8', 'int']],
  ['replays', REPLAY_COLUMNS, rows.replays, ['text', 'text']],
  [
    'runs',
    RUN_COLUMNS,
    rows.runs,
    [
      'text',
      'text',
      'text',
      'text',
      'int',
      'int',
      'int',
      'text',
      'int8',
      'text',
      'int8',
      'text',
      'text',
      'text',
      'text',
      'text',
      'text',
    ],
  ],
];

/** Writes the rows into the SQLite file, in one transaction through prepared statements. */
export function seedEventSqlite(file: string, rows: EventSeedRows): void {
  const sqlite = new Database(file);
  sqlite.transaction(() => {
    for (const [table, columns, all, types] of TABLES(rows)) {
      const insert = sqlite.prepare(
        `insert into ${table} (${columns}) values (${types.map(() => '?').join(', ')})`,
      );
      for (const row of all) insert.run(row);
    }
  })();
  sqlite.pragma('optimize');
  sqlite.close();
}

/** Writes the rows into PostgreSQL in one transaction (unnest of one array per column). */
export async function seedEventPostgres(url: string, rows: EventSeedRows): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    for (const [table, columns, all, types] of TABLES(rows)) {
      const arrays = types.map((type, i) => `$${String(i + 1)}::${type}[]`).join(', ');
      await client.query(`insert into ${table} (${columns}) select * from unnest(${arrays})`, [
        ...types.map((_, c) => all.map((row) => row[c])),
      ]);
    }
    await client.query('commit');
    await client.query('vacuum analyze');
  } finally {
    await client.end();
  }
}
