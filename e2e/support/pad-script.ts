import type { Page } from '@playwright/test';
import { DOWN, LEFT, RIGHT, UP } from '../../src/sim';

/** One pad's buttons held (standard mapping indices) and stick axes. */
export interface PadState {
  readonly index: number;
  readonly id: string;
  readonly buttons: readonly number[];
  readonly axes: readonly number[];
}

/** Every pad's state from a virtual time on. */
export interface PadFrame {
  readonly atUs: number;
  readonly pads: readonly PadState[];
}

/** Standard-mapping buttons. */
export const BUTTON = { a: 0, b: 1, select: 8, start: 9, up: 12, down: 13, left: 14, right: 15 };

const DPAD: readonly (readonly [number, number])[] = [
  [UP, BUTTON.up],
  [RIGHT, BUTTON.right],
  [DOWN, BUTTON.down],
  [LEFT, BUTTON.left],
];

/** A pad at `index` holding `buttons`, stick at rest. */
export function pad(index: number, buttons: readonly number[] = [], axes = [0, 0]): PadState {
  return { index, id: `Scripted pad ${String(index)} (STANDARD GAMEPAD)`, buttons, axes };
}

/**
 * A pad state that holds the directions of `input`: on the d-pad, or on the left stick when
 * `stick` is asked and the input has no opposite pair (a stick cannot lean both ways).
 */
export function padHolding(index: number, input: number, stick: boolean): PadState {
  const opposite =
    (input & (UP | DOWN)) === (UP | DOWN) || (input & (LEFT | RIGHT)) === (LEFT | RIGHT);
  if (stick && !opposite) {
    const x = (input & RIGHT ? 0.9 : 0) - (input & LEFT ? 0.9 : 0);
    const y = (input & DOWN ? 0.9 : 0) - (input & UP ? 0.9 : 0);
    return pad(index, [], [x, y]);
  }
  return pad(
    index,
    DPAD.filter(([bit]) => (input & bit) !== 0).map(([, button]) => button),
  );
}

/** Sends pad states to the page's scripted pads. */
export async function pushPads(page: Page, frames: readonly PadFrame[]): Promise<void> {
  await page.evaluate((f) => {
    (window as unknown as { __scriptedPads: { push(f: unknown): void } }).__scriptedPads.push(f);
  }, frames);
}
