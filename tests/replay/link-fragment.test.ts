import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  decodeLinkFragment,
  encodeLinkFragment,
  type LinkFragmentKind,
} from '../../src/replay/link-fragment';
import { ReplayError } from '../../src/replay';

// The fragment codec's own borders, with a small kind of link so that each limit is reached with
// a few bytes: the fragment's length at its limit exactly, the inflated size at its cap exactly,
// payloads that end exactly on the inflater's 1 024-byte steps, and a bomb whose tail is damaged
// (inflating must stop at the cap, not read on). share-link.test.ts and
// link-inflate-limits.test.ts check the real kinds at their documented limits.

const KIND: LinkFragmentKind = {
  prefix: 'x=',
  maxChars: 5000,
  maxInflatedBytes: 100,
  holds: 'thing',
};
/** The same kind with room for a few kilobytes of output. */
const ROOMY: LinkFragmentKind = { ...KIND, maxInflatedBytes: 4000 };

/** `text`, raw-deflated by zlib at `level` (0: stored blocks, 5 bytes of header per block). */
function deflated(text: string | Uint8Array, level = 9): Buffer {
  return deflateRawSync(text, { level });
}

/** The fragment of `kind`'s prefix carrying `bytes` as they are. */
function fragmentOf(bytes: Uint8Array, prefix = 'x='): string {
  return prefix + Buffer.from(bytes).toString('base64url');
}

/** What decoding `fragment` gives: the text, or `field: problem` of the ReplayError thrown. */
function decoded(fragment: unknown, kind = KIND): string {
  try {
    return decodeLinkFragment(fragment as string, kind);
  } catch (error) {
    if (error instanceof ReplayError) return `${error.field}: ${error.problem}`;
    throw error;
  }
}

/** What encoding `text` gives: the fragment, or `field: problem` of the ReplayError thrown. */
function encoded(text: string, kind: LinkFragmentKind): string {
  try {
    return encodeLinkFragment(text, kind, 'share it another way');
  } catch (error) {
    if (error instanceof ReplayError) return `${error.field}: ${error.problem}`;
    throw error;
  }
}

describe('link fragments at their borders', () => {
  it('encodes a fragment of exactly the longest length, and refuses it when the limit is one less', () => {
    // 'hello' deflates (fflate, level 9) to 7 bytes, 10 base64url characters: 12 with 'x='.
    expect(encoded('hello', { ...KIND, maxChars: 12 })).toBe('x=y0jNyckHAA');
    expect(encoded('hello', { ...KIND, maxChars: 11 })).toBe(
      '(link): would be 12 characters, over the limit of 11: share it another way',
    );
  });

  it('deflates as tightly as it can, so that more fits under the limit', () => {
    // Text a level-6 deflate (fflate's default) packs into a 19 340-character fragment, and its
    // strongest level, 9, into 18 893: under a limit of 19 000 only the second fits.
    let x = 7;
    let text = '';
    for (let i = 0; i < 20_000; i++) {
      x = (Math.imul(x, 1103515245) + 12345) >>> 0;
      text += 'abcdefgh'.charAt((x >>> 16) & 7) + ((x >>> 20) & 1 ? 'xyz' : '');
    }
    const kind = { ...KIND, maxChars: 19_000, maxInflatedBytes: 100_000 };
    const fragment = encoded(text, kind);
    expect(fragment.length).toBe(18_893);
    expect(decoded(fragment, kind)).toBe(text);
  });

  it('decodes a fragment of exactly the longest length, with or without its #, and refuses one more', () => {
    expect(decoded('x=y0jNyckHAA', { ...KIND, maxChars: 12 })).toBe('hello');
    expect(decoded('#x=y0jNyckHAA', { ...KIND, maxChars: 12 })).toBe('hello');
    expect(decoded('x=y0jNyckHAA', { ...KIND, maxChars: 11 })).toBe(
      '(link): is 12 characters, over the limit of 11',
    );
  });

  it('refuses what is not text, or not its kind, on the link', () => {
    expect(decoded(42)).toBe('(link): must be text');
    expect(decoded(null)).toBe('(link): must be text');
    expect(decoded('r=y0jNyckHAA')).toBe('(link): must start with "#x="');
    expect(decoded('#r=y0jNyckHAA')).toBe('(link): must start with "#x="');
  });

  it('refuses an empty payload and one that is not unpadded base64url', () => {
    expect(decoded('x=')).toBe('(link): is damaged: not valid unpadded base64url');
    expect(decoded('#x=')).toBe('(link): is damaged: not valid unpadded base64url');
    expect(decoded('x=y0jNyckHAA==')).toBe('(link): is damaged: not valid unpadded base64url');
    expect(decoded('x=y0jN+ckHAA')).toBe('(link): is damaged: not valid unpadded base64url');
  });

  it('inflates to exactly the cap, and refuses one byte more', () => {
    expect(decoded(fragmentOf(deflated('a'.repeat(100))))).toBe('a'.repeat(100));
    expect(decoded(fragmentOf(deflated('a'.repeat(101))))).toBe(
      '(link): inflates to over 100 bytes, past the limit',
    );
  });

  it('opens payloads that end exactly on, or just past, a step of the inflater', () => {
    // Stored blocks: 1 019 bytes of text make 1 024 bytes of payload, 2 043 make 2 048.
    for (const [length, payload] of [
      [1019, 1024],
      [1020, 1025],
      [2043, 2048],
      [2044, 2049],
    ] as const) {
      const text = 'a'.repeat(length);
      const data = deflated(text, 0);
      expect(data.length).toBe(payload);
      expect(decoded(fragmentOf(data), ROOMY)).toBe(text);
    }
  });

  it('stops a bomb at the cap and reads no further, even when the rest is damaged', () => {
    // Three million bytes deflate to about 2 900; the first 1 024 inflate far past the cap of
    // 100, and the payload then stops short of its stream's end. Read on, it would be damaged;
    // it is refused for its size, at the first step.
    const cut = deflated('b'.repeat(3_000_000)).subarray(0, 2048);
    expect(decoded(fragmentOf(cut))).toBe('(link): inflates to over 100 bytes, past the limit');
    // With room for all of it, the same payload is damaged: it ends before its stream does.
    expect(decoded(fragmentOf(cut), { ...KIND, maxInflatedBytes: 3_000_000 })).toBe(
      '(link): is damaged: its data does not inflate',
    );
  });

  it('refuses bytes after the end of the stream, and bytes that are not UTF-8', () => {
    const data = deflated('hello');
    expect(decoded(fragmentOf(data))).toBe('hello');
    expect(decoded(fragmentOf(Buffer.concat([data, Buffer.from([0])])))).toBe(
      '(link): is damaged: data follows the end of the thing',
    );
    expect(decoded(fragmentOf(deflated(new Uint8Array([0x68, 0xff, 0x69]))))).toBe(
      '(link): is damaged: its thing is not UTF-8 text',
    );
    expect(decoded(fragmentOf(data.subarray(0, data.length - 1)))).toBe(
      '(link): is damaged: its data does not inflate',
    );
  });
});
