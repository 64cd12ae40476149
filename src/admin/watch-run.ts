import {
  decodeLevelDocument,
  decodeReplay,
  isHashRef,
  levelFromDocument,
  ReplaySeeker,
  type LevelDocument,
} from '../replay';
import type { Level } from '../sim';
import type { AdminClient } from './admin-client';
import { ct } from './text/console-text';

/** A level or a run ready to draw, or why it cannot be. */
export type Loaded<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly reason: string };

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * A level from its level document, or from the canonical JSON of one (a reported level's
 * preview); a document that does not parse comes back as the reason.
 */
export function levelOfDocument(document: string | LevelDocument): Loaded<Level> {
  try {
    const doc = typeof document === 'string' ? decodeLevelDocument(JSON.parse(document)) : document;
    return { ok: true, value: levelFromDocument(doc) };
  } catch (error) {
    return { ok: false, reason: ct('map.unreadable', { reason: describe(error) }) };
  }
}

/**
 * A stored run, ready to step through: its replay fetched and decoded by the replay codec, its
 * level resolved (an editor level fetched by its hash), in a seeker that jumps to any tick.
 */
export async function loadRun(
  client: Pick<AdminClient, 'replay' | 'level'>,
  replayHash: string,
): Promise<Loaded<ReplaySeeker>> {
  const text = await client.replay(replayHash);
  if (!text.ok) return { ok: false, reason: ct('watch.replayUnreadable', { reason: text.reason }) };
  try {
    const replay = decodeReplay(JSON.parse(text.value));
    let level: Level | undefined;
    if (isHashRef(replay.level)) {
      const stored = await client.level(replay.level.hash);
      if (!stored.ok) {
        return { ok: false, reason: ct('watch.levelUnreadable', { reason: stored.reason }) };
      }
      level = levelFromDocument(stored.value.level);
    }
    return {
      ok: true,
      value: new ReplaySeeker({ replay, ...(level === undefined ? {} : { level }) }),
    };
  } catch (error) {
    return { ok: false, reason: ct('watch.replayUnplayable', { reason: describe(error) }) };
  }
}
