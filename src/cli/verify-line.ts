import type { Split } from '../replay';

/** What the flags of `npm run verify` ask for besides the verdict. */
export interface VerifyFlags {
  /** `--splits`: each line adds the run's split events. */
  readonly splits: boolean;
}

/** The line with the run's splits at its end, when `--splits` asked for them (null: no run). */
export function withSplits(
  line: Record<string, unknown>,
  flags: VerifyFlags,
  splits: readonly Split[] | null | undefined,
): Record<string, unknown> {
  return flags.splits ? { ...line, splits: splits ?? null } : line;
}
