import { ROOM_ID_PATTERN } from '../api/rooms';
import type { Level } from '../sim';
import { say, type MessageDescriptor } from './text/message-descriptor';

/**
 * What the page was asked to open: the title (maybe with a message), a level, a seed, a shared
 * replay (the fragment of a `#r=…` link) or a shared level (of a `#l=…` link).
 */
export type LaunchRequest =
  | { readonly kind: 'title'; readonly notice: MessageDescriptor | null }
  | { readonly kind: 'level'; readonly level: Level }
  | { readonly kind: 'seed'; readonly seed: number }
  | { readonly kind: 'replay'; readonly fragment: string }
  | { readonly kind: 'level-link'; readonly fragment: string }
  /** A race room's link (`#room=<id>`): the room opens, to join. */
  | { readonly kind: 'room'; readonly roomId: string };

const MAX_SEED = 0xffffffff;
const SHOWN_CHARS = 40;

function shown(text: string): string {
  return text.length > SHOWN_CHARS ? `${text.slice(0, SHOWN_CHARS)}…` : text;
}

/**
 * Reads `?level=<id>` (a built-in level) or `?seed=<n>` (a generated level, n from 0 to
 * 4294967295) from a query string. Anything else opens the title, with a message saying what
 * was wrong and how to fix it.
 */
export function parseLaunch(search: string, levels: readonly Level[]): LaunchRequest {
  const params = new URLSearchParams(search);
  const id = params.get('level');
  if (id !== null) {
    const level = levels.find((l) => l.id === id);
    if (level !== undefined) return { kind: 'level', level };
    return {
      kind: 'title',
      notice: say('launch.noLevel', {
        level: shown(id),
        levels: levels.map((l) => l.id).join(', '),
      }),
    };
  }
  const seed = params.get('seed');
  if (seed !== null) {
    const value = /^\d{1,10}$/.test(seed) ? Number(seed) : Number.NaN;
    if (value <= MAX_SEED) return { kind: 'seed', seed: value };
    return {
      kind: 'title',
      notice: say('launch.badSeed', { max: String(MAX_SEED), seed: shown(seed) }),
    };
  }
  return { kind: 'title', notice: null };
}

/**
 * The share-link fragment in a URL's hash (`#r=…`, returned without the `#`), or null when the
 * hash holds none. Only the prefix is checked here; the replay is decoded and verified later.
 */
export function shareFragmentOf(hash: string): string | null {
  const body = hash.startsWith('#') ? hash.slice(1) : hash;
  return body.startsWith('r=') ? body : null;
}

/** The fragment of a race room's link: `room=<id>`. */
export function roomFragment(roomId: string): string {
  return `${ROOM_PREFIX}${roomId}`;
}

const ROOM_PREFIX = 'room=';

/**
 * The `#r=…` replay, `#l=…` level or `#room=…` race room link in a URL's hash, as a launch
 * request (the fragment without the `#`), or null when the hash holds none. Only the prefix of a
 * replay or level is checked here; a room's id is checked whole (else the title says so).
 */
export function linkRequestOf(hash: string): LaunchRequest | null {
  const body = hash.startsWith('#') ? hash.slice(1) : hash;
  if (body.startsWith('l=')) return { kind: 'level-link', fragment: body };
  if (body.startsWith(ROOM_PREFIX)) {
    const roomId = body.slice(ROOM_PREFIX.length);
    if (ROOM_ID_PATTERN.test(roomId)) return { kind: 'room', roomId };
    return { kind: 'title', notice: say('launch.badRoom', { room: shown(roomId) }) };
  }
  const replay = shareFragmentOf(body);
  return replay === null ? null : { kind: 'replay', fragment: replay };
}
