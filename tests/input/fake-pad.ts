import type { PadReading } from '../../src/input/gamepad-mapping';

/** A standard-mapping pad with 17 buttons and 4 axes, as a browser reports one. */
export class FakePad implements PadReading {
  readonly mapping = 'standard';
  connected = true;
  readonly buttons = Array.from({ length: 17 }, () => ({ pressed: false }));
  axes = [0, 0, 0, 0];

  constructor(
    readonly index: number,
    readonly id = `Pad ${String(index)}`,
  ) {}

  set(button: number, pressed: boolean): this {
    const entry = this.buttons[button];
    if (entry === undefined) throw new Error(`no button ${String(button)}`);
    entry.pressed = pressed;
    return this;
  }

  stick(x: number, y: number): this {
    this.axes = [x, y, 0, 0];
    return this;
  }
}
