import { ReplayError, verifyEventEntries } from '../replay';

/** Exit codes, as `npm run verify` gives them. */
const EXIT = { ok: 0, mismatch: 1, invalid: 2 } as const;

/**
 * `npm run verify -- --event <file or URL>`: re-simulates every entry of an event's entries file
 * and prints the standings computed from the times found, one JSON line per place
 * (`{"rank","player","runId","timeTicks"}`), as `GET /api/events/:id/standings` lists them. Each
 * entry that does not hold (its replay does not verify, is of another level, names another
 * player) is named on stderr and left out; the exit code is then 1. A cup's file adds one line
 * per room of its rounds (`{"round","roomId","out"}`, the player out by the replays), and names a
 * room whose stated result, seed or run does not hold (exit 1). A file that is not an entries
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
  const cup = verdict.cup ?? { rooms: [], problems: [] };
  for (const room of cup.rooms) io.stdout(JSON.stringify(room));
  for (const { id, problem } of cup.problems) io.stderr(`${source}: cup ${id} ${problem}`);
  return verdict.refused.length === 0 && cup.problems.length === 0 ? EXIT.ok : EXIT.mismatch;
}
