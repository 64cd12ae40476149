import * as v from 'valibot';

/**
 * A message kept in storage as its key and values (the game's MessageDescriptor as data), so a
 * reason saved today is written in whatever language the game shows when it is read back.
 * Storage knows no catalogue: the game checks the key when it writes the message.
 */
export interface StoredMessage {
  readonly key: string;
  readonly params: Readonly<Record<string, string | number | StoredMessage>>;
}

/** A reason as stored: a message, or the finished text older saves kept. */
export type StoredReason = string | StoredMessage;

const MAX_KEY_CHARS = 80;
const MAX_VALUE_CHARS = 1000;

const storedMessage: v.GenericSchema<StoredMessage> = v.strictObject({
  key: v.pipe(v.string(), v.maxLength(MAX_KEY_CHARS)),
  params: v.record(
    v.string(),
    v.union([
      v.pipe(v.string(), v.maxLength(MAX_VALUE_CHARS)),
      v.number(),
      v.lazy(() => storedMessage),
    ]),
  ),
});

/** The schema of a stored reason: a message, or an older save's text. */
export const storedReason = v.union([
  v.pipe(v.string(), v.maxLength(MAX_VALUE_CHARS)),
  storedMessage,
]);
