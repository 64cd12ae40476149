import { describe, expect, it } from 'vitest';
import { GlobalRuns, pickedRun } from '../../../src/app/replays/global-runs';
import * as kit from '../../../src/app/replays/replay-kit';
import type { GlobalClient, GlobalRow } from '../../../src/app/global/global-client';
import { encodeReplay, levelDocumentHash, levelFromDocument } from '../../../src/replay';
import type { Level } from '../../../src/sim';
import { provenReplay, SMALL_DOC } from '../../replay/support/editor-levels';
import { say, writeMessage } from '../../../src/app/text/message-descriptor';

const HONEST = provenReplay(SMALL_DOC, 'Ariadne');
const LEVEL_HASH = levelDocumentHash(SMALL_DOC);

/** Ariadne's honest run with its end hash changed: it decodes, but does not play out. */
function tampered(): string {
  const hash = HONEST.final.hash.slice(0, 7) + (HONEST.final.hash.endsWith('0') ? '1' : '0');
  return encodeReplay({ ...HONEST, final: { ...HONEST.final, hash } });
}

function row(rank: number, player: string, replayHash: string): GlobalRow {
  return {
    rank,

    player,
    timeTicks: 280,
    gems: 1,
    recordedAt: '2026-03-13',
    replayHash,
  };
}

/** Global runs over a service answering `board` and `replays` (by hash), editor levels known. */
function runsOf(answers: {
  board?: Awaited<ReturnType<GlobalClient['board']>>;
  replays?: Readonly<Record<string, string>>;
  levels?: ReadonlyMap<string, Level>;
}) {
  const notices: string[] = [];
  const global: Pick<GlobalClient, 'board' | 'replay'> = {
    board: () => Promise.resolve(answers.board ?? { kind: 'rows', rows: [] }),
    replay: (hash) => {
      const text = answers.replays?.[hash];
      return Promise.resolve(
        text === undefined
          ? { kind: 'unreachable', reason: say('refusal.timeout') }
          : { kind: 'replay', text },
      );
    },
  };
  const library = {
    load: () => Promise.resolve(kit),
    editorLevel: (hash: string) => answers.levels?.get(hash),
  };
  const runs = new GlobalRuns({ global, library, notify: (m) => notices.push(writeMessage(m)) });
  return { runs, notices };
}

describe('GlobalRuns', () => {
  it("names a board's first run WR and any other by whose run it is", () => {
    expect(pickedRun(row(1, 'Ariadne', 'a1'))).toEqual({ replayHash: 'a1', label: 'WR' });
    expect(pickedRun(row(2, 'Minos', 'm2'))).toEqual({ replayHash: 'm2', label: "Minos's run" });
  });

  it('finds the world record, or says there is none or that the board is away', async () => {
    const found = runsOf({ board: { kind: 'rows', rows: [row(1, 'Ariadne', 'a1')] } });
    expect(await found.runs.worldRecord('level:first-steps')).toEqual({
      replayHash: 'a1',
      label: 'WR',
    });
    const none = runsOf({ board: { kind: 'rows', rows: [] } });
    expect(await none.runs.worldRecord('level:first-steps')).toBeNull();
    expect(none.notices).toEqual(['No world record on this level yet.']);
    const away = runsOf({ board: { kind: 'unreachable', reason: say('refusal.timeout') } });
    expect(await away.runs.worldRecord('level:first-steps')).toBeNull();
    expect(away.notices).toEqual([
      'The global leaderboard cannot be reached (the service did not answer in time).',
    ]);
  });

  it('races a run on a level made in the editor once it verified on that level', async () => {
    const { runs, notices } = runsOf({
      replays: { a1: encodeReplay(HONEST) },
      levels: new Map([[LEVEL_HASH, levelFromDocument(SMALL_DOC)]]),
    });
    const replay = await runs.raceable({ replayHash: 'a1', label: 'WR' });
    expect(replay?.player).toBe('Ariadne');
    expect(replay?.final.tick).toBe(HONEST.final.tick);
    expect(notices).toEqual([]);
  });

  it("refuses a run whose replay decodes but does not play out, with the viewer's words", async () => {
    const { runs, notices } = runsOf({
      replays: { t1: tampered() },
      levels: new Map([[LEVEL_HASH, levelFromDocument(SMALL_DOC)]]),
    });
    expect(await runs.raceable({ replayHash: 't1', label: 'WR' })).toBeNull();
    const tick = HONEST.final.tick;
    expect(notices).toEqual([
      `This replay was refused: its run does not play out as recorded (it differs by tick ${String(tick)}, ${(tick / 20).toFixed(2)} s, so it was changed after it was recorded).`,
    ]);
  });

  it('says why a run could not be fetched', async () => {
    const { runs, notices } = runsOf({});
    expect(await runs.raceable({ replayHash: 'gone', label: 'WR' })).toBeNull();
    expect(notices).toEqual(['The run could not be fetched: the service did not answer in time.']);
  });
});
