import { deflateSync } from 'fflate';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decodeShareFragment,
  encodeReplay,
  encodeShareFragment,
  MAX_SHARE_FRAGMENT_CHARS,
  ReplayError,
  verifyReplay,
  type Replay,
} from '../../src/replay';
import { fromBase64Url, toBase64Url } from '../../src/replay/base64url';
import { replayArb } from './support/arbitraries';
import { winningReplay } from './support/replays';

function refusal(fragment: string): ReplayError {
  try {
    decodeShareFragment(fragment);
  } catch (error) {
    if (error instanceof ReplayError) return error;
    throw new Error(`expected a ReplayError, got ${String(error)}`, { cause: error });
  }
  throw new Error(`expected ${fragment.slice(0, 40)}… to be refused`);
}

/** True when two replays differ at most in who recorded them and when. */
function sameRun(a: Replay, b: Replay): boolean {
  return encodeReplay({ ...a, player: b.player, recordedAt: b.recordedAt }) === encodeReplay(b);
}

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

describe('share links', () => {
  const replay = winningReplay('heart-of-the-labyrinth');
  const fragment = encodeShareFragment(replay);

  it('round-trips a winning run, which still verifies, with or without the #', () => {
    expect(fragment).toMatch(/^r=[A-Za-z0-9_-]+$/);
    expect(decodeShareFragment(fragment)).toEqual(replay);
    expect(decodeShareFragment(`#${fragment}`)).toEqual(replay);
    expect(verifyReplay(decodeShareFragment(fragment)).ok).toBe(true);
    // Deflating pays: the link is shorter than the JSON it carries.
    expect(fragment.length).toBeLessThan(encodeReplay(replay).length);
  });

  it('round-trips any valid replay', () => {
    fc.assert(
      fc.property(replayArb, (r: Replay) => {
        expect(decodeShareFragment(encodeShareFragment(r))).toEqual(r);
      }),
      { numRuns: 200 },
    );
  }, 30_000);

  it('refuses a link with any one character changed, unless it carries the same replay', () => {
    const original = encodeReplay(replay);
    const payloadStart = 'r='.length;
    let same = 0;
    for (let i = payloadStart; i < fragment.length; i++) {
      const at = BASE64URL.indexOf(fragment[i] ?? '');
      const flipped = BASE64URL[(at + 17) % 64] ?? 'A';
      const tampered = fragment.slice(0, i) + flipped + fragment.slice(i + 1);
      let decoded: Replay | null = null;
      try {
        decoded = decodeShareFragment(tampered);
      } catch (error) {
        expect(error).toBeInstanceOf(ReplayError);
      }
      if (decoded === null) continue;
      // A changed character that still decodes must give a document that fails verification;
      // or the same run under another name or date (they are not simulation state, so no hash
      // covers them); or, when it only touched the unused bits after the deflate stream's last
      // code, the very same replay.
      if (encodeReplay(decoded) === original) same++;
      else if (!sameRun(decoded, replay)) expect(verifyReplay(decoded).ok).toBe(false);
    }
    expect(same).toBeLessThanOrEqual(1);
  }, 30_000);

  it('refuses a truncated link at every length', () => {
    for (let cut = 0; cut < fragment.length; cut++) {
      expect(refusal(fragment.slice(0, cut))).toBeInstanceOf(ReplayError);
    }
  });

  it('refuses data appended after the replay', () => {
    const bytes = fromBase64Url(fragment.slice(2));
    expect(bytes).not.toBeNull();
    const longer = new Uint8Array([...(bytes ?? []), 0, 0, 0]);
    expect(refusal(`r=${toBase64Url(longer)}`).problem).toMatch(/data follows the end/);
  });

  it('refuses strictly: bad characters, padding, impossible lengths, stray bits', () => {
    expect(refusal(`${fragment}=`).problem).toMatch(/base64url/);
    expect(refusal(fragment.replace(/-|_/, '+')).problem).toMatch(/base64url/);
    expect(refusal(`${fragment.slice(0, 10)} ${fragment.slice(10)}`).problem).toMatch(/base64url/);
    expect(refusal('r=A').problem).toMatch(/base64url/);
    expect(refusal('r=').problem).toMatch(/base64url/);
    // "AB" is one byte plus 4 leftover bits, which must be zero: "AA" is the only spelling.
    expect(fromBase64Url('AA')).toEqual(new Uint8Array([0]));
    expect(fromBase64Url('AB')).toBeNull();
    expect(refusal('x=abc').problem).toMatch(/must start with "#r="/);
    expect(refusal('').problem).toMatch(/must start with "#r="/);
  });

  it('refuses an over-long link before decoding it', () => {
    const long = `r=${'A'.repeat(MAX_SHARE_FRAGMENT_CHARS - 1)}`;
    expect(refusal(long).problem).toBe(
      `is ${MAX_SHARE_FRAGMENT_CHARS + 1} characters, over the limit of ${MAX_SHARE_FRAGMENT_CHARS}`,
    );
  });

  it('refuses a deflate bomb without inflating it past the limit', () => {
    // 40 MB of spaces deflate to about 40 kB, within the link limit.
    const bomb = deflateSync(new Uint8Array(40_000_000).fill(32), { level: 9 });
    const link = `r=${toBase64Url(bomb)}`;
    expect(link.length).toBeLessThanOrEqual(MAX_SHARE_FRAGMENT_CHARS);
    expect(refusal(link).problem).toBe('inflates to over 1000000 bytes, past the limit');
  }, 30_000);

  it('refuses well-formed links whose content is not a replay', () => {
    const carry = (text: string) => `r=${toBase64Url(deflateSync(new TextEncoder().encode(text)))}`;
    expect(refusal(carry('{"format":"mythic-maze-replay","version":9}')).field).toBe('version');
    expect(refusal(carry('not json')).field).toBe('(document)');
    const invalidUtf8 = `r=${toBase64Url(deflateSync(new Uint8Array([0x7b, 0xff, 0xfe, 0x7d])))}`;
    expect(refusal(invalidUtf8).problem).toMatch(/not UTF-8/);
    expect(refusal(`r=${toBase64Url(new TextEncoder().encode('plain text'))}`).problem).toMatch(
      /does not inflate|data follows/,
    );
  });

  it('says what is wrong with bytes that are not UTF-8, and with a value that is not text', () => {
    const invalidUtf8 = `r=${toBase64Url(deflateSync(new Uint8Array([0x7b, 0xff, 0xfe, 0x7d])))}`;
    expect(refusal(invalidUtf8).message).toBe('(link): is damaged: its replay is not UTF-8 text');
    expect(refusal(42 as unknown as string).message).toBe('(link): must be text');
  });

  it('will not make a link longer than the limit', () => {
    // A replay whose inputs change every tick in a pattern deflate cannot shrink much.
    const inputs: [number, number][] = [];
    let x = 12345;
    for (let i = 0; i < 72_000; i++) {
      x = (Math.imul(x, 1103515245) + 12345) >>> 0;
      inputs.push([1, (x >>> 16) & 15]);
    }
    const huge: Replay = {
      ...replay,
      inputs,
      checkpoints: Array.from({ length: 3600 }, (_, i) => [(i + 1) * 20, '0123abcd'] as const),
      final: { tick: 72_000, outcome: 'playing', hash: '0123abcd' },
    };
    expect(() => encodeShareFragment(huge)).toThrow(/share the replay file instead/);
  });
});
