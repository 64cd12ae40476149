import { describe, expect, it } from 'vitest';
import { drawMinimap, minimapCell, minimapRects } from '../../src/render/minimap';
import { levelScene, runScene, textScene } from '../../src/render/minimap-scene';
import { parseLevel } from '../../src/sim';
import { fakeCanvas } from './fake-canvas';

const TEXT = ['#####', '#S.E#', '#####'].join('\n');

function hall() {
  return parseLevel(TEXT, {
    id: 'hall',
    name: 'Hall',
    story: 'A hall.',
    timeLimitTicks: 600,
    seed: 1,
  });
}

describe('the one minimap', () => {
  it("draws a level's text in the game's palette: floor first, then each marked tile by rows", () => {
    const canvas = fakeCanvas({ width: 0, height: 0, label: 'map' });
    drawMinimap(canvas, textScene(['#S*', 'rRM', 'E.v']), 96);
    expect([canvas.width, canvas.height]).toEqual([96, 96]);
    const calls = canvas.fake.calls.map((c) => [c.name, ...c.args]);
    expect(calls).toEqual([
      ['set fillStyle', '#1d1a16'],
      ['fillRect', 0, 0, 96, 96],
      ['set fillStyle', '#8a7d68'],
      ['fillRect', 0, 0, 32, 32],
      ['set fillStyle', '#4fc3f7'],
      ['fillRect', 32, 0, 32, 32],
      ['set fillStyle', '#ffd166'],
      ['fillRect', 64, 0, 32, 32],
      ['set fillStyle', '#ff6b6b'],
      ['fillRect', 0, 32, 32, 32],
      ['set fillStyle', '#a33'],
      ['fillRect', 32, 32, 32, 32],
      ['set fillStyle', '#d16bff'],
      ['fillRect', 64, 32, 32, 32],
      ['set fillStyle', '#7ee787'],
      ['fillRect', 0, 64, 32, 32],
    ]);
  });

  it('sizes a level to its longest row, and leaves a short row floor past its end', () => {
    const scene = textScene(['####', '#']);
    expect([scene.width, scene.height]).toEqual([4, 2]);
    expect(scene.markAt(3, 0)).toBe('wall');
    expect(scene.markAt(1, 1)).toBeNull();
  });

  it("draws a level's preview from its text: Theseus at the start", () => {
    const rects = minimapRects(levelScene(hall()), 2);
    expect(rects.find((r) => r.colour === '#4fc3f7')).toEqual({
      x: 2,
      y: 2,
      size: 2,
      colour: '#4fc3f7',
    });
    expect(rects).toHaveLength(14);
  });

  it('draws a run: its tiles as they are, then the Minotaurs, then Theseus on top', () => {
    const level = hall();
    const run = {
      level,
      tileAt: (x: number, y: number) => level.tiles[y * level.width + x] ?? 1,
      player: { x: 90, y: 90 },
      minotaurs: [{ x: 150, y: 60 }],
    };
    const rects = minimapRects(runScene(run), 4);
    // 12 walls, the exit at (3, 1), a Minotaur at tile (2, 1), Theseus at tile (1, 1).
    expect(rects).toHaveLength(15);
    expect(rects.filter((r) => r.colour === '#8a7d68')).toHaveLength(12);
    expect(rects.find((r) => r.colour === '#7ee787')).toEqual({
      x: 12,
      y: 4,
      size: 4,
      colour: '#7ee787',
    });
    expect(rects.at(-2)).toEqual({ x: 8, y: 4, size: 4, colour: '#d16bff' });
    expect(rects.at(-1)).toEqual({ x: 4, y: 4, size: 4, colour: '#4fc3f7' });
  });

  it('leaves traps and opened doors as floor in a run, and draws closed doors and keys', () => {
    // Codes: 4 trap A, 5 trap B, 12 an opened red door, 9 a closed red door, 8 a blue key.
    const codes = [4, 5, 12, 9, 8];
    const run = {
      level: { width: 5, height: 1 },
      tileAt: (x: number) => codes[x] ?? 0,
      player: { x: 0, y: 600 },
      minotaurs: [],
    };
    const rects = minimapRects(runScene(run), 1).slice(0, -1);
    expect(rects).toEqual([
      { x: 3, y: 0, size: 1, colour: '#a33' },
      { x: 4, y: 0, size: 1, colour: '#6ea8ff' },
    ]);
  });

  it('sizes a tile to fit the longer side, at least a pixel', () => {
    expect(minimapCell({ width: 5, height: 3 }, 384)).toBe(76);
    expect(minimapCell({ width: 128, height: 20 }, 100)).toBe(1);
  });
});
