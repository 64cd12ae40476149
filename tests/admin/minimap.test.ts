import { describe, expect, it } from 'vitest';
import {
  MINIMAP_MINOTAUR,
  MINIMAP_PLAYER,
  minimapCell,
  minimapRects,
  levelScene,
} from '../../src/admin/minimap';
import { loadRun, levelOfDocument } from '../../src/admin/watch-run';
import type { AdminClient } from '../../src/admin/admin-client';
import { encodeReplay, levelDocumentHash } from '../../src/replay';
import { parseLevel } from '../../src/sim';
import { winningReplay } from '../replay/support/replays';

const TEXT = ['#####', '#S.E#', '#####'].join('\n');
const DOC = { text: TEXT, meta: { name: 'Short Hall', timeLimitTicks: 600 } };

describe('minimapRects', () => {
  it('fills every tile that is not floor, then the Minotaurs, then Theseus on top', () => {
    const level = parseLevel(TEXT, {
      id: 'hall',
      name: 'Hall',
      story: 'A hall.',
      timeLimitTicks: 600,
      seed: 1,
    });
    const scene = {
      ...levelScene(level),
      player: { x: 90, y: 90 },
      minotaurs: [{ x: 150, y: 60 }],
    };
    const rects = minimapRects(scene, 4);
    // 12 walls, the exit at (3, 1), a Minotaur at tile (2, 1), Theseus at tile (1, 1).
    expect(rects).toHaveLength(15);
    expect(rects.filter((r) => r.colour === '#3b3f52')).toHaveLength(12);
    expect(rects.find((r) => r.colour === '#3fbf5f')).toEqual({
      x: 12,
      y: 4,
      size: 4,
      colour: '#3fbf5f',
    });
    expect(rects.at(-2)).toEqual({ x: 8, y: 4, size: 4, colour: MINIMAP_MINOTAUR });
    expect(rects.at(-1)).toEqual({ x: 4, y: 4, size: 4, colour: MINIMAP_PLAYER });
  });

  it('sizes a tile to fit the longer side, at least a pixel', () => {
    expect(minimapCell({ width: 5, height: 3 }, 384)).toBe(76);
    expect(minimapCell({ width: 128, height: 20 }, 100)).toBe(1);
  });
});

describe('levelOfDocument', () => {
  it('reads a level from its canonical document, and names what is wrong with a broken one', () => {
    const level = levelOfDocument(JSON.stringify(DOC));
    expect(level.ok && [level.value.name, level.value.width, level.value.height]).toEqual([
      'Short Hall',
      5,
      3,
    ]);
    const broken = levelOfDocument('{"text": 3}');
    expect(broken.ok).toBe(false);
    expect(broken.ok ? '' : broken.reason).toMatch(/^the level cannot be drawn: /);
  });
});

describe('loadRun', () => {
  const replay = winningReplay('first-steps');

  function client(replayText: string): Pick<AdminClient, 'replay' | 'level'> {
    return {
      replay: () => Promise.resolve({ ok: true, value: replayText }),
      level: () => Promise.resolve({ ok: false, status: 404, reason: 'no such level' }),
    };
  }

  it('steps through a stored run of a built-in level to its end', async () => {
    const loaded = await loadRun(client(encodeReplay(replay)), 'c'.repeat(64));
    if (!loaded.ok) throw new Error(loaded.reason);
    expect(loaded.value.endTick).toBe(replay.final.tick);
    expect(loaded.value.seek(loaded.value.endTick).outcome).toBe('won');
  });

  it('says why a run cannot be watched: a tampered replay, or its editor level missing', async () => {
    const tampered = await loadRun(client('{"format":"not a replay"}'), 'c'.repeat(64));
    expect(tampered).toMatchObject({ ok: false });
    expect(tampered.ok ? '' : tampered.reason).toMatch(/^the replay cannot be played: /);
    const hash = levelDocumentHash(DOC);
    const onEditorLevel = { ...replay, version: 2, level: { hash } } as typeof replay;
    const missing = await loadRun(client(encodeReplay(onEditorLevel)), 'c'.repeat(64));
    expect(missing).toEqual({ ok: false, reason: 'its level cannot be read: no such level' });
  });
});
