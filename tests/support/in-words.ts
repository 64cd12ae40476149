import { writeMessage, type MessageDescriptor } from '../../src/app/text/message-descriptor';

function isMessage(value: unknown): value is MessageDescriptor {
  return typeof value === 'object' && value !== null && 'key' in value && 'params' in value;
}

/**
 * `value` with its `reason` as the player reads it in the language on screen: a failure or a
 * post status keeps its reason as a message (key and values), written only when shown.
 */
export function inWords(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || !('reason' in value)) return value;
  const { reason } = value;
  return { ...value, reason: isMessage(reason) ? writeMessage(reason) : reason };
}
