import autocannon from 'autocannon';
import { processCpuMs, processesCpuMs } from './process-cpu';
import { profileService } from './profile-service';
import { encodeCursor } from '../../src/server/levels/catalogue-cursor';

/** Seconds the mix lasts. */
const MIX_S = 10;
/** Board reads a second offered beside the attackers (normal traffic). */
const BOARD_RATE = 200;
/** Clients sending the worst legal catalogue questions back to back. */
const ATTACKERS = 2;
const BOARD = '/api/boards/level:red-key?limit=50';

/**
 * The worst legal catalogue questions: a prefix that starts a word of every level (as typed and
 * full-width), the largest size filter, two words with a sort, two words common apart and never
 * together, and cursors at the far end of the popular and top sorts (the deepest place a page
 * can start).
 */
export const WORST_QUESTIONS: readonly string[] = [
  '/api/levels?q=maker',
  `/api/levels?q=${encodeURIComponent('ｍａｋｅｒ')}`,
  '/api/levels?q=ma&size=large',
  '/api/levels?q=maker%20maker1&sort=top',
  '/api/levels?q=maker1%20maker2',
  `/api/levels?sort=popular&cursor=${encodeCursor({ sort: 'popular', value: 0, hash: '0'.repeat(64) })}`,
  `/api/levels?sort=top&cursor=${encodeCursor({ sort: 'top', value: 0, hash: '0'.repeat(64) })}`,
  `/api/levels?q=maker&sort=new&cursor=${encodeCursor({ sort: 'new', value: '2000-01-01T00:00:00.000Z', hash: '0'.repeat(64) })}`,
];

/** What the mix measured. */
export interface MixFigures {
  readonly board: autocannon.Result;
  /** The worst questions answered, by status. */
  readonly questions: Readonly<Record<string, number>>;
  /** The event loop's delay as /api/health reported it right after the mix, ms. */
  readonly loopP99Ms: number;
  readonly loopMaxMs: number;
  /** CPU time over the mix: the service's process, and PostgreSQL's processes (0 on SQLite). */
  readonly serviceCpuMs: number;
  readonly postgresCpuMs: number;
}

/** One attacker: the worst questions in turn, each after the last answer, until `end`. */
async function attacker(base: string, end: number, counts: Record<string, number>, first: number) {
  for (let i = first; Date.now() < end; i += 1) {
    const path = WORST_QUESTIONS[i % WORST_QUESTIONS.length] ?? WORST_QUESTIONS[0];
    const answer = await fetch(`${base}${path ?? ''}`);
    await answer.arrayBuffer();
    const status = String(answer.status);
    counts[status] = (counts[status] ?? 0) + 1;
  }
}

/**
 * MIX_S seconds of the worst legal catalogue questions from ATTACKERS clients beside board
 * reads at BOARD_RATE a second (autocannon, its latency the board's under the mix), then the
 * event-loop delay the service reports (its window covers the mix: 10 to 20 s).
 */
export async function worstMixPhase(base: string, pid: number): Promise<MixFigures> {
  const counts: Record<string, number> = {};
  // Profiled (the service's threads) when BENCH_SERVICE_PROFILE_DIR is set.
  const profile = await profileService();
  const cpuBefore = { service: processCpuMs(pid), postgres: processesCpuMs('postgres') };
  const end = Date.now() + MIX_S * 1000;
  const reads = new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(
      { url: `${base}${BOARD}`, connections: 10, duration: MIX_S, overallRate: BOARD_RATE },
      (error, result) => {
        if (error !== null && error !== undefined)
          reject(error instanceof Error ? error : new Error(String(error)));
        else resolve(result);
      },
    );
  });
  const attackers = Array.from({ length: ATTACKERS }, (_, i) => attacker(base, end, counts, i * 3));
  const [board] = await Promise.all([reads, ...attackers]);
  const serviceCpuMs = processCpuMs(pid) - cpuBefore.service;
  const postgresCpuMs = processesCpuMs('postgres') - cpuBefore.postgres;
  const written = await profile?.stop();
  if (written !== undefined) console.error(`catalogue: profiles written: ${written.join(', ')}`);
  const health = (await (await fetch(`${base}/api/health`)).json()) as {
    eventLoopDelay: { p99Ms: number; maxMs: number };
  };
  return {
    board,
    questions: counts,
    loopP99Ms: health.eventLoopDelay.p99Ms,
    loopMaxMs: health.eventLoopDelay.maxMs,
    serviceCpuMs,
    postgresCpuMs,
  };
}
