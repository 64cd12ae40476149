/**
 * A player's own view of their name (GET /api/players/:name with their key) at the report
 * threshold: with LEADERBOARD_REPORT_THRESHOLD at its documented default of 3, two players'
 * open reports leave the name shown, and the third hides it, on the boards and in the
 * player's own view alike, with the reason; an operator's dismissal shows it again. Since
 * issue 40 the reporters have the proof of play that gives each a whole weight (5 verified
 * runs) and report from two address buckets.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOperator, boardOf, send } from './support/moderation-kit';
import { givePlay, reportFrom } from './support/reporters';
import {
  fixture,
  freshStorage,
  startTestService,
  type TestService,
} from './support/service-harness';

let service: TestService;
let code: string;
beforeAll(async () => {
  const storage = await freshStorage();
  // No LEADERBOARD_REPORT_THRESHOLD: the default is what is pinned.
  service = await startTestService({
    storage,
    env: { LEADERBOARD_REPORTS_PER_MINUTE: '1000', LEADERBOARD_TRUST_PROXY: '1' },
  });
  code = await addOperator(storage, 'ops');
  const posted = await service.postWon({ ...fixture('won-first-steps'), player: 'Pollux' });
  expect(posted.status).toBe(201);
  await givePlay(service, ['Castor', 'Helen', 'Leda', 'Tyndareus']);
}, 60_000);
afterAll(async () => {
  await service.close();
});

const target = { kind: 'player', id: 'Pollux' };

/** Castor and Helen report from one address bucket, Leda and Tyndareus from another. */
const BUCKETS: Readonly<Record<string, string>> = {
  Castor: '203.0.113.1',
  Helen: '203.0.113.1',
  Leda: '198.51.100.1',
  Tyndareus: '198.51.100.1',
};

async function report(reporter: string): Promise<number> {
  const body = { target, reason: 'offensive-name' };
  return (await reportFrom(service, reporter, body, BUCKETS[reporter] ?? '')).status;
}

/** What Pollux's own key reads of their name, and what the board shows. */
async function seen(): Promise<{ own: unknown; board: string | undefined }> {
  const answer = await service.get('/api/players/Pollux', {
    authorization: `Bearer ${await service.keyOf('Pollux')}`,
  });
  expect(answer.status).toBe(200);
  const { moderation } = (await answer.json()) as { moderation?: { nameHiddenReason: unknown } };
  const rows = await boardOf(service.url, 'level:first-steps');
  return { own: moderation?.nameHiddenReason, board: rows[0]?.player };
}

describe('reports on a name, seen by its player', () => {
  it('hide it at exactly 3 reporters, with the count, and an operator shows it again', async () => {
    expect(await seen()).toEqual({ own: null, board: 'Pollux' });
    expect(await report('Castor')).toBe(201);
    expect(await report('Helen')).toBe(201);
    expect(await seen()).toEqual({ own: null, board: 'Pollux' });
    expect(await report('Leda')).toBe(201);
    expect(await seen()).toEqual({
      own: 'reported by 3 players; hidden until an operator decides',
      board: 'hidden player',
    });
    expect(await report('Tyndareus')).toBe(201);
    expect((await seen()).own).toBe('reported by 4 players; hidden until an operator decides');
    const dismissal = { action: 'dismiss', target, reason: 'a fine name' };
    expect((await send(`${service.url}/api/admin/actions`, dismissal, code)).status).toBe(201);
    expect(await seen()).toEqual({ own: null, board: 'Pollux' });
  });
});
