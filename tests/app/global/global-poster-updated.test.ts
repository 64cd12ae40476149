import { describe, expect, it, vi } from 'vitest';
import { inWords } from '../../support/in-words';
import { FakeStorage } from '../../support/fake-storage';
import { FIRST_RETRY_MS } from '../../../src/app/global';
import { settle } from './fake-service';
import { leaveInOutbox, posterOnFake, serviceOfVersion, storedOutbox } from './poster-support';

// The game after an update: it runs simulation version 2, while runs of version 1 wait in the
// outbox from before the update.
vi.mock('../../../src/sim/core/version', () => ({ SIM_VERSION: 2 }));

const LEVEL = { id: 'first-steps' };
const QUEUED = { levelKey: 'level:first-steps', queuedAt: '2026-05-30T09:00:00.000Z' };

describe('GlobalPoster after an update of the rules', () => {
  it('never posts a run of the version before: it stays in this browser', async () => {
    const storage = new FakeStorage();
    const before = [
      { ...QUEUED, token: 'kept-with-version', replay: '{"simVersion":1}', simVersion: 1 },
      // Queued before the outbox kept versions: the replay's own says it.
      { ...QUEUED, token: 'kept-without', replay: '{"simVersion":1,"player":"Ariadne"}' },
    ];
    leaveInOutbox(storage, before);
    const f = posterOnFake(storage);
    f.service.answer = serviceOfVersion(2, 2);
    await settle();
    f.poster.runStarted(LEVEL, false);
    await settle();
    f.poster.online();
    await f.poster.flush();
    expect(f.service.posts()).toEqual([]);
    expect(f.poster.waiting).toBe(0);
    // Kept, not lost: the outbox still holds both, as they were.
    expect(storedOutbox(storage)).toEqual(before);
    // A run of this version goes, past them.
    await f.poster.runEnded('{"simVersion":2}');
    expect(f.service.posts().map((r) => (r.body as { replay: string }).replay)).toEqual([
      '{"simVersion":2}',
    ]);
    expect(storedOutbox(storage).map((run) => run.token)).toEqual([
      'kept-with-version',
      'kept-without',
    ]);
  });

  it('waits for a service still on the older rules, as for one that does not answer', async () => {
    const f = posterOnFake();
    f.service.answer = serviceOfVersion(2, 2);
    f.poster.runStarted(LEVEL, false);
    await settle();
    f.service.answer = serviceOfVersion(1, 2);
    f.poster.attach((s) => f.seen.push(s));
    await f.poster.runEnded('{"simVersion":2}');
    expect(inWords(f.seen.at(-1))).toEqual({
      kind: 'waiting',
      reason: 'the leaderboard plays by older rules (version 1) than this game',
    });
    expect(f.versions).toEqual([1]);
    expect(storedOutbox(f.storage)).toHaveLength(1);
    // The service catches up: the retry posts it.
    f.service.answer = serviceOfVersion(2, 2);
    f.timers.fire(FIRST_RETRY_MS);
    await settle();
    expect(f.seen.at(-1)).toEqual({ kind: 'ranked', rank: 3, scope: 'level' });
    expect(storedOutbox(f.storage)).toEqual([]);
  });
});
