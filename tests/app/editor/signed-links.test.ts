/**
 * The editor signs the links it publishes while the game holds a player key (issue 41): the
 * link carries the player's id and an HMAC-SHA256 of the level's content hash keyed by the
 * SHA-256 of the key, never the key. The expected signature is made here with node's crypto.
 */
import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { EditorSession } from '../../../src/app/editor/editor-session';
import { decodeLevelLink, ReplayRecorder, hashLevelRef } from '../../../src/replay';
import { Simulation } from '../../../src/sim';
import { LocalStore } from '../../../src/storage/local-store';
import { FakeStorage } from '../../support/fake-storage';
import { draftWin, paintYard } from './editor-fixtures';

const KEY = 'k'.repeat(43);
const PLAYER_ID = 'daedalus-id-0001';

/** A session whose draft is the Yard, won in a playtest, with `author` as its held key. */
function wonSession(author?: () => { playerId: string; key: string } | null): EditorSession {
  const store = new LocalStore({ storage: () => new FakeStorage() });
  const session = new EditorSession({
    store,
    draft: null,
    playtest: () => undefined,
    pageUrl: () => 'https://maze.example/',
    copy: () => Promise.resolve(),
    now: () => '2026-03-14T12:00:00.000Z',
    ...(author === undefined ? {} : { author }),
  });
  paintYard(session);
  const { level, inputs } = draftWin(session);
  const simulation = new Simulation(level);
  const recorder = new ReplayRecorder({
    level: hashLevelRef(session.editor.document()),
    simulation,
  });
  for (const input of inputs) {
    if (simulation.outcome !== 'playing') break;
    simulation.advance(input);
    recorder.record(input);
  }
  const replay = recorder.finish({ player: 'Daedalus', recordedAt: '2026-03-14T12:00:00.000Z' });
  session.playtestKept(replay, simulation.finalTimeTicks);
  return session;
}

function publishedLink(session: EditorSession) {
  const link = session.publish()?.link ?? '';
  return decodeLevelLink(link.split('#')[1] ?? '');
}

describe('a link the editor publishes', () => {
  it('is signed as the held key’s player’s level, without the key', () => {
    const session = wonSession(() => ({ playerId: PLAYER_ID, key: KEY }));
    const decoded = publishedLink(session);
    const hash = hashLevelRef(session.editor.document()).hash;
    const secret = createHash('sha256').update(KEY).digest('hex');
    const signature = createHmac('sha256', secret)
      .update(`mythic-maze level author 1\n${PLAYER_ID}\n${hash}`)
      .digest('base64url');
    expect(decoded.author).toEqual({ player: PLAYER_ID, signature });
    expect(JSON.stringify(decoded)).not.toContain(KEY);
  });

  it('is unsigned when no key is held, or the game has no global leaderboard', () => {
    expect(publishedLink(wonSession(() => null)).author).toBeUndefined();
    expect(publishedLink(wonSession()).author).toBeUndefined();
  });
});
