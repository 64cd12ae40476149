import type { ReplayError, ReplayProblem } from '../../replay/replay-error';
import type { MessageDescriptor } from '../text/message-descriptor';
import type { MessageKey } from '../text/text';

/** Each kind of replay problem, as the player reads it: from its code, never its English. */
const PROBLEM_KEYS: Readonly<Record<ReplayProblem, MessageKey>> = {
  'not-a-link': 'replayProblem.notALink',
  damaged: 'replayProblem.damaged',
  'too-large': 'replayProblem.tooLarge',
  'not-json': 'replayProblem.notJson',
  'not-a-replay': 'replayProblem.notAReplay',
  'unknown-key': 'replayProblem.unknownKey',
  missing: 'replayProblem.missing',
  'invalid-field': 'replayProblem.invalidField',
  inconsistent: 'replayProblem.inconsistent',
  'unsupported-version': 'replayProblem.unsupportedVersion',
  'other-rules': 'replayProblem.otherRules',
  'unknown-level': 'replayProblem.unknownLevel',
  'editor-level-missing': 'replayProblem.editorLevelMissing',
  'edited-level': 'replayProblem.editedLevel',
};

/**
 * Why a replay (a file, a share link) cannot be used, in the player's language: the message of
 * its problem's code, naming the field where the problem is one field's. The English `problem`
 * is the CLI's; the game never shows it.
 */
export function replayProblemMessage(error: ReplayError): MessageDescriptor {
  const key = PROBLEM_KEYS[error.code];
  return { key, params: { field: error.field } };
}
