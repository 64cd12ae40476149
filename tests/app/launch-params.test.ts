import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_LEVELS } from '../../src/levels';
import { linkRequestOf, parseLaunch } from '../../src/app/launch-params';
import type { LaunchRequest } from '../../src/app/launch-params';
import { LaunchRouter, type PageAddress } from '../../src/app/launch-router';
import { writeMessage } from '../../src/app/text/message-descriptor';

describe('parseLaunch', () => {
  it('opens the title when nothing is asked', () => {
    expect(parseLaunch('', BUILT_IN_LEVELS)).toEqual({ kind: 'title', notice: null });
    expect(parseLaunch('?other=1', BUILT_IN_LEVELS)).toEqual({ kind: 'title', notice: null });
  });

  it('starts a built-in level by id', () => {
    const request = parseLaunch('?level=three-doors', BUILT_IN_LEVELS);
    expect(request.kind === 'level' && request.level.id).toBe('three-doors');
  });

  it('explains an unknown level id and lists the real ones', () => {
    const request = parseLaunch('?level=atlantis', BUILT_IN_LEVELS);
    expect(request.kind).toBe('title');
    if (request.kind !== 'title') return;
    const notice = request.notice === null ? '' : writeMessage(request.notice);
    expect(notice).toContain("no level called 'atlantis'");
    expect(notice).toContain('first-steps');
    const long = parseLaunch(`?level=${'x'.repeat(500)}`, BUILT_IN_LEVELS);
    const longNotice = long.kind === 'title' && long.notice !== null ? long.notice : null;
    expect(longNotice !== null && writeMessage(longNotice).length < 600).toBe(true);
  });

  it('takes any seed from 0 to 2^32 - 1', () => {
    expect(parseLaunch('?seed=0', BUILT_IN_LEVELS)).toEqual({ kind: 'seed', seed: 0 });
    expect(parseLaunch('?seed=4294967295', BUILT_IN_LEVELS)).toEqual({
      kind: 'seed',
      seed: 4294967295,
    });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), (seed) => {
        expect(parseLaunch(`?seed=${String(seed)}`, BUILT_IN_LEVELS)).toEqual({
          kind: 'seed',
          seed,
        });
      }),
    );
  });

  it('refuses a seed that is not a whole number in range, saying what a seed must be', () => {
    for (const bad of ['-1', '4294967296', '1.5', 'abc', '', '1e3', '0x10', ' 7', '99999999999']) {
      const request = parseLaunch(`?seed=${encodeURIComponent(bad)}`, BUILT_IN_LEVELS);
      expect(request.kind).toBe('title');
      expect(
        request.kind === 'title' && request.notice !== null && writeMessage(request.notice),
      ).toMatch(/whole number from 0 to 4294967295/);
    }
  });

  it('prefers a level over a seed when both are given', () => {
    expect(parseLaunch('?seed=5&level=red-key', BUILT_IN_LEVELS).kind).toBe('level');
  });
});

/** An address bar held in memory: its fragment, and a way to paste a link into it. */
function addressBar(search: string, hash: string) {
  let current = hash;
  let changed: () => void = () => undefined;
  const page: PageAddress = {
    search: () => search,
    hash: () => current,
    clearHash: () => {
      current = '';
    },
    onHashChange: (listener) => {
      changed = listener;
    },
  };
  return {
    page,
    hash: () => current,
    paste: (link: string) => {
      current = link;
      changed();
    },
  };
}

/** A router whose targets note each request as it would have been opened. */
function recordingRouter() {
  const opened: LaunchRequest[] = [];
  const router = new LaunchRouter({
    levels: BUILT_IN_LEVELS,
    startLevel: (level) => opened.push({ kind: 'level', level }),
    startSeed: (seed) => opened.push({ kind: 'seed', seed }),
    openReplayLink: (fragment) => opened.push({ kind: 'replay', fragment }),
    openLevelLink: (fragment) => opened.push({ kind: 'level-link', fragment }),
    openRoom: (roomId) => opened.push({ kind: 'room', roomId }),
    toTitle: (notice) => opened.push({ kind: 'title', notice }),
  });
  return { router, opened };
}

describe('linkRequestOf and LaunchRouter', () => {
  it('reads a level link or a replay link from the fragment, and nothing else', () => {
    expect(linkRequestOf('#l=abc')).toEqual({ kind: 'level-link', fragment: 'l=abc' });
    expect(linkRequestOf('l=abc')).toEqual({ kind: 'level-link', fragment: 'l=abc' });
    expect(linkRequestOf('#r=xyz')).toEqual({ kind: 'replay', fragment: 'r=xyz' });
    for (const other of ['', '#', '#x=1', '#L=abc', '#level=1']) {
      expect(linkRequestOf(other)).toBeNull();
    }
  });

  it("reads a race room's link, and refuses one whose id no room can have", () => {
    const id = 'rm_AbCdEfGhIjKlMnOp';
    expect(linkRequestOf(`#room=${id}`)).toEqual({ kind: 'room', roomId: id });
    for (const bad of ['rm_short', `${id}x`, 'AbCdEfGhIjKlMnOpQr', 'rm_AbCdEfGhIjKlMn/p']) {
      const request = linkRequestOf(`#room=${bad}`);
      expect(request?.kind).toBe('title');
      expect(
        request?.kind === 'title' && request.notice !== null && writeMessage(request.notice),
      ).toBe(`'${bad}' is not a race room's link: ask its racer to copy the link again.`);
    }
    const bar = addressBar('', `#room=${id}`);
    const { router, opened } = recordingRouter();
    router.route(bar.page);
    expect(opened).toEqual([{ kind: 'room', roomId: id }]);
    expect(bar.hash()).toBe('');
  });

  it('opens a level link of the address once, dropping it, and one pasted later', () => {
    const bar = addressBar('?level=red-key', '#l=first');
    const { router, opened } = recordingRouter();
    router.route(bar.page);
    expect(opened).toEqual([{ kind: 'level-link', fragment: 'l=first' }]);
    expect(bar.hash()).toBe('');
    bar.paste('#l=pasted');
    expect(opened.at(-1)).toEqual({ kind: 'level-link', fragment: 'l=pasted' });
    expect(bar.hash()).toBe('');
  });

  it('opens a replay link the same way whether the page loaded with it or it was pasted', () => {
    const bar = addressBar('', '#r=loaded');
    const { router, opened } = recordingRouter();
    router.route(bar.page);
    bar.paste('#r=pasted');
    expect(opened).toEqual([
      { kind: 'replay', fragment: 'r=loaded' },
      { kind: 'replay', fragment: 'r=pasted' },
    ]);
    expect(bar.hash()).toBe('');
  });

  it('opens the query when the address has no link, and ignores a pasted fragment that is none', () => {
    const bar = addressBar('?seed=42', '#top');
    const { router, opened } = recordingRouter();
    router.route(bar.page);
    expect(opened).toEqual([{ kind: 'seed', seed: 42 }]);
    bar.paste('#somewhere');
    expect(opened).toHaveLength(1);
    expect(bar.hash()).toBe('#somewhere');
    const plain = recordingRouter();
    plain.router.route(addressBar('?level=nowhere', '').page);
    expect(plain.opened).toHaveLength(1);
    const [title] = plain.opened;
    expect(title?.kind === 'title' && title.notice !== null && writeMessage(title.notice)).toMatch(
      /^There is no level called 'nowhere'/,
    );
  });
});
