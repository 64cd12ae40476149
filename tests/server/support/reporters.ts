import { mutableCopy, winningReplay } from '../../replay/support/replays';
import { send } from './moderation-kit';
import type { TestService } from './service-harness';

/** Verified runs that give a reporter the whole of their weight, as docs/deployment.md states. */
export const FULL_RECORD_RUNS = 5;

/**
 * The first autopilot wait of the runs given: the tests' own runs (distinctWins) wait from 0, so
 * these never copy one of theirs. The autopilot wins red-key after any wait up to 300 ticks.
 */
const FIRST_WAIT = 100;

/** The next autopilot wait per service and level, so no two runs given are copies. */
const nextWait = new WeakMap<TestService, Map<string, number>>();

/**
 * Gives each of `names` (claimed on first use) `runs` won runs of built-in level `level`
 * (default: red-key, a board the moderation tests do not read), posted and verified as any run
 * is: the proof of play a reporter is weighed by. Each run is the autopilot's win after a wait
 * of its own, so none copies another.
 */
export async function givePlay(
  service: TestService,
  names: readonly string[],
  options: { readonly runs?: number; readonly level?: string } = {},
): Promise<void> {
  const level = options.level ?? 'red-key';
  const waits = nextWait.get(service) ?? new Map<string, number>();
  nextWait.set(service, waits);
  for (const name of names) {
    for (let run = 0; run < (options.runs ?? FULL_RECORD_RUNS); run++) {
      const wait = waits.get(level) ?? FIRST_WAIT;
      waits.set(level, wait + 1);
      const posted = await service.postWon({
        ...mutableCopy(winningReplay(level, { wait })),
        player: name,
      });
      if (posted.status !== 201) {
        throw new Error(`${name}'s run answered ${posted.status}: ${await posted.text()}`);
      }
    }
  }
}

/**
 * Reports `body` with `reporter`'s key as sent from `address` (the trusted proxy's
 * X-Forwarded-For: the service is started with LEADERBOARD_TRUST_PROXY=1), so reporters can
 * come from several address buckets.
 */
export async function reportFrom(
  service: TestService,
  reporter: string,
  body: unknown,
  address: string,
): Promise<Response> {
  return send(`${service.url}/api/reports`, body, await service.keyOf(reporter), {
    'x-forwarded-for': address,
  });
}
