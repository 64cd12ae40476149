import { ReplayError, verifyEventEntries } from '../replay';

/** Exit codes, as `npm run verify` gives them. */
const EXIT = { ok: 0, mismatch: 1, invalid: 2 } as const;

/**
 * `npm run verify -- --event <file or URL>`: re-simulates every entry of an event's entries file
 * and prints the standings computed from the times found, one JSON line per place
 * (`{"rank","player","runId","timeTicks"}`), as `GET /api/events/:id/standings` lists them. Each
 * entry that does not hold (its replay does not verify, is of another level, names another
 * player) is named on stderr and left out; the exit code is then 1. A file that is not an entries
 * file: 2.
 */
export function verifyEventText(
  source: string,
  text: string,
  io: { readonly stdout: (line: string) => void; readonly stderr: (line: string) => void },
): number {
  let verdict;
  try {
    verdict = verifyEventEntries(JSON.parse(text));
  } catch (error) {
    if (!(error instanceof ReplayError) && !(error instanceof SyntaxError)) throw error;
    io.stderr(`${source}: ${error.message}`);
    return EXIT.invalid;
  }
  for (const place of verdict.standings) io.stdout(JSON.stringify(place));
  for (const entry of verdict.refused) {
    io.stderr(`${source}: entry ${entry.runId} ${entry.problem}: not counted`);
  }
  return verdict.refused.length === 0 ? EXIT.ok : EXIT.mismatch;
}
