import { Inflate } from 'fflate';
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
export interface BoundedInflateOptions {
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
 * Shared by replay share links and level links, so both are exactly as strict.
 */
export function inflateBounded(data: Uint8Array, options: BoundedInflateOptions): Uint8Array {
  const { limit, field, holds } = options;
  let inflated: Uint8Array | null;
  try {
    inflated = inflateUpTo(data, limit);
  } catch {
    throw new ReplayError(field, 'is damaged: its data does not inflate');
  }
  if (inflated === null) {
    throw new ReplayError(field, `inflates to over ${limit} bytes, past the limit`);
  }
  // A deflate stream ends inside its last byte, so without that byte it must fail to inflate;
  // when it still inflates, bytes were appended to the link.
  let extra = true;
  try {
    inflateUpTo(data.subarray(0, data.length - 1), limit);
  } catch {
    extra = false;
  }
  if (extra) throw new ReplayError(field, `is damaged: data follows the end of the ${holds}`);
  return inflated;
}
