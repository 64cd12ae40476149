import type { TickInput } from '../app';
import type { Command } from './key-bindings';
import type { Bindings } from './bindings';
import { boundKeys } from './bound-keys';
import type { Gamepads } from './gamepads';
import { Keyboard, type KeyboardOptions } from './keyboard';

/** What the page's devices are read with. */
export interface DeviceInputOptions {
  /** Where key events are heard (the window). */
  readonly target: EventTarget;
  /** The page (the document): keys held when it is hidden are let go. */
  readonly page: KeyboardOptions['page'];
  readonly pads: Gamepads;
  /** Told of each key command (pads give theirs through the menus). */
  readonly onCommand: (command: Command) => void;
  /** The keys as bound now. */
  readonly bindings: () => Bindings;
}

/**
 * The keyboard and the pads as one input: one byte per tick, whichever device gave it, so a
 * replay is the same either way; a resume clears what both held while paused.
 */
export function deviceInput(options: DeviceInputOptions): TickInput {
  const { pads } = options;
  const keyboard = new Keyboard({
    target: options.target,
    page: options.page,
    onCommand: options.onCommand,
    keys: boundKeys(options.bindings),
  });
  return {
    sample: () => keyboard.sample() | pads.sample(),
    clearLatched: () => {
      keyboard.clearLatched();
      pads.clearLatched();
    },
  };
}
