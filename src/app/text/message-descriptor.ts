import type { PlaceholderValue } from './messages';
import type { StoredMessage, StoredReason } from '../../storage/stored-message';
import { isMessageKey, t, type MessageKey, type TextArgs } from './text';

/**
 * A message kept as its key and values rather than as finished text, so whatever holds it (a
 * toast, the title's notice, an end screen's replay line) writes it in the language on screen
 * each time it is shown, and a switch of language writes it again. A value may be a descriptor
 * itself (a reason inside a sentence), written in the same language.
 */
export interface MessageDescriptor {
  readonly key: MessageKey;
  readonly params: Readonly<Record<string, PlaceholderValue | MessageDescriptor>>;
}

/** A message's values, each of which may be a descriptor, except the count a plural is chosen by. */
type NestedParams<P> = {
  readonly [Name in keyof P]: Name extends 'count' ? P[Name] : P[Name] | MessageDescriptor;
};

/** The arguments `say(key, ...)` takes: none for a message without placeholders. */
export type SayArgs<K extends MessageKey> =
  TextArgs<K> extends [params: infer P] ? [params: NestedParams<P>] : [];

/** Message `key` with its values, to be written when shown (typed like `t`). */
export function say<K extends MessageKey>(key: K, ...args: SayArgs<K>): MessageDescriptor {
  const [params = {}] = args as [MessageDescriptor['params']?];
  return { key, params };
}

/** The text of `message` in the language on screen, its nested messages written in it too. */
export function writeMessage(message: MessageDescriptor): string {
  const params: Record<string, PlaceholderValue> = {};
  for (const [name, value] of Object.entries(message.params)) {
    params[name] = typeof value === 'object' ? writeMessage(value) : value;
  }
  const write = t as (
    key: MessageKey,
    values: Readonly<Record<string, PlaceholderValue>>,
  ) => string;
  return write(message.key, params);
}

/** A message read back from storage, or null when a key in it is not one of this game's. */
function keptMessage(stored: StoredMessage): MessageDescriptor | null {
  if (!isMessageKey(stored.key)) return null;
  const params: Record<string, PlaceholderValue | MessageDescriptor> = {};
  for (const [name, value] of Object.entries(stored.params)) {
    if (typeof value !== 'object') params[name] = value;
    else {
      const inner = keptMessage(value);
      if (inner === null) return null;
      params[name] = inner;
    }
  }
  return { key: stored.key, params };
}

/**
 * A reason kept in storage, in the language on screen: a message written now, an older save's
 * text as it was, or nothing for a message this version of the game has no words for.
 */
export function writeStoredReason(reason: StoredReason): string {
  if (typeof reason === 'string') return reason;
  const message = keptMessage(reason);
  return message === null ? '' : writeMessage(message);
}
