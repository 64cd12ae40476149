import WebSocket from 'ws';
import { GameService } from '../../e2e/support/global-service';
import { serviceRequest } from '../../e2e/support/service-request';
import { LIVE_FLUSH_MS, LIVE_RUN_PATH } from '../../src/api/live';
import { encodeLiveInputs } from '../../src/api/live-inputs-frame';
import { TOKEN_TOLERANCE_MS } from '../../src/server/tokens/start-tokens';
import { verifyReplay } from '../../src/replay';
import { TICKS_PER_SECOND } from '../../src/sim';
import { compress, expand, winningReplay } from '../../tests/replay/support/replays';
import type { EngineSession } from './engine-session';

/** The e2e service slot this check takes (the engine files run one at a time, after e2e/). */
const SERVICE_SLOT = 7;

/** A run streamed from Node as the game streams one: a claimed name, a token, a runner socket. */
class NodeRunner {
  readonly #socket: WebSocket;
  readonly #issuedAt: number;
  #sent = 0;

  private constructor(socket: WebSocket, issuedAt: number) {
    this.#socket = socket;
    this.#issuedAt = issuedAt;
  }

  /** Claims `player`, starts a run of the first level and opens its stream (welcomed). */
  static async open(origin: string, player: string): Promise<NodeRunner> {
    const claim = await serviceRequest(`${origin}/api/players`, { body: { name: player } });
    const { key } = claim.json() as { key: string };
    const start = await serviceRequest(`${origin}/api/runs/start`, {
      body: { level: { id: 'first-steps' } },
      bearer: key,
    });
    const { token, levelKey, issuedAt } = start.json() as Record<string, string>;
    const socket = new WebSocket(`${origin.replace(/^http/, 'ws')}${LIVE_RUN_PATH}`);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => {
        socket.send(JSON.stringify({ type: 'hello', key, token, levelKey }));
      });
      socket.once('message', () => {
        resolve();
      });
      socket.once('error', reject);
    });
    return new NodeRunner(socket, Date.parse(issuedAt ?? ''));
  }

  /**
   * Sends `inputs` from where the stream stands to tick `to`, a flush at a time, each once the
   * service's clock rule lets the run stand there (a run faster than real time is refused).
   */
  async sendTo(inputs: readonly number[], to: number): Promise<void> {
    const flush = (LIVE_FLUSH_MS * TICKS_PER_SECOND) / 1000;
    while (this.#sent < to) {
      const next = Math.min(to, this.#sent + flush);
      const dueMs = this.#issuedAt + (next * 1000) / TICKS_PER_SECOND - TOKEN_TOLERANCE_MS;
      const waitMs = dueMs - Date.now();
      if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs));
      const runs = compress(inputs.slice(this.#sent, next));
      this.#socket.send(encodeLiveInputs({ from: this.#sent, runs })); // binary, as the game sends
      this.#sent = next;
    }
  }

  end(): void {
    this.#socket.send(JSON.stringify({ type: 'end' }));
    this.#socket.close();
  }
}

/** What the spectator's page reports of the run it watches (the liveWatch() hook). */
interface Watched {
  readonly tick: number;
  readonly hash: number | null;
  readonly state: string;
}

/** Waits in the page until the watched run stands at `tick` or reaches `state`; its report. */
function watchedUntil(
  session: EngineSession,
  until: { readonly tick?: number; readonly state?: string },
): Promise<Watched | null> {
  return session.evaluate(async (wanted) => {
    const hooks = window.mythicMaze;
    if (hooks === undefined) throw new Error('window.mythicMaze is missing');
    for (let waited = 0; waited < 30_000; waited += 50) {
      const watch = hooks.liveWatch();
      if (watch !== null && (watch.tick === wanted.tick || watch.state === wanted.state)) {
        return { tick: watch.tick, hash: watch.hash, state: watch.state };
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return null;
  }, until);
}

/**
 * Issue 43's watch check in one engine: a Node runner streams the first level's winning run to a
 * real service; the engine's page opens the Live screen once half of it is there, watches it
 * (catching up from tick 0), follows it to its end, and stands on the tick and state hash the
 * Node verifier gives for the run's replay.
 */
export async function watchStreamedRun(session: EngineSession): Promise<{
  readonly caughtUp: Watched | null;
  readonly ended: Watched | null;
  readonly verified: { readonly tick: number; readonly hash: string };
}> {
  const service = new GameService(SERVICE_SLOT, undefined, { LEADERBOARD_LIVE_DELAY_MS: '300' });
  await service.start(false);
  try {
    const replay = winningReplay('first-steps', { player: 'Icarus' });
    const inputs = expand(replay.inputs);
    const half = Math.floor(inputs.length / 2);
    const runner = await NodeRunner.open(service.origin, 'Icarus');
    await runner.sendTo(inputs, half);
    await session.open(`${service.origin}/`);
    await session.evaluate(async () => {
      const find = (name: string) =>
        [...document.querySelectorAll<HTMLButtonElement>('button')].find((b) =>
          (b.getAttribute('aria-label') ?? b.textContent).startsWith(name),
        );
      find('Live')?.click();
      for (let waited = 0; waited < 30_000 && find('Watch Icarus') === undefined; waited += 50) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      find('Watch Icarus')?.click();
    }, null);
    const caughtUp = await watchedUntil(session, { tick: half });
    await runner.sendTo(inputs, inputs.length);
    runner.end();
    const ended = await watchedUntil(session, { state: 'ended' });
    const verdict = verifyReplay(replay);
    if (!verdict.ok) throw new Error('the winning replay does not verify');
    return { caughtUp, ended, verified: { tick: verdict.ticks, hash: verdict.hash } };
  } finally {
    await service.dispose();
  }
}
