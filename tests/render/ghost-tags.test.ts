/**
 * The rivals' name tags are painted once and kept, but only the sixteen used last: a long session
 * of room races keeps no canvas for every rival name it ever showed, and a tag shown again after
 * it was dropped is painted anew, as it was the first time.
 */
import { describe, expect, it } from 'vitest';
import { GHOST_TAGS_KEPT, GhostTags } from '../../src/render/paint/ghost-tags';
import { recordingFactory, type FakeCanvas } from './fake-canvas';

const TILE = 51;

/** The colour and the words painted on a tag's canvas. */
function painted(canvas: FakeCanvas | HTMLCanvasElement): unknown[] {
  const calls = (canvas as FakeCanvas).fake.calls;
  const fill = calls.find((call) => call.name === 'set fillStyle')?.args[0];
  const text = calls.find((call) => call.name === 'fillText')?.args[0];
  return [fill, text];
}

describe('the ghosts name tags', () => {
  it('keeps 16 tags painted after 40 rival names, the least recently used dropped', () => {
    expect(GHOST_TAGS_KEPT).toBe(16);
    const { factory, made } = recordingFactory();
    const tags = new GhostTags(factory);
    const first = tags.tag(1, 'Rival 0', TILE);
    for (let n = 1; n < 40; n++) {
      tags.tag((n % 7) + 1, `Rival ${String(n)}`, TILE);
      // The first rival's tag is drawn every frame: used last each time, it is never dropped.
      expect(tags.tag(1, 'Rival 0', TILE)).toBe(first);
    }
    expect(made).toHaveLength(40);
    expect(tags.size).toBe(16);
    // The 15 names drawn last are kept with the first rival's: no canvas is painted for them.
    for (let n = 25; n < 40; n++) tags.tag((n % 7) + 1, `Rival ${String(n)}`, TILE);
    expect(made).toHaveLength(40);
    expect(tags.size).toBe(16);
  });

  it('paints a dropped tag again when it shows again, as the first time', () => {
    const { factory, made } = recordingFactory();
    const tags = new GhostTags(factory);
    const before = tags.tag(2, 'Phaedra', TILE);
    expect(painted(before)).toEqual(['#56b4e9', '2 Phaedra']);
    for (let n = 0; n < 16; n++) tags.tag(1, `Rival ${String(n)}`, TILE);
    expect(tags.size).toBe(16);
    expect(made).toHaveLength(17);
    const again = tags.tag(2, 'Phaedra', TILE) as unknown as FakeCanvas;
    expect(again).not.toBe(before);
    expect(made).toHaveLength(18);
    expect([again.label, again.width, again.height]).toEqual(['ghost-tag-2', 122, 26]);
    expect(painted(again)).toEqual(['#56b4e9', '2 Phaedra']);
    expect(tags.tag(2, 'Phaedra', TILE)).toBe(again);
    expect(tags.size).toBe(16);
  });
});
