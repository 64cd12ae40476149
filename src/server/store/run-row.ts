import { randomBytes } from 'node:crypto';
import type { RunResponse, RunSplits } from '../../api';
import type { Outcome } from '../../sim';
import type { ServiceDatabase } from './database/database';

/** A stored run: the answer of GET /api/runs/:id without its rank and whether it is its best. */
export type StoredRun = Omit<RunResponse, 'rank' | 'personalBest'>;

/**
 * A verified run ready to store: a stored run before it has an id and a status, with the token it
 * spends, the player whose key posted it, its identity (`runIdentity`), its course (the
 * verifier's digest of its states) and how it ended (any outcome but 'won' makes it an attempt,
 * whose `timeTicks` is the game time it lasted).
 */
export type NewRun = Omit<StoredRun, 'runId' | 'status' | 'attempt'> & {
  readonly tokenId: string;
  readonly playerId: string;
  readonly inputHash: string;
  /** SHA-256 (hex) of the run's course as the verifier re-simulated it: equal for a copy. */
  readonly trajectory: string;
  readonly outcome: Outcome;
  /** SHA-256 (hex) of the address bucket the run was posted from. */
  readonly senderHash: string;
};

/** `attempt: true` for a run that was not won, nothing for a won one (the API's field). */
export function attemptOf(outcome: Outcome): { attempt?: true } {
  return outcome === 'won' ? {} : { attempt: true };
}

/**
 * The name as UTF-16 code units, four hex digits each: comparing these strings byte by byte (as
 * SQLite's BINARY and PostgreSQL's "C" collation do) orders names exactly as JavaScript's `<`,
 * which compareRuns uses, where comparing UTF-8 bytes would not above U+FFFF.
 */
export function playerSortKey(name: string): string {
  let key = '';
  for (let i = 0; i < name.length; i++) key += name.charCodeAt(i).toString(16).padStart(4, '0');
  return key;
}

type RunRow = ServiceDatabase['runs'];

/** A fresh run id: 12 random bytes, base64url. */
export function newRunId(): string {
  return randomBytes(12).toString('base64url');
}

/**
 * The token id of the maker's run a published level's proof is stored as: spent by nothing else,
 * since start tokens' ids are base64url (no colon), and within the column's 64 characters.
 */
export function proofTokenId(levelHash: string): string {
  return `proof:${levelHash.slice(0, 58)}`;
}

/** A run's splits as the `splits` column holds them: JSON, or null when it has none. */
export function splitsColumn(splits: RunSplits | undefined): string | null {
  return splits === undefined ? null : JSON.stringify(splits);
}

/** The `splits` column read back: absent when null (a run stored before migration 0008). */
export function splitsOfColumn(column: string | null | undefined): { splits?: RunSplits } {
  return column === null || column === undefined ? {} : { splits: JSON.parse(column) as RunSplits };
}

/** A new run as stored under `id`, verified. */
export function storedRunOf(id: string, run: NewRun): StoredRun {
  return {
    runId: id,
    ...attemptOf(run.outcome),
    levelKey: run.levelKey,
    player: run.player,
    timeTicks: run.timeTicks,
    gems: run.gems,
    simVersion: run.simVersion,
    recordedAt: run.recordedAt,
    receivedAt: run.receivedAt,
    replayHash: run.replayHash,
    status: 'verified',
    verdict: run.verdict,
    ...(run.splits === undefined ? {} : { splits: run.splits }),
  };
}

/** A runs row as the stored run it is. */
export function toStoredRun(row: RunRow): StoredRun {
  return {
    runId: row.id,
    ...attemptOf(row.outcome),
    levelKey: row.level_key,
    player: row.player,
    timeTicks: row.time_ticks,
    gems: row.gems,
    simVersion: row.sim_version,
    recordedAt: row.recorded_at,
    receivedAt: row.received_at,
    replayHash: row.replay_hash,
    status: row.status,
    verdict: JSON.parse(row.verdict) as unknown,
    ...splitsOfColumn(row.splits),
  };
}
