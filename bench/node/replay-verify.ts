/**
 * Child process: time for the Node verifier (`verifyReplay` from src/replay) to verify one hour of
 * play (72 000 ticks) recorded on the largest built-in level, noting each run's course (a hash of
 * the state after every tick) as the service's verifier does to find copies. Reports the module
 * as absent, without failing, while src/replay does not exist or does not export `verifyReplay`.
 * Usage: node --import tsx bench/node/replay-verify.ts
 */
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { largestBuiltInLevel } from '../bench-levels';
import { reportOutcome } from './child-protocol';
import { heldInputTape } from './input-tape';
import { recordReplayDocuments } from './replay-documents';

/** One hour at 20 ticks a second. */
const HOUR_TICKS = 72_000;
const TAPE_SEED = 20_240_903;
/** Untimed passes first, so the timed one runs optimised code. */
const WARM_UP_PASSES = 3;
const REPLAY_MODULE = new URL('../../src/replay/index.ts', import.meta.url);

/** The part of src/replay this measurement uses; `decodeReplay` is optional. */
interface ReplayModule {
  readonly verifyReplay: (replay: unknown, options?: { trajectory?: boolean }) => unknown;
  readonly decodeReplay?: (input: unknown) => unknown;
}

interface Verdict {
  readonly ok: boolean;
  readonly ticks?: number;
  readonly firstMismatchTick?: number | null;
}

function isVerdict(value: unknown): value is Verdict {
  return typeof value === 'object' && value !== null && 'ok' in value;
}

async function loadReplayModule(): Promise<ReplayModule | string> {
  const path = fileURLToPath(REPLAY_MODULE);
  if (!existsSync(path))
    return 'src/replay/index.ts does not exist yet (the replay verifier lands with the replay issue)';
  const loaded = (await import(pathToFileURL(path).href)) as Record<string, unknown>;
  const { verifyReplay, decodeReplay } = loaded;
  if (typeof verifyReplay !== 'function') return 'src/replay/index.ts does not export verifyReplay';
  return {
    verifyReplay: verifyReplay as ReplayModule['verifyReplay'],
    ...(typeof decodeReplay === 'function'
      ? { decodeReplay: decodeReplay as NonNullable<ReplayModule['decodeReplay']> }
      : {}),
  };
}

/** Verifies every replay; throws an Error naming the first one that does not verify. */
function verifyAll(module: ReplayModule, replays: readonly unknown[]): number {
  let ticks = 0;
  for (const [index, replay] of replays.entries()) {
    const verdict = module.verifyReplay(replay, { trajectory: true });
    if (!isVerdict(verdict) || !verdict.ok) {
      throw new Error(
        `replay ${index} did not verify: ${JSON.stringify(verdict)} (the bench records format v1 as the replay issue specifies it)`,
      );
    }
    ticks += verdict.ticks ?? 0;
  }
  return ticks;
}

const module = await loadReplayModule();
if (typeof module === 'string') {
  reportOutcome({ kind: 'absent', reason: module });
} else {
  const level = largestBuiltInLevel();
  const documents = recordReplayDocuments({
    level,
    tape: heldInputTape(TAPE_SEED, 1 << 16),
    totalTicks: HOUR_TICKS,
  });
  // Decoding (validation) is a separate step from verifying; it is done once, untimed.
  const replays = documents.map((document) => module.decodeReplay?.(document) ?? document);
  for (let pass = 0; pass < WARM_UP_PASSES; pass++) verifyAll(module, replays);
  const started = performance.now();
  const ticks = verifyAll(module, replays);
  const ms = performance.now() - started;
  reportOutcome({
    kind: 'measured',
    value: ms,
    details: {
      level: level.id,
      replays: replays.length,
      ticksRecorded: HOUR_TICKS,
      ticksVerified: ticks,
      decodedWithCodec: module.decodeReplay !== undefined,
    },
  });
}
