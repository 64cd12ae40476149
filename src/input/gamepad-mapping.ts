import { DOWN, LEFT, RIGHT, UP } from '../sim';
import type { Command } from './key-bindings';

/** The fields of a Gamepad the mapping reads; tests pass plain objects. */
export interface PadReading {
  readonly index: number;
  readonly id: string;
  readonly connected: boolean;
  readonly mapping: string;
  readonly buttons: readonly { readonly pressed: boolean }[];
  readonly axes: readonly number[];
}

/**
 * Buttons of the W3C "standard" mapping the game uses: A (bottom face) confirms, B (right face)
 * goes back, Start pauses, Select restarts, the shoulders (LB, RB) step a replay back and
 * forward; the d-pad steers.
 */
export const PAD_BUTTON = {
  a: 0,
  b: 1,
  leftShoulder: 4,
  rightShoulder: 5,
  select: 8,
  start: 9,
  up: 12,
  down: 13,
  left: 14,
  right: 15,
} as const;

/**
 * How far the left stick must lean (0 to 1) before it steers. Worn sticks rest up to about 0.2
 * off centre; half-way is a deliberate push on every pad tried, and still a light one.
 */
export const DEAD_ZONE = 0.5;

const DPAD: readonly (readonly [number, number])[] = [
  [PAD_BUTTON.up, UP],
  [PAD_BUTTON.right, RIGHT],
  [PAD_BUTTON.down, DOWN],
  [PAD_BUTTON.left, LEFT],
];

const COMMANDS: readonly (readonly [number, Command])[] = [
  [PAD_BUTTON.a, 'confirm'],
  [PAD_BUTTON.b, 'back'],
  [PAD_BUTTON.start, 'pause'],
  [PAD_BUTTON.select, 'restart'],
  [PAD_BUTTON.leftShoulder, 'step-back'],
  [PAD_BUTTON.rightShoulder, 'step-forward'],
];

function pressed(pad: PadReading, button: number): boolean {
  return pad.buttons[button]?.pressed === true;
}

/**
 * The direction bits the left stick gives: nothing inside the dead zone (a circle, so a stick
 * resting off centre diagonally stays still), else each axis leaning past half the dead zone.
 */
export function stickDirections(x: number, y: number, deadZone = DEAD_ZONE): number {
  if (!Number.isFinite(x) || !Number.isFinite(y) || Math.hypot(x, y) < deadZone) return 0;
  const axis = deadZone / 2;
  let bits = 0;
  if (y < -axis) bits |= UP;
  if (y > axis) bits |= DOWN;
  if (x < -axis) bits |= LEFT;
  if (x > axis) bits |= RIGHT;
  return bits;
}

/** The direction bits a pad holds now: d-pad and left stick together. */
export function padDirections(pad: PadReading, deadZone = DEAD_ZONE): number {
  let bits = 0;
  for (const [button, direction] of DPAD) if (pressed(pad, button)) bits |= direction;
  return bits | stickDirections(pad.axes[0] ?? 0, pad.axes[1] ?? 0, deadZone);
}

/** The command buttons a pad holds now, as a bit per entry of the command list. */
export function padCommandBits(pad: PadReading): number {
  let bits = 0;
  COMMANDS.forEach(([button], i) => {
    if (pressed(pad, button)) bits |= 1 << i;
  });
  return bits;
}

/** The commands whose buttons went down between two readings of command bits, in list order. */
export function commandsPressed(before: number, now: number): Command[] {
  const down = now & ~before;
  return COMMANDS.filter((_, i) => (down & (1 << i)) !== 0).map(([, command]) => command);
}

/** True when any button is down: the press that makes a browser show a pad. */
export function anyButton(pad: PadReading): boolean {
  return pad.buttons.some((b) => b.pressed);
}
