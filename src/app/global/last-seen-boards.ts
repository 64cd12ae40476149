import type { LocalStore } from '../../storage/local-store';
import {
  loadSeenBoards,
  MAX_SEEN_ROWS,
  saveSeenBoards,
  type SeenBoard,
  type SeenRow,
} from '../../storage/seen-boards';

import { t } from '../text/text';
import { formatAgo } from '../text/formats';

/** A board last seen: its rows, and how long ago in milliseconds (written when shown). */
export interface LastSeen {
  readonly rows: readonly SeenRow[];
  readonly ageMs: number;
}

const MINUTE_MS = 60_000;

/**
 * How long ago `ms` milliseconds was, roughly, in the language on screen (Intl's relative time):
 * "less than a minute ago", "1 minute ago", "5 hours ago", "yesterday", "vor 2 Tagen".
 */
export function roughAge(ms: number): string {
  return ms < MINUTE_MS ? t('age.lessThanMinute') : formatAgo(ms);
}

/**
 * What a list shows when the service is away: its rows as last seen, and how long ago. Kept as
 * the age, so the words ("3 hours ago") are written in the language on screen when shown.
 */
export interface OfflineNotice {
  readonly offline: 'boards.offline' | 'community.offline';
  readonly ageMs: number;
}

/** The notice in the language on screen. */
export function writeOfflineNotice(notice: OfflineNotice): string {
  return t(notice.offline, { age: roughAge(notice.ageMs) });
}

/**
 * The global boards as the game last saw them, kept in local storage so that offline a board
 * still shows its last rows and their age. Never fetched by the service worker: the service's
 * answers are never cached on the way, only kept here, with when they were seen.
 */
export class LastSeenBoards {
  readonly #store: LocalStore;
  readonly #now: () => number;
  #boards: SeenBoard[] | null = null;

  /** `now` is the page's clock, milliseconds since 1970 UTC. */
  constructor(options: { readonly store: LocalStore; readonly now: () => number }) {
    this.#store = options.store;
    this.#now = options.now;
  }

  /** A board was seen now: its fastest rows replace what was kept of it. */
  seen(levelKey: string, rows: readonly SeenRow[]): void {
    const kept = this.#all().filter((board) => board.levelKey !== levelKey);
    const board = { levelKey, seenAtMs: this.#now(), rows: rows.slice(0, MAX_SEEN_ROWS) };
    this.#boards = [...kept, board];
    saveSeenBoards(this.#store, this.#boards);
  }

  /** The board of `levelKey` as last seen, or undefined when it never was. */
  last(levelKey: string): LastSeen | undefined {
    const board = this.#all().find((b) => b.levelKey === levelKey);
    if (board === undefined) return undefined;
    return { rows: board.rows, ageMs: Math.max(0, this.#now() - board.seenAtMs) };
  }

  #all(): SeenBoard[] {
    this.#boards ??= loadSeenBoards(this.#store);
    return this.#boards;
  }
}
