import { describe, expect, it } from 'vitest';
import { ReplayError } from '../../../src/replay';
import { LocalStore } from '../../../src/storage/local-store';
import * as replayKit from '../../../src/app/replays/replay-kit';
import { ReplayLibrary } from '../../../src/app/replays/replay-library';
import { FakeStorage } from '../../support/fake-storage';
import { winningReplay } from '../../replay/support/replays';
import { writeMessage } from '../../../src/app/text/message-descriptor';

function library(kit: typeof replayKit, copy: (text: string) => Promise<void>) {
  const downloads: string[] = [];
  const made = new ReplayLibrary({
    loadReplayKit: () => Promise.resolve(kit),
    store: new LocalStore({ storage: () => new FakeStorage() }),
    files: { download: (name) => downloads.push(name), copy, pageUrl: () => 'https://m.example/' },
  });
  return { library: made, downloads };
}

describe('ReplayLibrary', () => {
  const replay = winningReplay('first-steps');

  it('loads the replay code once, and tries again after a failed load', async () => {
    let loads = 0;
    let fail = true;
    const made = new ReplayLibrary({
      loadReplayKit: () => {
        loads += 1;
        return fail ? Promise.reject(new Error('offline')) : Promise.resolve(replayKit);
      },
      store: new LocalStore({ storage: () => new FakeStorage() }),
      files: { download: () => undefined, copy: () => Promise.resolve(), pageUrl: () => '' },
    });
    await expect(made.load()).rejects.toThrow('offline');
    expect(made.kit).toBeNull();
    fail = false;
    await made.load();
    await made.load();
    expect(made.kit).toBe(replayKit);
    expect(loads).toBe(2);
  });

  it('says to download instead when a replay is too long for a link', async () => {
    const tooLong = {
      ...replayKit,
      shareLink: () => {
        throw new ReplayError(
          '(link)',
          'would be 70000 characters, over the limit of 65536',
          'too-large',
        );
      },
    };
    const { library: made } = library(tooLong, () => Promise.resolve());
    await made.load();
    const told: string[] = [];
    made.copyLink(replay, {
      setStatus: (s) => told.push(writeMessage(s)),
      showLink: () => undefined,
    });
    expect(told).toEqual([
      'No link for this replay (it is over the size limit). Download the file instead.',
    ]);
  });

  it('does nothing to save or share before the replay code is there', () => {
    const { library: made, downloads } = library(replayKit, () => Promise.resolve());
    made.download(replay, 'first-steps', 78);
    const told: string[] = [];
    made.copyLink(replay, {
      setStatus: (s) => told.push(writeMessage(s)),
      showLink: () => undefined,
    });
    expect([downloads, told]).toEqual([[], []]);
  });
});
