import { describe, expect, it } from 'vitest';
import type { Command } from '../../src/input/key-bindings';
import { Gamepads, type PadStatus } from '../../src/input/gamepads';
import { PolledFrameSource } from '../../src/input/polled-frame-source';
import { ManualFrameSource } from '../../src/loop';
import { DOWN, RIGHT, UP } from '../../src/sim';
import { FakePad } from './fake-pad';

function setup(pads: (FakePad | null)[]) {
  const commands: Command[] = [];
  const directions: number[] = [];
  const statuses: PadStatus[] = [];
  const gamepads = new Gamepads({
    read: () => pads,
    onCommand: (c) => commands.push(c),
    onDirection: (d) => directions.push(d),
    onStatus: (s) => statuses.push(s),
  });
  return { gamepads, commands, directions, statuses };
}

/** A pad already seen once at rest, so its next presses count. */
function awake(pads: (FakePad | null)[]) {
  const setup_ = setup(pads);
  setup_.gamepads.poll();
  return setup_;
}

describe('Gamepads: latched per-tick input', () => {
  it('counts a d-pad tap seen on one frame and gone by the tick, for one tick only', () => {
    const pad = new FakePad(0);
    const { gamepads } = awake([pad]);
    pad.set(12, true);
    gamepads.poll();
    pad.set(12, false);
    gamepads.poll();
    expect(gamepads.held).toBe(0);
    expect(gamepads.sample()).toBe(UP);
    expect(gamepads.sample()).toBe(0);
  });

  it('counts a held direction at every tick until released', () => {
    const pad = new FakePad(0);
    const { gamepads } = awake([pad]);
    pad.stick(1, 0);
    gamepads.poll();
    expect([gamepads.sample(), gamepads.sample()]).toEqual([RIGHT, RIGHT]);
    pad.stick(0.1, 0);
    gamepads.poll();
    expect(gamepads.sample()).toBe(0);
  });

  it('forgets latched directions on clearLatched, keeping what is held', () => {
    const pad = new FakePad(0);
    const { gamepads } = awake([pad]);
    pad.set(14, true);
    gamepads.poll();
    pad.set(14, false).set(13, true);
    gamepads.poll();
    gamepads.clearLatched();
    expect(gamepads.sample()).toBe(DOWN);
    expect(gamepads.sample()).toBe(DOWN);
  });

  it('lets either of two pads play, together', () => {
    const one = new FakePad(0);
    const two = new FakePad(1);
    const { gamepads } = awake([one, two]);
    one.set(12, true);
    two.set(15, true);
    gamepads.poll();
    expect(gamepads.sample()).toBe(UP | RIGHT);
  });

  it('gives each command once per press, from any pad, and reports new directions', () => {
    const one = new FakePad(0);
    const two = new FakePad(1);
    const { gamepads, commands, directions } = awake([one, two]);
    one.set(9, true);
    gamepads.poll();
    gamepads.poll();
    two.set(0, true).set(13, true);
    gamepads.poll();
    expect(commands).toEqual(['pause', 'confirm']);
    expect(directions).toEqual([DOWN]);
  });

  it('reports a held direction once per press, not once per frame', () => {
    const pad = new FakePad(0);
    const { gamepads, directions } = awake([pad]);
    pad.set(13, true);
    for (let frame = 0; frame < 60; frame++) gamepads.poll();
    expect(directions).toEqual([DOWN]);
    // A second direction joining the held one is new; the held one is not said again.
    pad.set(15, true);
    for (let frame = 0; frame < 60; frame++) gamepads.poll();
    expect(directions).toEqual([DOWN, RIGHT]);
    pad.set(13, false).set(15, false);
    gamepads.poll();
    pad.set(13, true);
    gamepads.poll();
    gamepads.poll();
    expect(directions).toEqual([DOWN, RIGHT, DOWN]);
  });

  it('does not act on the press that wakes a pad', () => {
    const pads: (FakePad | null)[] = [];
    const { gamepads, commands, statuses } = setup(pads);
    gamepads.poll();
    expect(gamepads.status).toEqual({ kind: 'waiting' });
    pads.push(new FakePad(0, 'Xbox pad').set(0, true).set(12, true));
    gamepads.poll();
    expect(commands).toEqual([]);
    expect(gamepads.sample()).toBe(0);
    expect(statuses).toEqual([{ kind: 'connected', names: ['Xbox pad'] }]);
  });

  it('follows pads plugged in and pulled out between frames', () => {
    const pads: (FakePad | null)[] = [new FakePad(0, 'A')];
    const { gamepads, statuses } = setup(pads);
    gamepads.poll();
    pads.push(new FakePad(1, 'B'));
    gamepads.poll();
    pads[0] = null;
    gamepads.poll();
    pads.length = 0;
    gamepads.poll();
    expect(statuses.map((s) => (s.kind === 'connected' ? s.names.join('+') : s.kind))).toEqual([
      'A',
      'A+B',
      'B',
      'waiting',
    ]);
  });

  it('a pad replugged in the same slot starts fresh: its held button does not act', () => {
    const pads: FakePad[] = [new FakePad(0, 'A')];
    const { gamepads, commands } = awake(pads);
    pads[0] = new FakePad(0, 'B').set(1, true);
    gamepads.poll();
    expect(commands).toEqual([]);
  });

  it('says unsupported without the API and survives a read that throws', () => {
    expect(new Gamepads({ read: null }).status).toEqual({ kind: 'unsupported' });
    const throwing = new Gamepads({
      read: () => {
        throw new Error('SecurityError');
      },
    });
    throwing.poll();
    expect(throwing.sample()).toBe(0);
  });
});

describe('PolledFrameSource', () => {
  it('polls once at the start of each frame, before the frame callback', () => {
    const inner = new ManualFrameSource();
    const order: string[] = [];
    const source = new PolledFrameSource(inner, () => order.push('poll'));
    source.request(() => order.push('frame'));
    inner.frame(16);
    source.request(() => order.push('frame'));
    inner.frame(33);
    expect(order).toEqual(['poll', 'frame', 'poll', 'frame']);
  });
});
