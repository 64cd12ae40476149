import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  decodeShareFragment,
  encodeLevelLinkDocument,
  encodeReplay,
  openLevelLink,
  ReplayError,
} from '../../src/replay';
import { provenReplay, SMALL_DOC } from './support/editor-levels';
import { winningReplay } from './support/replays';

/** A fragment carrying `text` padded with trailing spaces (JSON allows them) to `bytes` bytes. */
function paddedFragment(prefix: string, text: string, bytes: number): string {
  const padded = text + ' '.repeat(bytes - text.length);
  expect(Buffer.byteLength(padded)).toBe(bytes);
  return prefix + deflateRawSync(padded, { level: 9 }).toString('base64url');
}

function shareRefusal(fragment: string): string {
  try {
    decodeShareFragment(fragment);
  } catch (error) {
    if (error instanceof ReplayError) return `${error.field}: ${error.problem}`;
    throw error;
  }
  return 'opened';
}

/**
 * The inflate caps pinned to their documented values (docs/replay-format.md): a level link
 * holds a replay at its 1 000 000-character limit and 64 KiB for the level, 1 065 536 bytes; a
 * share link a replay, 1 000 000 bytes. A cap set too large passes the bomb tests, which only
 * check the message, while every link then costs a buffer of the cap; one set too small
 * refuses links that fit.
 */
describe('the inflate caps of links', () => {
  it('opens a level link that inflates to exactly 1 065 536 bytes, and refuses one byte more', () => {
    const text = encodeLevelLinkDocument(SMALL_DOC, provenReplay(SMALL_DOC));
    const atCap = openLevelLink(paddedFragment('l=', text, 1_065_536));
    expect(atCap.ok ? 'opened' : atCap.message).toBe('opened');
    const over = openLevelLink(paddedFragment('l=', text, 1_065_537));
    expect(over.ok ? 'opened' : over.message).toBe(
      '(link): inflates to over 1065536 bytes, past the limit',
    );
  });

  it('opens a share link that inflates to exactly 1 000 000 bytes, and refuses one byte more', () => {
    const text = encodeReplay(winningReplay('first-steps'));
    expect(shareRefusal(paddedFragment('r=', text, 1_000_000))).toBe('opened');
    expect(shareRefusal(paddedFragment('r=', text, 1_000_001))).toBe(
      '(link): inflates to over 1000000 bytes, past the limit',
    );
  });
});
