import { describe, expect, it } from 'vitest';
import { dailyLevel } from '../../../src/levels';
import {
  decodeShareFragment,
  encodeShareFragment,
  encodeReplay,
  resolveReplayLevel,
  verifyReplay,
} from '../../../src/replay';
import {
  checkReplay,
  dailyRef,
  recordReplay,
  replayText,
  shareLink,
  type CheckedReplay,
} from '../../../src/app/replays/replay-kit';
import { RunSession } from '../../../src/app/core/run-session';
import {
  builtIn,
  RECORDED_AT,
  winningInputs,
  winningReplay,
  withInputAt,
} from '../../replay/support/replays';
import { writeMessage } from '../../../src/app/text/message-descriptor';

const meta = { player: 'Ariadne', recordedAt: RECORDED_AT };

/** A finished live run of a built-in level, as the session logged it. */
function liveLog(id: string, inputs: readonly number[]) {
  const session = new RunSession();
  session.start(builtIn(id), 'level');
  for (const input of inputs) session.tick(input);
  const log = session.log();
  if (log === null) throw new Error('no log');
  return log;
}

describe('recordReplay', () => {
  it('makes the replay of a live run: it verifies, with the live run’s end and checkpoints', () => {
    for (const id of ['first-steps', 'hall-of-spikes', 'the-deep-halls']) {
      const log = liveLog(id, winningInputs(id));
      const replay = recordReplay(log, meta);
      const verdict = verifyReplay(replay);
      expect(verdict).toMatchObject({ ok: true, outcome: 'won', ticks: log.ticks });
      expect(replay.final.hash).toBe(log.hash.toString(16).padStart(8, '0'));
      expect(replay.checkpoints.map(([, hash]) => parseInt(hash, 16))).toEqual(log.checkpoints);
      expect(replay.inputs).toEqual(log.inputs);
      expect(replay).toMatchObject(meta);
    }
  });

  it('keeps lost runs too', () => {
    const level = builtIn('the-beast-stirs');
    const log = liveLog('the-beast-stirs', new Array<number>(level.timeLimitTicks + 5).fill(0));
    const replay = recordReplay(log, meta);
    expect(replay.final.outcome).toBe(log.outcome);
    expect(replay.final.outcome).not.toBe('won');
    expect(verifyReplay(replay).ok).toBe(true);
  });

  it('refuses to keep a replay that does not reproduce the live run', () => {
    const log = liveLog('first-steps', winningInputs('first-steps'));
    const wrongCheckpoint = { ...log, checkpoints: [log.checkpoints[0] ?? 0, 12345] };
    expect(() => recordReplay(wrongCheckpoint, meta)).toThrow(/at tick 40 the live hash was/);
    expect(() => recordReplay({ ...log, hash: 1 }, meta)).toThrow(/did not play back the same/);
  });
});

/** Why `checked` was refused, as the player reads it in the language on screen; null: it opened. */
function refusal(checked: CheckedReplay): string | null {
  return checked.ok ? null : writeMessage(checked.error);
}

describe('checkReplay', () => {
  const replay = winningReplay('red-key');

  it('opens a replay that verifies, from text, a value or a link', () => {
    const level = resolveReplayLevel(replay.level);
    const expected = { ok: true, replay, level, timeTicks: verifyReplay(replay).finalTimeTicks };
    expect(checkReplay({ kind: 'value', value: replay })).toEqual(expected);
    expect(checkReplay({ kind: 'value', value: encodeReplay(replay) })).toEqual(expected);
    const fragment = encodeShareFragment(replay);
    expect(checkReplay({ kind: 'link', fragment })).toEqual(expected);
    expect(checkReplay({ kind: 'link', fragment: `#${fragment}` })).toEqual(expected);
  });

  it('refuses a replay edited after it was recorded, naming where it diverges', () => {
    // The first one-input edit that changes the run (most do; holding into a wall does not).
    const edited = [1, 2, 4, 8]
      .map((input) => withInputAt(replay, 10, input))
      .find((candidate) => !verifyReplay(candidate).ok);
    if (edited === undefined) throw new Error('no edit at tick 10 changes the run');
    const tick = verifyReplay(edited).firstMismatchTick;
    expect(tick).not.toBeNull();
    const checked = checkReplay({ kind: 'link', fragment: encodeShareFragment(edited) });
    expect(refusal(checked)).toBe(
      `This replay link was refused: its run does not play out as recorded (it differs by tick ${String(tick)}, ${((tick ?? 0) / 20).toFixed(2)} s, so it was changed after it was recorded).`,
    );
  });

  it('refuses what is not a replay with the codec’s field and problem', () => {
    const notJson = checkReplay({ kind: 'value', value: '{"format":' });
    expect(refusal(notJson)).toBe('This replay cannot be opened: its text is not JSON.');
    const atlantis = checkReplay({
      kind: 'value',
      value: { ...replay, level: { id: 'atlantis' } },
    });
    expect(refusal(atlantis)).toBe(
      "This replay cannot be opened: its level is not one of this game's levels.",
    );
    const fragment = encodeShareFragment(replay);
    expect(refusal(checkReplay({ kind: 'link', fragment: `${fragment}!` }))).toBe(
      'This replay link cannot be opened: it is damaged and cannot be read.',
    );
  });
});

describe('share links, files and the daily labyrinth', () => {
  const replay = winningReplay('first-steps');

  it('builds a link on the page address, replacing any fragment, that decodes to the replay', () => {
    const link = shareLink(replay, 'https://maze.example/play/?level=x#r=old');
    expect(link.startsWith('https://maze.example/play/?level=x#r=')).toBe(true);
    expect(decodeShareFragment(new URL(link).hash)).toEqual(replay);
  });

  it('writes the canonical JSON a file holds', () => {
    expect(replayText(replay)).toBe(encodeReplay(replay));
  });

  it('names the daily labyrinth by the seed and options its level is made from', () => {
    const date = { year: 2026, month: 3, day: 14 };
    const ref = dailyRef(date);
    const made = resolveReplayLevel(ref);
    const daily = dailyLevel(2026, 3, 14);
    expect(Array.from(made.tiles)).toEqual(Array.from(daily.tiles));
    expect(made.seed).toBe(daily.seed);
    expect(made.timeLimitTicks).toBe(daily.timeLimitTicks);
  });
});
