import { REPORT_REASONS, type ReportReason } from '../../api/moderation';
import type { CatalogueSort, LevelSize } from '../../api/catalogue';
import type { CatalogueLevel } from './catalogue-client';

export { CATALOGUE_SORTS, LEVEL_SIZES } from '../../api/catalogue';
export { REPORT_REASONS, type CatalogueSort, type LevelSize, type ReportReason };

/** Whose run a card races or plays back: the level's world record, or its maker's proof. */
export type RunSource = 'record' | 'maker';

/** One level's card on the Community screen. */
export interface CommunityCard {
  readonly level: CatalogueLevel;
  /** The level's rows of text, for the minimap; null until the level has been fetched. */
  readonly rows: readonly string[] | null;
  /** This player's rating of it, as far as this session knows. */
  readonly rated: 'up' | 'down' | null;
  /** What became of the card's last action ("Rated up", "Play it first, then rate it"). */
  readonly status: string;
}

/**
 * How far the list got: loading, its cards, the page last seen while the service cannot be
 * reached (`seen`, with a message saying how old it is), or why it could not be had.
 */
export type CommunityState = 'loading' | 'rows' | 'seen' | 'failed';

/** The Community screen as it is drawn, and what its controls do. */
export interface CommunityView {
  readonly sort: CatalogueSort;
  readonly query: string;
  readonly size: LevelSize | null;
  readonly state: CommunityState;
  readonly cards: readonly CommunityCard[];
  /** Why the list is missing or old, for the player ('' when it is fresh). */
  readonly message: string;
  /** Whether there is a next page to ask for. */
  readonly more: boolean;
  readonly onSort: (sort: CatalogueSort) => void;
  readonly onSearch: (query: string) => void;
  readonly onSize: (size: LevelSize | null) => void;
  readonly onMore: () => void;
  readonly onBack: () => void;
  readonly onPlay: (hash: string) => void;
  readonly onRace: (hash: string, source: RunSource) => void;
  readonly onWatch: (hash: string, source: RunSource) => void;
  readonly onCopyLink: (hash: string) => void;
  readonly onRate: (hash: string, value: 'up' | 'down' | null) => void;
  readonly onReport: (hash: string, reason: ReportReason) => void;
}
