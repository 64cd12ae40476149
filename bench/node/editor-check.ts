/**
 * Child process: time for the editor's live verdict (`checkDraft`: levelFromDocument, which
 * parses, checks reachability and hashes, then the static solver's breadth-first search over
 * tiles and keys held) on the largest level the editor makes, 128x128, open floor with all three
 * keys by the start, so the search visits every (tile, keys) state: the worst case it meets.
 * Usage: node --import tsx bench/node/editor-check.ts
 */
import { checkDraft } from '../../src/app/editor/check-draft';
import { newLevelFields } from '../../src/app/editor/draft-fields';
import { reportOutcome } from './child-protocol';

const SIDE = 128;
const WARM_UP = 5;
const TIMED = 30;

function openLevelText(): string {
  const rows: string[] = [];
  for (let y = 0; y < SIDE; y++) {
    if (y === 0 || y === SIDE - 1) rows.push('#'.repeat(SIDE));
    else rows.push(`#${'.'.repeat(SIDE - 2)}#`);
  }
  const put = (x: number, y: number, char: string) => {
    const row = rows[y] ?? '';
    rows[y] = row.slice(0, x) + char + row.slice(x + 1);
  };
  put(1, 1, 'S');
  put(2, 1, 'r');
  put(3, 1, 'g');
  put(4, 1, 'b');
  put(SIDE - 2, SIDE - 2, 'E');
  return rows.join('\n');
}

const document = { text: openLevelText(), meta: newLevelFields() };
let states = 0;
for (let i = 0; i < WARM_UP; i++) checkDraft(document);
const times: number[] = [];
for (let i = 0; i < TIMED; i++) {
  const start = performance.now();
  const check = checkDraft(document);
  times.push(performance.now() - start);
  if (!check.ok) throw new Error(`the bench level does not parse: ${check.problem.reason}`);
  states = check.statesVisited;
}
times.sort((a, b) => a - b);
reportOutcome({
  kind: 'measured',
  value: times[Math.floor(times.length / 2)] ?? 0,
  details: { side: SIDE, statesVisited: states, timed: TIMED, maxMs: times.at(-1) ?? 0 },
});
