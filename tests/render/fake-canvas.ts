import type { CanvasFactory, CanvasSpec } from '../../src/render/canvas-factory';
import type { Surface } from '../../src/render/surface';

/** One call a context received. */
export interface Call {
  readonly name: string;
  readonly args: readonly unknown[];
}

/** A recording stand-in for CanvasRenderingContext2D: every method call and property set. */
export interface FakeContext {
  readonly calls: Call[];
  readonly context: CanvasRenderingContext2D;
}

export function fakeContext(): FakeContext {
  const calls: Call[] = [];
  const state: Record<string | symbol, unknown> = { globalAlpha: 1 };
  const gradient = { addColorStop: () => undefined };
  const context = new Proxy(state, {
    get(target, property) {
      if (property in target) return target[property];
      return (...args: unknown[]) => {
        calls.push({ name: String(property), args });
        return String(property).startsWith('create') ? gradient : undefined;
      };
    },
    set(target, property, value) {
      target[property] = value;
      calls.push({ name: `set ${String(property)}`, args: [value] });
      return true;
    },
  }) as unknown as CanvasRenderingContext2D;
  return { calls, context };
}

/** A canvas stand-in: a size, a label and a recording context. */
export interface FakeCanvas {
  width: number;
  height: number;
  readonly label: string;
  readonly fake: FakeContext;
  getContext(kind: '2d'): CanvasRenderingContext2D;
}

export function fakeCanvas(spec: CanvasSpec): FakeCanvas {
  const fake = fakeContext();
  return {
    width: spec.width,
    height: spec.height,
    label: spec.label,
    fake,
    getContext: () => fake.context,
  };
}

/** A factory that keeps every canvas it made, to find sprites and layers by label. */
export function recordingFactory(): { factory: CanvasFactory; made: FakeCanvas[] } {
  const made: FakeCanvas[] = [];
  const factory: CanvasFactory = (spec) => {
    const canvas = fakeCanvas(spec);
    made.push(canvas);
    return canvas as unknown as HTMLCanvasElement;
  };
  return { factory, made };
}

/** A surface of a fixed size that can be resized by hand. */
export class FakeSurface implements Surface {
  #changed = true;

  constructor(
    public width: number,
    public height: number,
    public dpr = 1,
  ) {}

  resize(width: number, height: number, dpr = this.dpr): void {
    this.width = width;
    this.height = height;
    this.dpr = dpr;
    this.#changed = true;
  }

  sync(): boolean {
    const changed = this.#changed;
    this.#changed = false;
    return changed;
  }
}

/** drawImage calls whose image is `image`, as [dx, dy] (or [dx, dy, dw, dh]) after the source. */
export function drawsOf(calls: readonly Call[], image: unknown): number[][] {
  return calls
    .filter((call) => call.name === 'drawImage' && call.args[0] === image)
    .map((call) => {
      const args = call.args.slice(1) as number[];
      return args.length === 8 ? args.slice(4) : args;
    });
}

/** Sheet slots drawn, in order, with where they went: [slot, dx, dy]. */
export function slotDraws(
  calls: readonly Call[],
  sheet: unknown,
  tile: number,
  columns = 8,
): [slot: number, dx: number, dy: number][] {
  return calls
    .filter((call) => call.name === 'drawImage' && call.args[0] === sheet)
    .map((call) => {
      const [sx = 0, sy = 0, , , dx = 0, dy = 0] = call.args.slice(1) as number[];
      return [(sy / tile) * columns + sx / tile, dx, dy];
    });
}
