/** Examples of reading a stored run (GET /api/runs/:id), with its splits. */
import { SIM_VERSION } from '../../sim';
import { RANKED, WON_HASH, WON_REPLAY } from './openapi-example-data';
import { refusal, type Examples } from './openapi-example-kit';

/**
 * The splits of the example run (the golden replay won-first-steps): its one event is the exit,
 * on its last tick. The service derives them from the replay when it verifies it.
 */
export const WON_SPLITS = [{ tick: 78, event: 'exit' }];

export const READ_RUN: Examples = {
  'stored-run': {
    summary:
      'The run posted above: its verdict, its rank, and the splits the service derived from its replay',
    value: RANKED.runId,
    status: 200,
    answer: {
      runId: RANKED.runId,
      levelKey: RANKED.levelKey,
      player: WON_REPLAY.player,
      timeTicks: 78,
      gems: 0,
      simVersion: SIM_VERSION,
      recordedAt: WON_REPLAY.recordedAt,
      receivedAt: '2026-03-14T11:00:00.000Z',
      replayHash: WON_HASH,
      status: 'verified',
      verdict: {
        ok: true,
        outcome: 'won',
        ticks: 78,
        hash: '5c60b71d',
        firstMismatchTick: null,
        finalTimeTicks: 78,
        gems: 0,
        simVersion: SIM_VERSION,
      },
      rank: 1,
      personalBest: true,
      splits: WON_SPLITS,
    },
  },
  'unknown-run': {
    summary: 'An id no run has',
    value: 'nope',
    ...refusal('not-found', 404, 'id', 'no run has this id'),
  },
};
