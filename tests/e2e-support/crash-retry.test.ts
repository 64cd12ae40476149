import { describe, expect, it } from 'vitest';
import { runSurvivingOneCrash } from '../../e2e-engines/support/crash-retry';
import type { EngineSession } from '../../e2e-engines/support/engine-session';

/** A stand-in session: `alive` says whether its browser is up; calls are counted. */
function fakeSession(label: string, alive: boolean) {
  const calls = { evaluate: 0, close: 0 };
  const session: EngineSession = {
    engine: 'webkit',
    open: () => Promise.resolve(),
    evaluate: <A, R>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R> => {
      calls.evaluate += 1;
      if (!alive) return Promise.reject(new Error(`${label}: invalid session id`));
      return Promise.resolve(fn(arg));
    },
    crashed: () => !alive,
    close: () => {
      calls.close += 1;
      return alive ? Promise.resolve() : Promise.reject(new Error(`${label}: no such session`));
    },
  };
  return { session, calls };
}

/** Holds `first`, and hands out the next of `later` on each relaunch. */
function holderOf(first: EngineSession, later: EngineSession[]) {
  let current = first;
  let relaunches = 0;
  return {
    holder: {
      current: () => current,
      relaunch: () => {
        const next = later[relaunches];
        if (next === undefined) throw new Error('no session left to launch');
        relaunches += 1;
        current = next;
        return Promise.resolve();
      },
    },
    relaunches: () => relaunches,
  };
}

describe('runSurvivingOneCrash', () => {
  it('runs a passing test once and reports nothing', async () => {
    const { session } = fakeSession('a', true);
    const { holder, relaunches } = holderOf(session, []);
    const lines: string[] = [];
    let runs = 0;
    await runSurvivingOneCrash(
      't',
      holder,
      () => {
        runs += 1;
        return Promise.resolve();
      },
      (line) => lines.push(line),
    );
    expect({ runs, relaunches: relaunches(), lines }).toEqual({
      runs: 1,
      relaunches: 0,
      lines: [],
    });
  });

  it("keeps a test's own failure when the browser is still up: no second run", async () => {
    const { session } = fakeSession('a', true);
    const { holder, relaunches } = holderOf(session, [fakeSession('b', true).session]);
    const lines: string[] = [];
    let runs = 0;
    await expect(
      runSurvivingOneCrash(
        't',
        holder,
        () => {
          runs += 1;
          return Promise.reject(new Error('expected 3 frames, got 1'));
        },
        (line) => lines.push(line),
      ),
    ).rejects.toThrow('expected 3 frames, got 1');
    expect({ runs, relaunches: relaunches(), lines }).toEqual({
      runs: 1,
      relaunches: 0,
      lines: [],
    });
  });

  it('relaunches after a crash, reports it with the failure, and passes when the second run passes', async () => {
    const dead = fakeSession('a', false);
    const fresh = fakeSession('b', true);
    const { holder, relaunches } = holderOf(dead.session, [fresh.session]);
    const lines: string[] = [];
    const sessionsUsed: EngineSession[] = [];
    await runSurvivingOneCrash(
      'plays the goldens',
      holder,
      () => {
        sessionsUsed.push(holder.current());
        return sessionsUsed.length === 1
          ? Promise.reject(new Error('session deleted because of page crash or hang'))
          : Promise.resolve();
      },
      (line) => lines.push(line),
    );
    expect(sessionsUsed).toEqual([dead.session, fresh.session]);
    expect(relaunches()).toBe(1);
    expect(dead.calls.close).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('webkit stopped answering during "plays the goldens"');
    expect(lines[0]).toContain('session deleted because of page crash or hang');
  });

  it('fails with the second failure when the browser crashes again', async () => {
    const { holder, relaunches } = holderOf(fakeSession('a', false).session, [
      fakeSession('b', false).session,
      fakeSession('c', true).session,
    ]);
    let runs = 0;
    await expect(
      runSurvivingOneCrash(
        't',
        holder,
        () => {
          runs += 1;
          return Promise.reject(new Error(`crash ${String(runs)}`));
        },
        () => undefined,
      ),
    ).rejects.toThrow('crash 2');
    expect({ runs, relaunches: relaunches() }).toEqual({ runs: 2, relaunches: 1 });
  });
});
