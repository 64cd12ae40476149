import { deflateSync } from 'fflate';
import { inflateBounded } from './bounded-inflate';
import { decodeReplay, encodeReplay } from './codec';
import { MAX_REPLAY_CHARS, type Replay } from './format';
import { fromBase64Url, toBase64Url } from './base64url';
import { ReplayError } from './replay-error';

/** What starts a share fragment: `#r=<replay>`. */
export const SHARE_PREFIX = 'r=';
/**
 * Longest share fragment, in characters. A typical winning run takes 1 to 3 thousand; this leaves
 * room for long runs while staying far below what browsers and chat apps accept in a URL.
 */
export const MAX_SHARE_FRAGMENT_CHARS = 65_536;
/** Most bytes a share fragment may inflate to: the size limit of a replay document. */
export const MAX_SHARE_INFLATED_BYTES = MAX_REPLAY_CHARS;

const FIELD = '(link)';

/**
 * The share fragment of a replay (without the `#`): `r=` and the base64url of its canonical JSON,
 * raw-deflated. Throws a ReplayError when the result would be longer than the fragment limit.
 */
export function encodeShareFragment(replay: Replay): string {
  const bytes = new TextEncoder().encode(encodeReplay(replay));
  const fragment = SHARE_PREFIX + toBase64Url(deflateSync(bytes, { level: 9 }));
  if (fragment.length > MAX_SHARE_FRAGMENT_CHARS) {
    throw new ReplayError(
      FIELD,
      `would be ${fragment.length} characters, over the limit of ${MAX_SHARE_FRAGMENT_CHARS}: share the replay file instead`,
    );
  }
  return fragment;
}

/**
 * The replay in a share fragment (with or without the leading `#`). Throws a ReplayError for
 * anything else: a wrong prefix, an over-long or non-base64url payload, data that does not
 * inflate or inflates past the limit, or a document the replay codec refuses.
 */
export function decodeShareFragment(fragment: string): Replay {
  try {
    if (typeof fragment !== 'string') throw new ReplayError(FIELD, 'must be text');
    const body = fragment.startsWith('#') ? fragment.slice(1) : fragment;
    if (!body.startsWith(SHARE_PREFIX)) {
      throw new ReplayError(FIELD, `must start with "#${SHARE_PREFIX}"`);
    }
    if (body.length > MAX_SHARE_FRAGMENT_CHARS) {
      throw new ReplayError(
        FIELD,
        `is ${body.length} characters, over the limit of ${MAX_SHARE_FRAGMENT_CHARS}`,
      );
    }
    const data = fromBase64Url(body.slice(SHARE_PREFIX.length));
    if (data === null || data.length === 0) {
      throw new ReplayError(FIELD, 'is damaged: not valid unpadded base64url');
    }
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(
        inflateBounded(data, { limit: MAX_SHARE_INFLATED_BYTES, field: FIELD, holds: 'replay' }),
      );
    } catch (error) {
      if (error instanceof ReplayError) throw error;
      throw new ReplayError(FIELD, 'is damaged: its replay is not UTF-8 text');
    }
    return decodeReplay(text);
  } catch (error) {
    if (error instanceof ReplayError) throw error;
    throw new ReplayError(FIELD, 'could not be read');
  }
}
