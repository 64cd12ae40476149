import { describe, expect, it } from 'vitest';
import { loadRun, levelOfDocument } from '../../src/admin/watch-run';
import type { AdminClient } from '../../src/admin/admin-client';
import { encodeReplay, levelDocumentHash } from '../../src/replay';
import { winningReplay } from '../replay/support/replays';

const TEXT = ['#####', '#S.E#', '#####'].join('\n');
const DOC = { text: TEXT, meta: { name: 'Short Hall', timeLimitTicks: 600 } };

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
