import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { ICON_LAYOUTS, pathSegments, readGlyph, renderIcon } from '../../scripts/app-icons';
import { APP_ICONS } from '../../src/server/site/web-app';

const PUBLIC = join(import.meta.dirname, '..', '..', 'public');
const favicon = readFileSync(join(PUBLIC, 'favicon.svg'), 'utf8');
const read = (name: string) => PNG.sync.read(readFileSync(join(PUBLIC, 'icons', name)));

/** The favicon's colours, as its SVG writes them. */
const SQUARE = [0x2a, 0x21, 0x18];
const GOLD = [0xe0, 0xb0, 0x4a];

function pixel(png: PNG, x: number, y: number): number[] {
  const at = (y * png.width + x) * 4;
  return [png.data[at] ?? -1, png.data[at + 1] ?? -1, png.data[at + 2] ?? -1];
}

describe('the app icons', () => {
  it('are the ones the manifest lists, at the sizes it says', () => {
    for (const icon of APP_ICONS) {
      const png = read(icon.src.replace('icons/', ''));
      expect(`${String(png.width)}x${String(png.height)}`).toBe(icon.sizes);
    }
    expect(APP_ICONS.map((icon) => icon.purpose)).toContain('maskable');
    expect(APP_ICONS.map((icon) => icon.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
  });

  it('are what `npm run icons` makes from the favicon now (none is stale)', () => {
    const glyph = readGlyph(favicon);
    for (const [name, layout] of Object.entries(ICON_LAYOUTS)) {
      const made = PNG.sync.read(renderIcon(glyph, layout));
      expect(Buffer.compare(made.data, read(name).data), name).toBe(0);
    }
  });

  it('draw the favicon: its square in the corner, its gold on the outer wall', () => {
    const png = read('icon-512.png');
    expect(pixel(png, 3, 3)).toEqual(SQUARE);
    // The outer wall runs along x = 2 of the favicon's 16 units, 1.5 units wide: x 40 to 88 of
    // 512 (32 px a unit); the inner path's first line along x = 4, from 112 to 144.
    expect(pixel(png, 64, 256)).toEqual(GOLD);
    expect(pixel(png, 30, 256)).toEqual(SQUARE);
    expect(pixel(png, 100, 256)).toEqual(SQUARE);
    expect(pixel(png, 128, 256)).toEqual(GOLD);
  });

  it('keep the maskable labyrinth inside the safe zone, the square bleeding to every edge', () => {
    const png = read('maskable-512.png');
    const radius = 0.4 * 512;
    let goldInside = 0;
    for (let y = 0; y < 512; y += 1) {
      for (let x = 0; x < 512; x += 1) {
        const inside = Math.hypot(x + 0.5 - 256, y + 0.5 - 256) <= radius;
        const colour = pixel(png, x, y);
        if (!inside) expect(colour, `pixel ${String(x)},${String(y)}`).toEqual(SQUARE);
        else if (colour.join() === GOLD.join()) goldInside += 1;
      }
    }
    // The wall's ring alone is thousands of pixels: the labyrinth is there, not scaled away.
    expect(goldInside).toBeGreaterThan(20_000);
  });
});

describe('reading the favicon path', () => {
  it('joins every corner of a closed square and leaves an open path butt-ended', () => {
    const square = pathSegments('M2 2h12v12H2z');
    expect(square).toHaveLength(4);
    expect(square.every((s) => s.joinedFrom && s.joinedTo)).toBe(true);
    expect(square[3]).toMatchObject({ from: [2, 14], to: [2, 2] });
    const open = pathSegments('M4 4v8h8');
    expect(open).toEqual([
      { from: [4, 4], to: [4, 12], joinedFrom: false, joinedTo: true },
      { from: [4, 12], to: [12, 12], joinedFrom: true, joinedTo: false },
    ]);
  });

  it('refuses a command it does not draw, by name', () => {
    expect(() => pathSegments('M0 0 L4 4')).toThrow('path command L is not drawn');
  });
});
