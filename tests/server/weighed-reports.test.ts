/**
 * Reports weighed by proof of play (issue 40), on SQLite and PostgreSQL, through the API: three
 * fresh keys cannot hide a name; reporters with verified runs from one address bucket cannot,
 * from two can; a dismissal sticks (the same reporters reporting again change nothing); a banned
 * reporter stops counting at once, and counts again once unbanned. The threshold is the
 * documented default of 3, and a reporter weighs 1 with 5 verified runs and a clean record.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordRun } from '../replay/support/replays';
import { distinctWins } from './support/distinct-runs';
import { addOperator, boardOf, send } from './support/moderation-kit';
import { givePlay, reportFrom } from './support/reporters';
import { freshStorage, startTestService, type TestService } from './support/service-harness';

let service: TestService;
let code: string;
/** Bucket X and bucket Y: two addresses as the trusted proxy appends them. */
const X = '203.0.113.10';
const Y = '198.51.100.20';

beforeAll(async () => {
  const storage = await freshStorage();
  // No LEADERBOARD_REPORT_THRESHOLD: the default (3) is what is pinned.
  service = await startTestService({
    storage,
    env: { LEADERBOARD_REPORTS_PER_MINUTE: '1000', LEADERBOARD_TRUST_PROXY: '1' },
  });
  code = await addOperator(storage, 'ops');
  // The targets' runs on first-steps, fastest first.
  const wins = distinctWins('first-steps', 4);
  for (const [index, player] of ['Leader', 'Second', 'Third', 'Fourth'].entries()) {
    expect((await service.postWon({ ...wins[index], player })).status).toBe(201);
  }
  // Six reporters with 5 verified runs each (on red-key), and none for the fresh keys.
  await givePlay(service, ['Ada', 'Ben', 'Cal', 'Dot', 'Eve', 'Fay']);
}, 120_000);
afterAll(async () => {
  await service.close();
});

/** The names the first-steps board shows, fastest first. */
const shown = async () =>
  (await boardOf(service.url, 'level:first-steps')).map((row) => row.player);
const offensive = (id: string) => ({ target: { kind: 'player', id }, reason: 'offensive-name' });
const act = (action: string, id: string) =>
  send(
    `${service.url}/api/admin/actions`,
    { action, target: { kind: 'player', id }, reason: `${action} ${id}` },
    code,
  );

describe('reports weighed by proof of play', () => {
  it('lets three fresh keys with no verified run, from three buckets, hide nothing', async () => {
    for (const [reporter, address] of [
      ['Fresh1', '192.0.2.1'],
      ['Fresh2', '192.0.2.2'],
      ['Fresh3', '192.0.2.3'],
    ] as const) {
      expect((await reportFrom(service, reporter, offensive('Leader'), address)).status).toBe(201);
    }
    expect((await shown())[0]).toBe('Leader');
  });

  it('lets reporters whose record is only attempts (lost runs cost nothing) hide nothing', async () => {
    // Five verified attempts each: quit at once, each a few ticks long, none won.
    for (const [index, reporter] of ['Lose1', 'Lose2', 'Lose3'].entries()) {
      for (let run = 0; run < 5; run += 1) {
        const { replay } = recordRun({
          ref: { id: 'three-doors' },
          inputs: new Array<number>(10 + index * 5 + run).fill(0),
          player: reporter,
        });
        const posted = await service.postWon(replay);
        expect(await posted.json()).toMatchObject({ attempt: true });
      }
    }
    for (const [reporter, address] of [
      ['Lose1', X],
      ['Lose2', Y],
      ['Lose3', '192.0.2.9'],
    ] as const) {
      expect((await reportFrom(service, reporter, offensive('Third'), address)).status).toBe(201);
    }
    expect((await shown())[2]).toBe('Third');
  });

  it('lets reporters with verified runs hide a name from two buckets, never from one', async () => {
    // Three whole weights, all from bucket X: the score is there, the second bucket is not.
    for (const reporter of ['Ada', 'Ben', 'Cal'])
      expect((await reportFrom(service, reporter, offensive('Leader'), X)).status).toBe(201);
    expect((await shown())[0]).toBe('Leader');
    // The same three on Second: two from X and one from Y hide it.
    expect((await reportFrom(service, 'Ada', offensive('Second'), X)).status).toBe(201);
    expect((await reportFrom(service, 'Ben', offensive('Second'), X)).status).toBe(201);
    expect(await shown()).toEqual(['Leader', 'Second', 'Third', 'Fourth']);
    expect((await reportFrom(service, 'Cal', offensive('Second'), Y)).status).toBe(201);
    expect(await shown()).toEqual(['Leader', 'hidden player', 'Third', 'Fourth']);
  });

  it('keeps a dismissal: the same reporters reporting again change nothing', async () => {
    expect((await act('dismiss', 'Second')).status).toBe(201);
    expect((await shown())[1]).toBe('Second');
    for (const [reporter, address] of [
      ['Ada', X],
      ['Ben', Y],
      ['Cal', Y],
    ] as const) {
      expect((await reportFrom(service, reporter, offensive('Second'), address)).status).toBe(201);
    }
    expect((await shown())[1]).toBe('Second');
    // Two new reporters with whole weights count, but 2 is under the threshold of 3.
    expect((await reportFrom(service, 'Dot', offensive('Second'), X)).status).toBe(201);
    expect((await reportFrom(service, 'Eve', offensive('Second'), Y)).status).toBe(201);
    expect((await shown())[1]).toBe('Second');
  });

  it('stops counting a banned reporter at once, and counts them again once unbanned', async () => {
    for (const [reporter, address] of [
      ['Dot', X],
      ['Eve', Y],
      ['Fay', Y],
    ] as const) {
      expect((await reportFrom(service, reporter, offensive('Third'), address)).status).toBe(201);
    }
    expect((await shown())[2]).toBe('hidden player');
    expect((await act('ban', 'Dot')).status).toBe(201);
    expect((await shown())[2]).toBe('Third');
    expect((await act('unban', 'Dot')).status).toBe(201);
    expect((await shown())[2]).toBe('hidden player');
  });

  it('weighs three reports sent at the same moment as three', async () => {
    const answers = await Promise.all(
      (
        [
          ['Dot', X],
          ['Eve', Y],
          ['Fay', Y],
        ] as const
      ).map(([reporter, address]) => reportFrom(service, reporter, offensive('Fourth'), address)),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    expect((await shown())[3]).toBe('hidden player');
  });
});
