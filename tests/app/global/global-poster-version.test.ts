import { describe, expect, it } from 'vitest';
import { inWords } from '../../support/in-words';
import { settle } from './fake-service';
import { posterOnFake, serviceOfVersion, storedOutbox } from './poster-support';

// This game runs simulation version 1 (SIM_VERSION); these services run other rules.
const LEVEL = { id: 'first-steps' };

describe('GlobalPoster and a service of newer rules', () => {
  it('keeps a run refused for its version in the outbox with its version, and stops posting', async () => {
    const f = posterOnFake();
    f.service.answer = serviceOfVersion(1, 1);
    f.poster.runStarted(LEVEL, false);
    await settle();
    // Deployed between the start and the win: the service now plays by version 2.
    f.service.answer = serviceOfVersion(2, 1);
    f.poster.attach((s) => f.seen.push(s));
    await f.poster.runEnded('{"simVersion":1}');
    expect(f.seen.at(-1)).toEqual({ kind: 'update-needed', serviceVersion: 2 });
    expect(f.versions).toEqual([2]);
    expect(storedOutbox(f.storage)).toEqual([
      expect.objectContaining({ token: 'token-1', replay: '{"simVersion":1}', simVersion: 1 }),
    ]);
    // Never posted again by this game: no retry on the timer, none when the page is online.
    expect(f.timers.due()).toEqual([]);
    f.poster.online();
    await f.poster.flush();
    await settle();
    expect(f.service.posts()).toHaveLength(1);
    expect(f.poster.waiting).toBe(0);
  });

  it('says an update is needed for a run whose start the service refused for its version', async () => {
    const f = posterOnFake();
    f.service.answer = serviceOfVersion(2, 1);
    f.poster.runStarted(LEVEL, false);
    f.poster.attach((s) => f.seen.push(s));
    // A first run: its start goes once its name is claimed (issue 41).
    await settle();
    expect(f.service.sent[0]?.body).toEqual({ level: LEVEL, simVersion: 1 });
    await f.poster.runEnded('{"simVersion":1}');
    expect(f.seen.at(-1)).toEqual({ kind: 'update-needed', serviceVersion: 2 });
    expect(f.versions).toEqual([2]);
    expect(f.service.posts()).toEqual([]);
  });

  it("reads a refusal that names the game's own version as a plain refusal", async () => {
    const f = posterOnFake();
    f.service.answer = serviceOfVersion(1, 1);
    f.poster.runStarted(LEVEL, false);
    await settle();
    f.service.answer = () => ({
      status: 409,
      body: {
        type: '/api/problems#version-mismatch',
        title: 'The game runs another version of the rules than this service',
        status: 409,
        detail: 'replay.simVersion: is not a whole number',
        simVersion: 1,
      },
    });
    f.poster.attach((s) => f.seen.push(s));
    await f.poster.runEnded('{"simVersion":1}');
    expect(inWords(f.seen.at(-1))).toEqual({
      kind: 'refused',
      reason: 'the game and the service play by different versions of the rules',
    });
    expect(f.versions).toEqual([]);
    expect(storedOutbox(f.storage)).toEqual([]);
  });
});
