/**
 * Issue 45: every refusal of a replay carries a stable code beside its English detail, so the
 * game words it in the player's language from the code and the CLI keeps the English. One input
 * per code; a code that drifted (a whole class of problems reported as another) fails here.
 */
import { describe, expect, it } from 'vitest';
import {
  decodeReplay,
  decodeShareFragment,
  MAX_REPLAY_CHARS,
  ReplayError,
  resolveReplayLevel,
  type ReplayProblem,
} from '../../src/replay';
import { builtIn, mutableCopy, winningReplay } from './support/replays';

const replay = winningReplay('first-steps');

/** The code and field of what `refuse` throws, which must be a ReplayError. */
function refusal(refuse: () => unknown): { code: ReplayProblem; field: string } {
  try {
    refuse();
  } catch (error) {
    if (!(error instanceof ReplayError)) throw error;
    return { code: error.code, field: error.field };
  }
  throw new Error('nothing was refused');
}

/** The replay with `changes`, as a plain document. */
function edited(changes: Record<string, unknown>): unknown {
  return { ...mutableCopy(replay), ...changes };
}

const HASH = 'a'.repeat(64);

describe('the code of each replay problem', () => {
  const cases: [string, () => unknown, ReplayProblem, string][] = [
    ['a level link as a replay link', () => decodeShareFragment('l=abc'), 'not-a-link', '(link)'],
    [
      'a link of non-text',
      () => decodeShareFragment(7 as unknown as string),
      'not-a-link',
      '(link)',
    ],
    [
      'a link that is not base64url',
      () => decodeShareFragment('r=not*base64'),
      'damaged',
      '(link)',
    ],
    [
      'a text over the limit',
      () => decodeReplay(' '.repeat(MAX_REPLAY_CHARS + 1)),
      'too-large',
      '(document)',
    ],
    ['text that is not JSON', () => decodeReplay('{"format":'), 'not-json', '(document)'],
    ['a list', () => decodeReplay('[]'), 'not-a-replay', '(document)'],
    [
      'another format',
      () => decodeReplay(edited({ format: 'chess-pgn' })),
      'not-a-replay',
      'format',
    ],
    ['an extra key', () => decodeReplay(edited({ score: 1 })), 'unknown-key', 'score'],
    [
      'a missing version',
      () => decodeReplay({ format: 'mythic-maze-replay' }),
      'missing',
      'version',
    ],
    ['an empty player name', () => decodeReplay(edited({ player: '' })), 'invalid-field', 'player'],
    [
      'a simVersion of text',
      () => decodeReplay(edited({ simVersion: 'x' })),
      'invalid-field',
      'simVersion',
    ],
    [
      'an end tick the inputs do not reach',
      () => decodeReplay(edited({ final: { ...replay.final, tick: replay.final.tick + 1 } })),
      'inconsistent',
      'inputs',
    ],
    [
      'a format version from the future',
      () => decodeReplay(edited({ version: 9 })),
      'unsupported-version',
      'version',
    ],
    ['other rules', () => decodeReplay(edited({ simVersion: 99 })), 'other-rules', 'simVersion'],
    [
      'a level this game lacks',
      () => decodeReplay(edited({ level: { id: 'atlantis' } })),
      'unknown-level',
      'level.id',
    ],
    [
      'an editor level not at hand',
      () => resolveReplayLevel({ hash: HASH }),
      'editor-level-missing',
      'level.hash',
    ],
    [
      'an editor level edited since',
      () => resolveReplayLevel({ hash: HASH }, { editorLevel: builtIn('first-steps') }),
      'edited-level',
      'level.hash',
    ],
  ];

  it.each(cases)('%s', (_name, refuse, code, field) => {
    expect(refusal(refuse)).toEqual({ code, field });
  });

  it('keeps the English detail for the CLI', () => {
    const error = new ReplayError('level.id', 'unknown level', 'unknown-level');
    expect(error.message).toBe('level.id: unknown level');
  });
});
