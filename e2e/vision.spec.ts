import { getBuiltInLevel } from '../src/levels';
import { doorColourIndex, keyColourIndex } from '../src/sim';
import { runDisplay, useVirtualVsync } from './play-helpers';
import { expect, test } from './support/fixtures';
import { brightMask, maskDifference } from './support/symbol-masks';
import type { RenderProbe } from '../src/render';

// Keys, doors and the HUD's key slots carry a shape per colour (red triangle, green circle, blue
// square), so they are told apart under every common colour-vision deficiency. Chromium's
// DevTools protocol emulates each one; the screenshots are reviewed references.
const DEFICIENCIES = ['deuteranopia', 'protanopia', 'tritanopia'] as const;

// Tall enough for all three keys of The Three Doors (and two of its doors) in view at the start.
test.use({ viewport: { width: 1280, height: 1000 } });

test.beforeEach(async ({ page }) => {
  await useVirtualVsync(page);
});

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Screen boxes (CSS px, DPR 1) around the symbol of each key or door, red, green, blue: on a
 * door's lock plate (the tile's centre), on a key's bow (22, 39 of the tile's 64 design units).
 */
function symbolBoxes(probe: RenderProbe, what: 'key' | 'door'): Box[] {
  const level = getBuiltInLevel('three-doors');
  if (level === undefined) throw new Error('no level three-doors');
  const colourOf = what === 'key' ? keyColourIndex : doorColourIndex;
  const [cx, cy] = what === 'key' ? [22 / 64, 39 / 64] : [0.5, 0.5];
  const boxes: Box[] = [];
  const size = Math.round(probe.tile * 0.3);
  level.tiles.forEach((code, cell) => {
    const colour = colourOf(code);
    if (colour < 0) return;
    const x = cell % level.width;
    const y = Math.floor(cell / level.width);
    boxes[colour] = {
      x: Math.round((x + cx) * probe.tile - probe.cameraX - size / 2),
      y: Math.round((y + cy) * probe.tile - probe.cameraY - size / 2),
      width: size,
      height: size,
    };
  });
  return boxes;
}

for (const deficiency of DEFICIENCIES) {
  test(`under ${deficiency}, the three key colours keep three different shapes`, async ({
    page,
  }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setEmulatedVisionDeficiency', { type: deficiency });
    await page.goto('/?level=three-doors');
    // Past the story banner's three seconds, standing still at the start.
    await runDisplay(page, 3_300_000);
    await expect(page.locator('.story')).toBeHidden();
    await expect(page).toHaveScreenshot(`three-doors-${deficiency}.png`, {
      maxDiffPixelRatio: 0.01,
    });

    const slots = await Promise.all(
      ['red', 'green', 'blue'].map(async (colour) =>
        brightMask(await page.locator(`.hud-key.${colour}`).screenshot()),
      ),
    );
    const probe = await page.evaluate(() =>
      (window as unknown as { mythicMaze: { probe(): RenderProbe } }).mythicMaze.probe(),
    );
    const inView = (box: Box) =>
      box.x >= 0 && box.y >= 48 && box.x + box.width <= 1280 && box.y + box.height <= 1000;
    const crops = (boxes: Box[]) =>
      Promise.all(
        boxes.map(async (clip) =>
          inView(clip) ? brightMask(await page.screenshot({ clip })) : undefined,
        ),
      );
    const keys = await crops(symbolBoxes(probe, 'key'));
    const doors = await crops(symbolBoxes(probe, 'door'));
    // The green door lies below the view: the red and blue ones are compared.
    expect(doors.map((mask) => mask !== undefined)).toEqual([true, false, true]);
    expect(keys.every((mask) => mask !== undefined)).toBe(true);
    for (const [group, masks] of Object.entries({ slots, keys, doors })) {
      for (const [a, b] of [
        [0, 1],
        [0, 2],
        [1, 2],
      ] as const) {
        const first = masks[a];
        const second = masks[b];
        if (first === undefined || second === undefined) continue;
        expect(
          maskDifference(first, second),
          `${group}: symbols ${String(a)} and ${String(b)}`,
        ).toBeGreaterThan(0.08);
      }
    }
  });
}
