import {
  decodeReplay,
  MAX_REPLAY_CHARS,
  MAX_REPLAY_FILE_BYTES,
  ReplayError,
  verifyReplay,
  type Replay,
} from '../replay';
import { isLevelLinkText, verifyLevelLinkText, type FileVerdict } from './verify-level-link';
import { withSplits, type VerifyFlags } from './verify-line';
import { verifyEventText } from './verify-event';

/** What the verify command needs from the machine, so tests can run it without spawning. */
export interface VerifyIo {
  /** Bytes of a file; may throw (missing, unreadable). */
  readonly readFile: (path: string) => Uint8Array;
  /** Size of a file in bytes; may throw. */
  readonly fileSize: (path: string) => number;
  readonly stdout: (line: string) => void;
  readonly stderr: (line: string) => void;
}

/** Exit codes of `npm run verify`. */
export const EXIT = { ok: 0, mismatch: 1, invalid: 2 } as const;

/** A replay file read and decoded, or why it cannot be: too big, unreadable, not UTF-8, invalid. */
export type ReadReplay = { kind: 'replay'; replay: Replay } | { kind: 'invalid'; message: string };

type ReadText = { kind: 'text'; text: string } | { kind: 'invalid'; message: string };

/** The UTF-8 text of a file no bigger than a replay file may be, or why there is none. */
function readTextFile(file: string, io: Pick<VerifyIo, 'readFile' | 'fileSize'>): ReadText {
  try {
    const size = io.fileSize(file);
    if (size > MAX_REPLAY_FILE_BYTES) {
      return {
        kind: 'invalid',
        message: new ReplayError(
          '(document)',
          `is ${size} bytes, more than a replay of at most ${MAX_REPLAY_CHARS} characters can take`,
          'too-large',
        ).message,
      };
    }
    return {
      kind: 'text',
      text: new TextDecoder('utf-8', { fatal: true }).decode(io.readFile(file)),
    };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { kind: 'invalid', message: `cannot read the file: ${reason}` };
  }
}

/** Reads and decodes one replay file with the checks `npm run verify` makes (shared with replay runners). */
export function readReplayFile(
  file: string,
  io: Pick<VerifyIo, 'readFile' | 'fileSize'>,
): ReadReplay {
  const read = readTextFile(file, io);
  if (read.kind === 'invalid') return read;
  try {
    return { kind: 'replay', replay: decodeReplay(read.text) };
  } catch (error) {
    if (error instanceof ReplayError) return { kind: 'invalid', message: error.message };
    throw error;
  }
}

function verifyFile(file: string, io: VerifyIo, flags: VerifyFlags): FileVerdict {
  const text = readTextFile(file, io);
  if (text.kind === 'invalid') return text;
  if (isLevelLinkText(text.text)) return verifyLevelLinkText(file, text.text, flags);
  let replay: Replay;
  try {
    replay = decodeReplay(text.text);
  } catch (error) {
    if (error instanceof ReplayError) return { kind: 'invalid', message: error.message };
    throw error;
  }
  try {
    const verdict = verifyReplay(replay, { splits: flags.splits });
    const { ok, outcome, ticks, hash, firstMismatchTick, practice } = verdict;
    // A practice run says so; every other line keeps its fields as they always were.
    const line = {
      file,
      ok,
      outcome,
      ticks,
      hash,
      firstMismatchTick,
      ...(practice === undefined ? {} : { practice }),
    };
    return { kind: 'verified', ok, line: withSplits(line, flags, verdict.splits) };
  } catch (error) {
    if (error instanceof ReplayError) return { kind: 'invalid', message: error.message };
    throw error;
  }
}

const USAGE =
  'usage: npm run verify -- [--splits] <replay.json> [more replay or level-link files]\n       npm run verify -- --event <entries file or URL>';

/** The text of an event's entries file (its size unchecked: an event holds many replays). */
function readEventFile(file: string, io: VerifyIo): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(io.readFile(file));
  } catch (error) {
    io.stderr(
      `${file}: cannot read the file: ${error instanceof Error ? error.message : String(error)}`,
    );
    return undefined;
  }
}

/**
 * Verifies replay files and level-link files: one JSON line per file on stdout, in argument order
 * (`{"file","ok","outcome","ticks","hash","firstMismatchTick"}`, and `levelKey` for a level link;
 * an unreadable or invalid file gets ok false, nulls, and its problem on stderr, as does a level
 * link whose proof does not match its level). With `--splits` each line ends with the run's
 * `splits` (null when there is no run). Returns the exit code: 0 when every file verifies,
 * 1 when any mismatches, 2 when any is unreadable or invalid (2 wins over 1), or for an unknown
 * flag. `--event <file>` verifies an event's entries file instead (verify-event.ts).
 */
export function runVerify(args: readonly string[], io: VerifyIo): number {
  if (args[0] === '--event') {
    const file = args[1];
    if (file === undefined || args.length !== 2) {
      io.stderr(USAGE);
      return EXIT.invalid;
    }
    const text = readEventFile(file, io);
    return text === undefined ? EXIT.invalid : verifyEventText(file, text, io);
  }
  const flags = { splits: args.includes('--splits') };
  const unknown = args.find((arg) => arg.startsWith('--') && arg !== '--splits');
  const files = args.filter((arg) => !arg.startsWith('--'));
  if (unknown !== undefined) {
    io.stderr(`unknown option ${unknown}`);
    io.stderr(USAGE);
    return EXIT.invalid;
  }
  if (files.length === 0) {
    io.stderr(USAGE);
    return EXIT.invalid;
  }
  let code: number = EXIT.ok;
  for (const file of files) {
    const verdict = verifyFile(file, io, flags);
    if (verdict.kind === 'verified') {
      io.stdout(JSON.stringify(verdict.line));
      if (verdict.problem !== undefined) io.stderr(`${file}: ${verdict.problem}`);
      if (!verdict.ok && code === EXIT.ok) code = EXIT.mismatch;
    } else {
      const line = {
        file,
        ok: false,
        outcome: null,
        ticks: null,
        hash: null,
        firstMismatchTick: null,
      };
      io.stdout(JSON.stringify(withSplits(line, flags, null)));
      io.stderr(`${file}: ${verdict.message}`);
      code = EXIT.invalid;
    }
  }
  return code;
}
