import { GlobalClient, GlobalPoster, PlayerIdentity } from '../../../src/app/global';
import { encodeReplay } from '../../../src/replay';
import { LocalStore } from '../../../src/storage/local-store';
import { FakeStorage } from '../../support/fake-storage';
import { winningReplay } from '../../replay/support/replays';
import { FakeService, ManualTimers } from './fake-service';

/** The replay hash of Ariadne's honest run on the fake board. */
export const HASH = 'c'.repeat(64);
/** The replay hash of Minos's run, whose end hash was changed. */
export const TAMPERED = 'd'.repeat(64);

/**
 * A service whose first-level board lists two runs, Ariadne's (honest) and Minos's (tampered),
 * and serves their replays; with the client and a poster (posting off) the game is given.
 * `recordSplits`, when given, are the splits the board's first row carries (as a service that
 * stores splits answers); without, its rows have none (as an older service, or older runs).
 */
export function boardService(recordSplits?: readonly { tick: number; event: string }[]) {
  const service = new FakeService();
  const honest = encodeReplay(winningReplay('first-steps', { player: 'Ariadne' }));
  const replay = winningReplay('first-steps', { player: 'Minos' });
  const hash = replay.final.hash.slice(0, 7) + (replay.final.hash.endsWith('0') ? '1' : '0');
  const tampered = encodeReplay({ ...replay, final: { ...replay.final, hash } });
  service.answer = (request) => {
    if (request.path.startsWith('/api/boards/level%3Afirst-steps')) {
      const row = {
        rank: 1,
        runId: 'r',
        timeTicks: 233,
        gems: 2,
        recordedAt: '2026-03-14T09:26:53.589Z',
      };
      return {
        status: 200,
        body: {
          runs: [
            {
              ...row,
              player: 'Ariadne',
              replayHash: HASH,
              ...(recordSplits === undefined ? {} : { splits: recordSplits }),
            },
            { ...row, rank: 2, player: 'Minos', replayHash: TAMPERED },
          ],
        },
      };
    }
    if (request.path === `/api/replays/${HASH}`)
      return { status: 200, body: JSON.parse(honest) as unknown };
    if (request.path === `/api/replays/${TAMPERED}`)
      return { status: 200, body: JSON.parse(tampered) as unknown };
    return { status: 404, body: { title: 'Not found' } };
  };
  const client = new GlobalClient({ fetch: service.fetch });
  const storage = new FakeStorage();
  const store = new LocalStore({ storage: () => storage });
  const poster = new GlobalPoster({
    client,
    store,
    enabled: () => false,
    timer: new ManualTimers().timer,
    now: () => '2026-06-01T12:00:00.000Z',
    identity: new PlayerIdentity({ client, store }),
    playerName: () => 'Theseus',
  });
  return { service, client, poster };
}
