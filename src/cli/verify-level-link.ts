import { levelKey, openLevelLink, replaySplits } from '../replay';
import { withSplits, type VerifyFlags } from './verify-line';

/** One file's result, as `runVerify` prints it. */
export type FileVerdict =
  | { kind: 'verified'; ok: boolean; line: Record<string, unknown>; problem?: string }
  | { kind: 'invalid'; message: string };

/** True when a file holds a level link rather than a replay: its text starts with `#l=` or `l=`. */
export function isLevelLinkText(text: string): boolean {
  const start = text.trimStart();
  return start.startsWith('#l=') || start.startsWith('l=');
}

/**
 * Opens the level link in a file's text (surrounding whitespace, such as a final newline, is
 * ignored) and re-simulates its proof. A malformed link or an invalid level is `invalid` (exit
 * 2); a proof recorded on another level, or one that does not replay to a win, is verified but
 * not ok (exit 1). The line is the replay's, plus the level's board key.
 */
export function verifyLevelLinkText(file: string, text: string, flags: VerifyFlags): FileVerdict {
  const result = openLevelLink(text.trim());
  if (result.ok) {
    const { ok, outcome, ticks, hash, firstMismatchTick } = result.verdict;
    const key = levelKey({ hash: result.hash });
    const splits = flags.splits ? replaySplits(result.proof, { level: result.level }) : null;
    return {
      kind: 'verified',
      ok,
      line: withSplits(
        { file, ok, outcome, ticks, hash, firstMismatchTick, levelKey: key },
        flags,
        splits,
      ),
    };
  }
  if (result.kind !== 'proof-mismatch') return { kind: 'invalid', message: result.message };
  const verdict = result.verdict;
  return {
    kind: 'verified',
    ok: false,
    line: {
      file,
      ok: false,
      outcome: verdict?.outcome ?? null,
      ticks: verdict?.ticks ?? null,
      hash: verdict?.hash ?? null,
      firstMismatchTick: verdict?.firstMismatchTick ?? null,
      levelKey: null,
      ...(flags.splits ? { splits: null } : {}),
    },
    problem: result.message,
  };
}
