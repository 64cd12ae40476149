import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeReplay, encodeReplay, REPLAY_VERSION, verifyReplay } from '../../src/replay';
import { SIM_VERSION } from '../../src/sim';
import { recordRun, winningInputs } from './support/replays';

const FIXTURES = resolve(import.meta.dirname, '../../e2e/fixtures');
const goldens = readdirSync(FIXTURES).filter((name) => name.endsWith('.json'));

describe('the version rule: version 2 added editor levels, version 3 practice runs, and version 1 replays still read', () => {
  it('this code reads up to version 3 under simulation version 1, unchanged', () => {
    expect(REPLAY_VERSION).toBe(3);
    expect(SIM_VERSION).toBe(1);
  });

  it.each(goldens)('golden %s is version 1, encodes to its own bytes, and verifies', (name) => {
    const text = readFileSync(join(FIXTURES, name), 'utf8');
    expect(text.startsWith('{"format":"mythic-maze-replay","version":1,')).toBe(true);
    const replay = decodeReplay(text);
    expect(replay.version).toBe(1);
    expect(encodeReplay(replay)).toBe(text);
    expect(verifyReplay(replay)).toMatchObject({
      ok: true,
      outcome: replay.final.outcome,
      hash: replay.final.hash,
    });
  });

  it('a run of a built-in or generated level is still recorded as version 1', () => {
    const builtIn = recordRun({ ref: { id: 'first-steps' }, inputs: winningInputs('first-steps') });
    expect(encodeReplay(builtIn.replay)).toMatch(/^\{"format":"mythic-maze-replay","version":1,/);
    const generated = recordRun({ ref: { seed: 3, width: 11, height: 9 }, inputs: [2, 2, 4] });
    expect(generated.replay.version).toBe(1);
  });
});
