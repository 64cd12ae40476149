import { decodeReplay, encodeReplay } from './codec';
import { MAX_REPLAY_CHARS, type Replay } from './format';
import {
  decodeLinkFragment,
  encodeLinkFragment,
  LINK_FIELD,
  type LinkFragmentKind,
} from './link-fragment';
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

const SHARE_LINK: LinkFragmentKind = {
  prefix: SHARE_PREFIX,
  maxChars: MAX_SHARE_FRAGMENT_CHARS,
  maxInflatedBytes: MAX_SHARE_INFLATED_BYTES,
  holds: 'replay',
};

/**
 * The share fragment of a replay (without the `#`): `r=` and the base64url of its canonical JSON,
 * raw-deflated. Throws a ReplayError when the result would be longer than the fragment limit.
 */
export function encodeShareFragment(replay: Replay): string {
  return encodeLinkFragment(encodeReplay(replay), SHARE_LINK, 'share the replay file instead');
}

/**
 * The replay in a share fragment (with or without the leading `#`). Throws a ReplayError for
 * anything else: a wrong prefix, an over-long or non-base64url payload, data that does not
 * inflate or inflates past the limit, or a document the replay codec refuses.
 */
export function decodeShareFragment(fragment: string): Replay {
  try {
    return decodeReplay(decodeLinkFragment(fragment, SHARE_LINK));
  } catch (error) {
    if (error instanceof ReplayError) throw error;
    throw new ReplayError(LINK_FIELD, 'could not be read', 'damaged');
  }
}
