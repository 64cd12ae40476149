import { describe, expect, it } from 'vitest';
import { verifyReplay, type Replay } from '../../src/replay';
import { compress, expand, recordRun, winningReplay } from './support/replays';

/**
 * A Replay handed to verifyReplay directly (decoding would refuse these) whose final tick
 * disagrees with its inputs. Every checkpoint, the outcome and the hash still match, so only the
 * final-tick checks can refuse it.
 */
describe('verifyReplay checks the final tick against the inputs', () => {
  it('refuses a final tick past the end of the inputs, at that tick', () => {
    const won = winningReplay('first-steps');
    const claimed = won.final.tick + 5;
    const doctored: Replay = { ...won, final: { ...won.final, tick: claimed } };
    expect(verifyReplay(won).ok).toBe(true);
    const verdict = verifyReplay(doctored);
    expect(verdict.ok).toBe(false);
    expect(verdict.firstMismatchTick).toBe(claimed);
    expect(verdict.ticks).toBe(won.final.tick);
  });

  it('refuses a final tick before the end of the inputs', () => {
    const won = winningReplay('first-steps');
    const claimed = won.final.tick - 1;
    const verdict = verifyReplay({ ...won, final: { ...won.final, tick: claimed } });
    expect(verdict.ok).toBe(false);
    expect(verdict.firstMismatchTick).toBe(claimed);
  });

  it('refuses inputs that go on after the run ended, even when the final tick counts them', () => {
    const lost = recordRun({
      ref: { id: 'the-beast-stirs' },
      inputs: new Array<number>(3000).fill(0),
    });
    expect(lost.sim.outcome).toBe('caught');
    const end = lost.replay.final.tick;
    const extra = 45;
    const total = end + extra;
    // The state, and so its hash, stays frozen once the run has ended: each checkpoint past the
    // end carries the final hash, and the final record keeps outcome and hash.
    const checkpoints = [...lost.replay.checkpoints];
    for (let tick = (checkpoints.length + 1) * 20; tick <= total; tick += 20) {
      checkpoints.push([tick, lost.replay.final.hash]);
    }
    const longer: Replay = {
      ...lost.replay,
      inputs: compress([...expand(lost.replay.inputs), ...new Array<number>(extra).fill(0)]),
      checkpoints,
      final: { ...lost.replay.final, tick: total },
    };
    const verdict = verifyReplay(longer);
    expect(verdict).toMatchObject({
      ok: false,
      outcome: 'caught',
      ticks: end,
      hash: lost.replay.final.hash,
      firstMismatchTick: total,
    });
  });
});
