import { expect } from 'vitest';

/** Characters that would break, hide or reorder a line: controls, format characters, separators. */
const UNPRINTABLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

/** Longest message any refusal may give, however large or strange its input. */
const MAX_MESSAGE_CHARS = 400;

/**
 * An error message as players and logs see it: `field: problem`, both parts shown, one line of
 * printable characters and of bounded length, whatever the input held.
 */
export function expectOneLineMessage(message: string): void {
  expect(message).toMatch(/^\S.*: \S/);
  expect(message).not.toMatch(UNPRINTABLE);
  expect(message.length).toBeLessThanOrEqual(MAX_MESSAGE_CHARS);
}
