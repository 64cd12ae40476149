import { describe, expect, it } from 'vitest';
import { inWords } from '../../support/in-words';
import { GlobalClient } from '../../../src/app/global';
import { FakeService, type FakeAnswer } from './fake-service';

const HASH = 'a'.repeat(64);
const ROW = {
  rank: 1,
  runId: 'r1',
  player: 'Ariadne',
  timeTicks: 233,
  gems: 2,
  recordedAt: '2026-03-14T09:26:53.589Z',
  replayHash: HASH,
};
/** A key of the form the service makes. */
const KEY = 'K'.repeat(43);

const UNREADABLE = {
  kind: 'unreachable',
  reason: 'the service gave an answer the game cannot read',
};

/** A client whose service answers every request with `answer`. */
function clientAnswering(answer: FakeAnswer): GlobalClient {
  const service = new FakeService();
  service.answer = () => answer;
  return new GlobalClient({ fetch: service.fetch });
}

describe('the global client reads every answer with the contract of src/api', () => {
  it('reads a board, keeping the fields the game shows and ignoring ones it does not know', async () => {
    const body = { levelKey: 'level:x', simVersion: 1, maker: null, runs: [ROW], later: true };
    const shown = {
      rank: 1,
      player: 'Ariadne',
      timeTicks: 233,
      gems: 2,
      recordedAt: '2026-03-14T09:26:53.589Z',
      replayHash: HASH,
    };
    expect(await clientAnswering({ status: 200, body }).board('level:x')).toEqual({
      kind: 'rows',
      rows: [shown],
    });
  });

  it.each([
    ['a rank of 0', { ...ROW, rank: 0 }],
    ['a replay hash that is not a SHA-256', { ...ROW, replayHash: 'A'.repeat(64) }],
    ['a date that is not a timestamp', { ...ROW, recordedAt: 'yesterday' }],
    ['a time below zero', { ...ROW, timeTicks: -1 }],
    ['a name longer than any player may have', { ...ROW, player: 'x'.repeat(25) }],
    ['a row without its player', { ...ROW, player: undefined }],
  ])('answers a board row with %s as unreadable, never throwing', async (_name, row) => {
    const answer = await clientAnswering({ status: 200, body: { runs: [row] } }).board('level:x');
    expect(inWords(answer)).toEqual({ kind: 'unreachable', reason: 'the board could not be read' });
  });

  it('answers a start without a token, or with an empty one, as unreadable', async () => {
    for (const body of [{ levelKey: 'level:x' }, { token: '', levelKey: 'level:x' }, 'text']) {
      const answer = await clientAnswering({ status: 200, body }).start({ id: 'x' }, KEY);
      expect(inWords(answer)).toEqual({
        kind: 'unreachable',
        reason: 'the service answered no token',
      });
    }
  });

  it('answers a ranked run it cannot read, or one with a status the contract does not give, as unreadable', async () => {
    const ranked = { runId: 'r', rank: 3, levelKey: 'level:x', timeTicks: 1, replayHash: HASH };
    const client = (status: number, body: unknown) => clientAnswering({ status, body });
    expect(inWords(await client(201, ranked).post('t', '{}', KEY))).toEqual({
      kind: 'ranked',
      rank: 3,
      levelKey: 'level:x',
      replayHash: HASH,
      created: true,
    });
    expect(inWords(await client(201, { ...ranked, rank: 1.5 }).post('t', '{}', KEY))).toEqual(
      UNREADABLE,
    );
    expect(inWords(await client(201, { ...ranked, replayHash: 'x' }).post('t', '{}', KEY))).toEqual(
      UNREADABLE,
    );
    expect(inWords(await client(202, ranked).post('t', '{}', KEY))).toEqual(UNREADABLE);
  });

  it('answers a published level it cannot read as unreadable', async () => {
    const level = { hash: HASH, levelKey: `hash:${HASH}` };
    expect(
      inWords(await clientAnswering({ status: 201, body: level }).publishLevel('l=x', KEY)),
    ).toEqual({
      kind: 'published',
      hash: HASH,
      levelKey: `hash:${HASH}`,
      created: true,
    });
    const empty = { ...level, levelKey: '' };
    expect(
      inWords(await clientAnswering({ status: 201, body: empty }).publishLevel('l=x', KEY)),
    ).toEqual(UNREADABLE);
  });

  // Issue 45: the reason is the game's words for the problem's kind, never the service's English.
  it('reads the reason and kind of a refusal from its problem document, or says the status', async () => {
    const problem = { type: '/api/problems#token-spent', field: 'token', problem: 'is spent' };
    expect(
      inWords(await clientAnswering({ status: 409, body: problem }).post('t', '{}', KEY)),
    ).toEqual({
      kind: 'refused',
      status: 409,
      reason: 'the start token has already been used',
      problem: 'token-spent',
    });
    expect(inWords(await clientAnswering({ status: 422, body: [1] }).post('t', '{}', KEY))).toEqual(
      {
        kind: 'refused',
        status: 422,
        reason: 'the service answered 422',
      },
    );
  });
});
