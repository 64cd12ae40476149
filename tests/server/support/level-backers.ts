import { expect } from 'vitest';
import { LEVEL_FIXTURES } from '../../../scripts/level-fixtures';
import { planWinningRun } from '../../../src/levels';
import { hashLevelRef, levelFromDocument, type LevelDocument } from '../../../src/replay';
import { recordRun } from '../../replay/support/replays';
import type { TestService } from './service-harness';

/** The first level fixture: the community level the level-of-day tests publish and back. */
export const BACKED_LEVEL: LevelDocument = ((): LevelDocument => {
  const fixture = LEVEL_FIXTURES[0];
  if (fixture === undefined) throw new Error('no level fixture');
  return fixture.doc;
})();

/** The autopilot's winning inputs of the level. */
const WIN = planWinningRun(levelFromDocument(BACKED_LEVEL)).inputs;

/** What a key can do for the level, through the API of `service` (behind one trusted proxy). */
export interface LevelBackers {
  /** A keyed JSON request, from address `from` (X-Forwarded-For) or the socket's own. */
  send: (
    method: string,
    path: string,
    body: unknown,
    key: string,
    from?: string,
  ) => Promise<Response>;
  /**
   * `player` starts the level with its key, posts a verified win of it (the autopilot's, after
   * standing still `wait` ticks: 27 to 48 all win, each a run of its own) from address `from`,
   * and rates it up: everything a key can do for a level.
   */
  backs: (player: string, wait: number, from?: string) => Promise<void>;
  /** The level of the day's status, and its hash when there is one. */
  today: () => Promise<{ status: number; hash?: string }>;
}

/** Backers of the published level whose hash `hash()` reads at the time of each call. */
export function levelBackers(service: () => TestService, hash: () => string): LevelBackers {
  const send = (method: string, path: string, body: unknown, key: string, from?: string) =>
    fetch(`${service().url}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${key}`,
        ...(from === undefined ? {} : { 'x-forwarded-for': from }),
      },
      body: JSON.stringify(body),
    });
  return {
    send,
    backs: async (player, wait, from) => {
      const key = await service().keyOf(player);
      const started = await send('POST', '/api/runs/start', { level: { hash: hash() } }, key, from);
      const { token } = (await started.json()) as { token: string };
      const inputs = [...new Array<number>(wait).fill(0), ...WIN];
      const recordedAt = new Date(service().now + 60_000).toISOString();
      const { replay } = recordRun({
        ref: hashLevelRef(BACKED_LEVEL),
        level: levelFromDocument(BACKED_LEVEL),
        inputs,
        player,
        recordedAt,
      });
      expect(replay.final.outcome).toBe('won');
      service().now += 2 * 60_000;
      const posted = await send('POST', '/api/runs', { token, replay }, key, from);
      expect(posted.status).toBe(201);
      const rated = await send('PUT', `/api/levels/${hash()}/rating`, { value: 'up' }, key, from);
      expect(rated.status).toBe(200);
    },
    today: async () => {
      const answer = await service().get('/api/levels/today');
      if (answer.status !== 200) return { status: answer.status };
      const body = (await answer.json()) as { level: { hash: string } };
      return { status: 200, hash: body.level.hash };
    },
  };
}
