import type { Command } from './key-bindings';
import {
  anyButton,
  commandsPressed,
  DEAD_ZONE,
  padCommandBits,
  padDirections,
  type PadReading,
} from './gamepad-mapping';

/**
 * What the player is told about pads: none can be read in this browser, one may be plugged in
 * but the browser shows it only after a button press, or the pads seen now.
 */
export type PadStatus =
  | { readonly kind: 'unsupported' }
  | { readonly kind: 'waiting' }
  | { readonly kind: 'connected'; readonly names: readonly string[] };

/** Where the pads come from and who hears of them. */
export interface GamepadsOptions {
  /** navigator.getGamepads, or null where the browser has no Gamepad API. */
  readonly read: (() => readonly (PadReading | null)[]) | null;
  /** Told of each command button going down (A, B, Start, Select). */
  readonly onCommand?: (command: Command) => void;
  /** Told of directions newly pressed, for moving through menus. */
  readonly onDirection?: (directions: number) => void;
  /** Told when the status changes (a pad plugged in, woken or pulled out). */
  readonly onStatus?: (status: PadStatus) => void;
  readonly deadZone?: number;
}

interface PadMemory {
  id: string;
  directions: number;
  commands: number;
}

/**
 * Every connected standard pad as per-tick input. poll() reads the pads once per animation
 * frame; a direction seen on any poll is latched until the next sample(), as the keyboard does,
 * so a tap that starts and ends between two ticks still steers the next tick. Either of two (or
 * more) pads may play; pads come and go between polls.
 */
export class Gamepads {
  readonly #o: GamepadsOptions;
  readonly #pads = new Map<number, PadMemory>();
  #held = 0;
  #latched = 0;
  #status: PadStatus;

  constructor(options: GamepadsOptions) {
    this.#o = options;
    this.#status = options.read === null ? { kind: 'unsupported' } : { kind: 'waiting' };
  }

  /** What the player is told about pads now. */
  get status(): PadStatus {
    return this.#status;
  }

  /** Directions held now on any pad, without the latch. */
  get held(): number {
    return this.#held;
  }

  /** Reads every pad: once per animation frame, before the frame's ticks. */
  poll(): void {
    const read = this.#o.read;
    if (read === null) return;
    let list: readonly (PadReading | null)[];
    try {
      list = read();
    } catch {
      // Some browsers refuse the API in an insecure or sandboxed frame: no pads then.
      list = [];
    }
    const seen = new Set<number>();
    let held = 0;
    for (const pad of list) {
      if (pad?.connected !== true) continue;
      seen.add(pad.index);
      const directions = padDirections(pad, this.#o.deadZone ?? DEAD_ZONE);
      const commands = padCommandBits(pad);
      const memory = this.#pads.get(pad.index);
      if (memory?.id !== pad.id) {
        // The press that wakes a pad shows it to the page; it must not also act.
        this.#pads.set(pad.index, { id: pad.id, directions, commands });
        if (!anyButton(pad)) held |= directions;
        continue;
      }
      const newDirections = directions & ~memory.directions;
      const pressed = commandsPressed(memory.commands, commands);
      memory.directions = directions;
      memory.commands = commands;
      held |= directions;
      if (newDirections !== 0) this.#o.onDirection?.(newDirections);
      for (const command of pressed) this.#o.onCommand?.(command);
    }
    for (const index of [...this.#pads.keys()]) if (!seen.has(index)) this.#pads.delete(index);
    this.#held = held;
    this.#latched |= held;
    this.#updateStatus();
  }

  /** The input for one tick: held directions plus those seen since the last sample. */
  sample(): number {
    const input = this.#held | this.#latched;
    this.#latched = 0;
    return input;
  }

  /** Forgets directions not yet sampled: a run that starts or resumes ignores menu presses. */
  clearLatched(): void {
    this.#latched = 0;
  }

  #updateStatus(): void {
    const names = [...this.#pads.values()].map((pad) => pad.id);
    const before = this.#status;
    const same =
      before.kind === 'connected'
        ? before.names.length === names.length && before.names.every((n, i) => n === names[i])
        : names.length === 0 && before.kind === 'waiting';
    if (same) return;
    this.#status = names.length === 0 ? { kind: 'waiting' } : { kind: 'connected', names };
    this.#o.onStatus?.(this.#status);
  }
}
