import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { playbackInPage } from '../../e2e/support/playback-page';
import { playbackSchedule } from '../../e2e/support/playback-schedule';
import { allProfiles, type DisplayProfile } from '../../e2e/support/schedule';
import { EXIT, readReplayFile, type VerifyIo } from '../../src/cli/run-verify';
import type { Checkpoint, Replay } from '../../src/replay';
import type { PlaybackEnd } from '../../src/app/replays/playback';
import {
  ENGINES,
  launchEngine,
  type EngineName,
  type EngineSession,
} from '../support/engine-session';
import { openGame } from '../support/game-page';
import { DIST, startPageServer, type PageServer } from '../support/page-server';
import { playOnRealFrames } from '../support/real-frames';

/** The display a replay is played on: a virtual profile by name, or the engine's own frames. */
export const REAL_DISPLAY = 'real';

export const REPLAY_USAGE =
  'usage: npm run replay -- <replay.json> [more files] [--engine chromium|firefox|webkit] ' +
  `[--display <profile>]; profiles: ${REAL_DISPLAY}, ${allProfiles()
    .map((p) => `'${p.name}'`)
    .join(', ')}`;

/** What the command line asked for. */
export interface ReplayRequest {
  readonly files: readonly string[];
  readonly engine: EngineName;
  readonly display: DisplayProfile | typeof REAL_DISPLAY;
}

/** Parses `<files> [--engine E] [--display P]`; a string is the problem, for stderr. */
export function parseReplayArgs(args: readonly string[]): ReplayRequest | string {
  const files: string[] = [];
  let engine: EngineName = 'chromium';
  let display: ReplayRequest['display'] = {
    name: '60 Hz',
    rate: { label: '60 Hz', numerator: 60, denominator: 1 },
  };
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? '';
    if (arg !== '--engine' && arg !== '--display') {
      files.push(arg);
      continue;
    }
    const value = args[i + 1];
    i += 1;
    if (value === undefined) return `${arg} needs a value`;
    if (arg === '--engine') {
      const found = ENGINES.find((e) => e === value);
      if (found === undefined)
        return `unknown engine '${value}'; engines are ${ENGINES.join(', ')}`;
      engine = found;
    } else if (value === REAL_DISPLAY) {
      display = REAL_DISPLAY;
    } else {
      const found = allProfiles().find((p) => p.name === value);
      if (found === undefined) return `unknown display profile '${value}'`;
      display = found;
    }
  }
  if (files.length === 0) return 'no replay files given';
  return { files, engine, display };
}

/** What the page's playback came to, whatever the display. */
interface Played {
  readonly refused: string | null;
  readonly checkpoints: readonly Checkpoint[];
  readonly end: PlaybackEnd | null;
}

/** The tick where the browser's run first differs from the file: a checkpoint's, or the end's. */
function firstMismatch(replay: Replay, played: Played): number | null {
  for (const [i, recorded] of replay.checkpoints.entries()) {
    const seen = played.checkpoints[i];
    if (seen?.[0] !== recorded[0] || seen[1] !== recorded[1]) return recorded[0];
  }
  const end = played.end;
  const final = replay.final;
  if (end?.tick !== final.tick || end.outcome !== final.outcome || end.hash !== final.hash) {
    return final.tick;
  }
  return null;
}

/** How the runner reaches the machine: verify's file and output access, and the ports it may use. */
export interface ReplayIo extends VerifyIo {
  readonly port: number;
  readonly driverPort: number;
}

/**
 * Plays replay files through the production page in a real engine, under a display profile, and
 * prints one line per file with the fields of `npm run verify`; outcome, ticks and hash are where
 * the browser's playback ended. The page's viewer re-simulates a replay before it plays it: one
 * that engine refuses gets ok false, the tick it names, and the reason on stderr. Returns verify's
 * exit code: 0 all reproduced, 1 any did not, 2 any file unreadable or invalid (2 wins over 1).
 */
export async function runReplay(args: readonly string[], io: ReplayIo): Promise<number> {
  const request = parseReplayArgs(args);
  if (typeof request === 'string') {
    io.stderr(`${request}\n${REPLAY_USAGE}`);
    return EXIT.invalid;
  }
  if (!existsSync(join(DIST, 'index.html'))) {
    io.stderr('no production build in dist/: run `npm run build` first');
    return EXIT.invalid;
  }
  let code: number = EXIT.ok;
  let server: PageServer | null = null;
  let session: EngineSession | null = null;
  try {
    for (const file of request.files) {
      const read = readReplayFile(file, io);
      if (read.kind === 'invalid') {
        io.stdout(
          JSON.stringify({
            file,
            ok: false,
            outcome: null,
            ticks: null,
            hash: null,
            firstMismatchTick: null,
          }),
        );
        io.stderr(`${file}: ${read.message}`);
        code = EXIT.invalid;
        continue;
      }
      const replay = read.replay;
      server ??= await startPageServer(io.port);
      if (session === null) {
        session = await launchEngine(request.engine, { driverPort: io.driverPort });
        await openGame(session, server, '/', { virtualVsync: request.display !== REAL_DISPLAY });
      }
      const played: Played =
        request.display === REAL_DISPLAY
          ? await playOnRealFrames(session, replay)
          : await session.evaluate(playbackInPage, {
              replay,
              schedule: playbackSchedule(request.display, replay.final.tick).schedule,
            });
      if (played.refused !== null) {
        const tick = /differs by tick (\d+)/.exec(played.refused)?.[1];
        io.stdout(
          JSON.stringify({
            file,
            ok: false,
            outcome: null,
            ticks: null,
            hash: null,
            firstMismatchTick: tick === undefined ? null : Number(tick),
          }),
        );
        io.stderr(`${file}: ${request.engine} refused it: ${played.refused}`);
        if (code === EXIT.ok) code = EXIT.mismatch;
        continue;
      }
      const mismatch = firstMismatch(replay, played);
      const end = played.end;
      io.stdout(
        JSON.stringify({
          file,
          ok: mismatch === null,
          outcome: end?.outcome ?? null,
          ticks: end?.tick ?? null,
          hash: end?.hash ?? null,
          firstMismatchTick: mismatch,
        }),
      );
      if (mismatch !== null && code === EXIT.ok) code = EXIT.mismatch;
    }
  } finally {
    await session?.close();
    await server?.close();
  }
  return code;
}
