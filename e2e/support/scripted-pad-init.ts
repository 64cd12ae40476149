/**
 * Page-side scripted gamepads, installed with `page.addInitScript`: there is no automation API
 * for pads, so navigator.getGamepads is replaced by one that reads a timeline the test pushes.
 * A pad state applies from its time (the page's performance.now, the virtual display's clock
 * when that is installed). Serialised into the page: it must reference nothing outside its body.
 */
export function scriptedPadInit(): void {
  interface PadState {
    readonly index: number;
    readonly id: string;
    readonly buttons: readonly number[];
    readonly axes: readonly number[];
  }
  interface PadFrame {
    readonly atUs: number;
    readonly pads: readonly PadState[];
  }
  const timeline: PadFrame[] = [];
  let reads = 0;

  const getGamepads = () => {
    reads += 1;
    const nowUs = performance.now() * 1000;
    let current: PadFrame | undefined;
    for (const frame of timeline) if (frame.atUs <= nowUs) current = frame;
    const list: unknown[] = [null, null, null, null];
    for (const pad of current?.pads ?? []) {
      list[pad.index] = {
        index: pad.index,
        id: pad.id,
        connected: true,
        mapping: 'standard',
        timestamp: nowUs / 1000,
        buttons: Array.from({ length: 17 }, (_, i) => {
          const pressed = pad.buttons.includes(i);
          return { pressed, touched: pressed, value: pressed ? 1 : 0 };
        }),
        axes: [...pad.axes, 0, 0, 0, 0].slice(0, 4),
      };
    }
    return list;
  };
  Object.defineProperty(Navigator.prototype, 'getGamepads', {
    configurable: true,
    value: getGamepads,
  });
  const api = Object.freeze({
    push(frames: readonly PadFrame[]) {
      timeline.push(...frames);
      timeline.sort((a, b) => a.atUs - b.atUs);
    },
    reads: () => reads,
  });
  Object.defineProperty(window, '__scriptedPads', { value: api });
}
