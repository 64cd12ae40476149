/** Examples of the moderation operations of the OpenAPI document: a report, and an action. */
import { refusal, type Examples } from './openapi-example-kit';

/** Examples: Theseus reports the name Daedalus (both claimed by the players' examples). */
export const MODERATION_EXAMPLES: Readonly<Record<string, Examples>> = {
  postReport: {
    'report-name': {
      summary: 'Theseus reports a name as offensive',
      value: { target: { kind: 'player', id: 'Daedalus' }, reason: 'offensive-name' },
      key: 'Theseus',
      status: 201,
      answer: {
        reportId: 'q3Zt8Yb1Kx6Lm0Pa',
        target: { kind: 'player', id: 'Daedalus' },
        counted: true,
      },
    },
    'report-again': {
      summary: 'The same player again: their open report counts once',
      value: {
        target: { kind: 'player', id: 'daedalus' },
        reason: 'other',
        text: 'still offensive',
      },
      key: 'Theseus',
      status: 200,
      answer: {
        reportId: 'q3Zt8Yb1Kx6Lm0Pa',
        target: { kind: 'player', id: 'Daedalus' },
        counted: false,
      },
    },
    'report-nobody': {
      summary: 'A name no player holds',
      value: { target: { kind: 'player', id: 'Nobody' }, reason: 'offensive-name' },
      key: 'Theseus',
      ...refusal('not-found', 404, 'target.id', 'names no claimed player'),
    },
  },
  moderate: {
    'no-operator-code': {
      summary: 'An action without an operator code',
      value: { action: 'hide', target: { kind: 'player', id: 'Daedalus' }, reason: 'a slur' },
      key: null,
      ...refusal(
        'unauthorized',
        401,
        'authorization',
        'is missing: send "Authorization: Bearer <operator code>"',
      ),
    },
  },
};
