/**
 * The URL-fragment codec of the game's links: replay share links (`#r=`) and level links (`#l=`)
 * carry a JSON text as the base64url, unpadded, of its raw-deflated UTF-8 behind a prefix. Both
 * are encoded and decoded here, so both are exactly as strict.
 */
import { deflateSync, Inflate } from 'fflate';
import { fromBase64Url, toBase64Url } from './base64url';
import { ReplayError } from './replay-error';

/** Compressed bytes fed to the inflater at a time: at most about 1 MB of output each. */
const INFLATE_CHUNK = 1024;

/**
 * Inflates `data` in small steps, stopping as soon as the output passes the limit, so a deflate
 * bomb costs about one step beyond the limit in time and memory. Null when the output would
 * pass the limit; throws (fflate's error) when the data is not a complete deflate stream.
 */
function inflateUpTo(data: Uint8Array, limit: number): Uint8Array | null {
  const out = new Uint8Array(limit);
  // Written by the inflater's callback, which the compiler cannot follow.
  const state = { length: 0, over: false };
  const inflater = new Inflate((chunk) => {
    if (state.over || state.length + chunk.length > limit) state.over = true;
    else {
      out.set(chunk, state.length);
      state.length += chunk.length;
    }
  });
  for (let at = 0; at < data.length && !state.over; at += INFLATE_CHUNK) {
    inflater.push(data.subarray(at, at + INFLATE_CHUNK), at + INFLATE_CHUNK >= data.length);
  }
  return state.over ? null : out.subarray(0, state.length);
}

/** How a link's payload is inflated and named in its errors. */
interface BoundedInflateOptions {
  /** Most bytes the payload may inflate to. */
  readonly limit: number;
  /** The error's field, e.g. `(link)`. */
  readonly field: string;
  /** What the payload holds, for messages: `replay`, `level`. */
  readonly holds: string;
}

/**
 * The inflated bytes of a link's raw-deflate payload, or a ReplayError saying why there are
 * none: data that does not inflate, inflates past the limit, or goes on after its stream ends.
 */
function inflateBounded(data: Uint8Array, options: BoundedInflateOptions): Uint8Array {
  const { limit, field, holds } = options;
  let inflated: Uint8Array | null;
  try {
    inflated = inflateUpTo(data, limit);
  } catch {
    throw new ReplayError(field, 'is damaged: its data does not inflate', 'damaged');
  }
  if (inflated === null) {
    throw new ReplayError(field, `inflates to over ${limit} bytes, past the limit`, 'too-large');
  }
  // A deflate stream ends inside its last byte, so without that byte it must fail to inflate;
  // when it still inflates, bytes were appended to the link.
  let extra = true;
  try {
    inflateUpTo(data.subarray(0, data.length - 1), limit);
  } catch {
    extra = false;
  }
  if (extra)
    throw new ReplayError(field, `is damaged: data follows the end of the ${holds}`, 'damaged');
  return inflated;
}

/** The field every fragment error names: the link itself. */
export const LINK_FIELD = '(link)';

/** A kind of link: what starts its fragment, its limits, and what it holds (for messages). */
export interface LinkFragmentKind {
  /** What follows the `#`: `r=`, `l=`. */
  readonly prefix: string;
  /** Longest fragment in characters, its prefix included. */
  readonly maxChars: number;
  /** Most bytes its payload may inflate to. */
  readonly maxInflatedBytes: number;
  /** What the payload holds: `replay`, `level`. */
  readonly holds: string;
}

/**
 * The fragment (without the `#`) carrying `text`: the prefix, then the base64url of its UTF-8,
 * raw-deflated. Throws a ReplayError on the link when the fragment would be longer than the
 * kind allows; `instead` tells the person what to do then.
 */
export function encodeLinkFragment(text: string, kind: LinkFragmentKind, instead: string): string {
  const bytes = new TextEncoder().encode(text);
  const fragment = kind.prefix + toBase64Url(deflateSync(bytes, { level: 9 }));
  if (fragment.length > kind.maxChars) {
    throw new ReplayError(
      LINK_FIELD,
      `would be ${fragment.length} characters, over the limit of ${kind.maxChars}: ${instead}`,
      'too-large',
    );
  }
  return fragment;
}

/**
 * The text a fragment (with or without the leading `#`) carries. Throws a ReplayError on the
 * link for anything else: not text, a wrong prefix, an over-long or non-base64url payload, data
 * that does not inflate, inflates past the limit or goes on after its end, or bytes that are
 * not UTF-8.
 */
export function decodeLinkFragment(fragment: string, kind: LinkFragmentKind): string {
  if (typeof fragment !== 'string') throw new ReplayError(LINK_FIELD, 'must be text', 'not-a-link');
  const body = fragment.startsWith('#') ? fragment.slice(1) : fragment;
  if (!body.startsWith(kind.prefix)) {
    throw new ReplayError(LINK_FIELD, `must start with "#${kind.prefix}"`, 'not-a-link');
  }
  if (body.length > kind.maxChars) {
    throw new ReplayError(
      LINK_FIELD,
      `is ${body.length} characters, over the limit of ${kind.maxChars}`,
      'too-large',
    );
  }
  const data = fromBase64Url(body.slice(kind.prefix.length));
  if (data === null || data.length === 0) {
    throw new ReplayError(LINK_FIELD, 'is damaged: not valid unpadded base64url', 'damaged');
  }
  const inflated = inflateBounded(data, {
    limit: kind.maxInflatedBytes,
    field: LINK_FIELD,
    holds: kind.holds,
  });
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(inflated);
  } catch {
    throw new ReplayError(LINK_FIELD, `is damaged: its ${kind.holds} is not UTF-8 text`, 'damaged');
  }
}
