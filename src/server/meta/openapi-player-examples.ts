/** Examples of the players' operations: names claimed (their keys used by later examples). */
import { SIM_VERSION } from '../../sim';
import { RANKED, WON_HASH } from './openapi-example-data';
import { refusal, type Examples } from './openapi-example-kit';

/** A key as the service makes them (the real one differs each time). */
const KEY = 'q7Xc1J0vZs9mB4kTnR2yW8pL6hF3dG5aE0uI7oK1xN4';

/** Claims of Theseus (the example run's player) and Daedalus (the example level's maker). */
export const CLAIM_PLAYER: Examples = {
  'claim-theseus': {
    summary: 'A free name: claimed, with its key (shown this once)',
    value: { name: 'Theseus' },
    status: 201,
    answer: { playerId: 'Zk4m2Qe9Lr7sTb1v', name: 'Theseus', key: KEY },
  },
  'claim-daedalus': {
    summary: 'Another free name',
    value: { name: 'Daedalus' },
    status: 201,
    answer: { playerId: 'Hn8c3Wd5Yp2fJa6x', name: 'Daedalus', key: KEY },
  },
  'confusable-name': {
    summary: 'Theseus with a Cyrillic е: the same skeleton as a claimed name',
    value: { name: 'Th\u0435seus' },
    ...refusal(
      'name-taken',
      409,
      'name',
      'is taken (by this name or one that looks the same): choose another',
    ),
  },
  'reserved-name': {
    summary:
      'The marker boards show for a hidden name, spaced and in capitals: kept by the service',
    value: { name: 'Hidden  PLAYER' },
    ...refusal('name-reserved', 409, 'name', 'stands for "hidden player", which the service keeps'),
  },
  'bidi-override': {
    summary: 'A name with a right-to-left override',
    value: { name: '\u202esuesehT' },
    ...refusal(
      'invalid-name',
      422,
      'name',
      'must not hold control, format or bidi characters (U+202E)',
    ),
  },
};

export const READ_NAME: Examples = {
  'claimed-name': {
    summary: 'A claimed name, asked in capitals: claimed, as "Theseus"',
    value: 'THESEUS',
    status: 200,
    answer: {
      name: 'THESEUS',
      claimed: true,
      playerId: 'Zk4m2Qe9Lr7sTb1v',
      claimedName: 'Theseus',
    },
  },
  'free-name': {
    summary: 'A name no one holds',
    value: 'Ariadne',
    status: 200,
    answer: { name: 'Ariadne', claimed: false, playerId: null, claimedName: null },
  },
  unnameable: {
    summary: 'A NUL: no name can hold it',
    value: '\u0000',
    ...refusal('not-found', 404, 'name', 'no player can have this name: it breaks the naming rule'),
  },
};

export const READ_PLAYER_RUNS: Examples = {
  'player-record': {
    summary:
      "Theseus's record, asked in capitals: the run posted above, newest first, its rank and whether it is their best of its board",
    value: 'THESEUS',
    status: 200,
    answer: {
      name: 'Theseus',
      runs: [
        {
          runId: RANKED.runId,
          levelKey: RANKED.levelKey,
          timeTicks: 78,
          gems: 0,
          simVersion: SIM_VERSION,
          receivedAt: '2026-03-14T11:00:00.000Z',
          replayHash: WON_HASH,
          rank: 1,
          personalBest: true,
        },
      ],
      next: null,
    },
  },
  'unclaimed-name': {
    summary: 'A name no one holds: no record',
    value: 'Ariadne',
    ...refusal('not-found', 404, 'name', 'no player holds this name'),
  },
};
