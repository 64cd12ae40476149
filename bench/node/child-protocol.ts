/** A child measurement prints one line starting with this, then its result as JSON. */
export const RESULT_MARKER = 'BENCH_RESULT ';

/** What a child measurement reports: a figure with details, or why it could not measure yet. */
export type ChildOutcome =
  | { readonly kind: 'measured'; readonly value: number; readonly details: Record<string, unknown> }
  | { readonly kind: 'absent'; readonly reason: string };

/** Prints a child's outcome for the runner to read. */
export function reportOutcome(outcome: ChildOutcome): void {
  process.stdout.write(`${RESULT_MARKER}${JSON.stringify(outcome)}\n`);
}

/** Reads the outcome a child printed; throws an Error quoting the output when there is none. */
export function parseOutcome(stdout: string): ChildOutcome {
  const line = stdout
    .split('\n')
    .reverse()
    .find((text) => text.startsWith(RESULT_MARKER));
  if (line === undefined) {
    throw new Error(
      `the measurement printed no result; its output was: ${stdout.slice(-500) || '(nothing)'}`,
    );
  }
  const parsed: unknown = JSON.parse(line.slice(RESULT_MARKER.length));
  if (typeof parsed !== 'object' || parsed === null || !('kind' in parsed)) {
    throw new Error(`the measurement printed a malformed result: ${line}`);
  }
  return parsed as ChildOutcome;
}

/** The value of `--name=value` in argv, or throws an Error naming the missing argument. */
export function argument(name: string, argv: readonly string[] = process.argv): string {
  const prefix = `--${name}=`;
  const found = argv.find((arg) => arg.startsWith(prefix));
  if (found === undefined) throw new Error(`missing argument --${name}=<value>`);
  return found.slice(prefix.length);
}
