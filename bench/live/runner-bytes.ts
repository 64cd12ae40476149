import { LIVE_FLUSH_MS } from '../../src/api';
import { LiveRunner } from '../../src/app/live/live-runner';
import { getBuiltInLevel } from '../../src/levels';
import { LEFT, MAX_INPUT, RIGHT, Simulation, TICKS_PER_SECOND } from '../../src/sim';
import { benchConnect, claimKey, startTokens } from './live-bench-client';

/** Ticks between two flushes of the game's runner: LIVE_FLUSH_MS of game time. */
const TICKS_PER_FLUSH = (LIVE_FLUSH_MS * TICKS_PER_SECOND) / 1000;
/** The longest worst-input run streamed: 60 s of game time. */
const WORST_TICKS = 60 * TICKS_PER_SECOND;

/** What one run streamed cost on the wire. */
export interface StreamBytes {
  /** Bytes the runner wrote after the upgrade: hello, batches, end and its close reply. */
  readonly bytes: number;
  /** Of which the hello frame's (key and token: once a run). */
  readonly helloBytes: number;
  readonly ticks: number;
  /** Bytes the service wrote back (welcome and acks), as JSON text. */
  readonly ackTextBytes: number;
}

/**
 * The worst legal input for the wire: a change every tick (four pairs a binary batch), between
 * MAX_INPUT (all four directions) and LEFT|RIGHT, neither of which moves the player, for 60 s or
 * until the run ends on catacombs. Throws if it ends within a second.
 */
export function worstInputs(): number[] {
  const level = getBuiltInLevel('catacombs');
  if (level === undefined) throw new Error('no level catacombs');
  const sim = new Simulation(level);
  const inputs: number[] = [];
  while (sim.outcome === 'playing' && inputs.length < WORST_TICKS) {
    const input = inputs.length % 2 === 0 ? MAX_INPUT : LEFT | RIGHT;
    sim.advance(input);
    inputs.push(input);
  }
  if (inputs.length < TICKS_PER_SECOND) throw new Error('the worst input ends within a second');
  return inputs;
}

/**
 * Streams `inputs` with the game's own LiveRunner on a real socket to the service at `base`
 * (tokens backdated, so the bench need not wait for the wall clock): the runner is given each
 * LIVE_FLUSH_MS of game time's ticks and flushed, as the game's timer would, then ended; every
 * byte it wrote after the upgrade is counted, until the service closes the run.
 */
export async function streamBytes(base: string, inputs: readonly number[]): Promise<StreamBytes> {
  const key = await claimKey(base, `Wire${String(inputs.length)}`);
  const [start] = await startTokens(base, key, 1);
  if (start === undefined) throw new Error('no start token');
  const { connect, wires } = benchConnect(base);
  let flush: (() => void) | undefined;
  const runner = new LiveRunner({
    connect,
    timer: (_ms, run) => {
      flush = run;
      return () => (flush = undefined);
    },
  });
  runner.begin(start);
  const wire = wires[0];
  if (wire === undefined) throw new Error('the runner opened no socket');
  while (runner.liveId === undefined) await new Promise((resolve) => setTimeout(resolve, 5));
  const helloBytes = wire.sentBytes();
  for (let tick = 0; tick < inputs.length; tick++) {
    runner.tick(inputs[tick] ?? 0);
    if ((tick + 1) % TICKS_PER_FLUSH === 0) flush?.();
  }
  runner.end();
  const code = await wire.closed;
  if (code !== 1000) throw new Error(`the service closed the stream with ${String(code)}`);
  const ackTextBytes = wire.received.reduce((sum, text) => sum + Buffer.byteLength(text), 0);
  return { bytes: wire.sentBytes(), helloBytes, ticks: inputs.length, ackTextBytes };
}
