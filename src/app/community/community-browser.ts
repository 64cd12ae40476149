import type { LocalStore } from '../../storage/local-store';
import { loadCommunityPage, saveCommunityPage } from '../../storage/community-page';
import type { ScreenHost } from '../core/screen';
import { writeOfflineNotice, type OfflineNotice } from '../global/last-seen-boards';
import type { CatalogueClient, CatalogueLevel, CatalogueFailure } from './catalogue-client';
import type { CommunityRuns } from './community-runs';
import type {
  CatalogueSort,
  CommunityCard,
  CommunityState,
  CommunityView,
  LevelSize,
  ReportReason,
} from './community-view';
import { t } from '../text/text';
import { say, writeMessage, type MessageDescriptor } from '../text/message-descriptor';

/** What the Community screen's browser works with. */
export interface CommunityBrowserOptions {
  readonly host: ScreenHost;
  readonly catalogue: CatalogueClient;
  readonly runs: CommunityRuns;
  /** The player's key as kept in this browser, or null (ratings and reports need one). */
  readonly key: () => Promise<string | null>;
  readonly store: LocalStore;
  /** The page's clock, ms since 1970 UTC, for the age of the page kept for offline. */
  readonly clockMs: () => number;
  /** Tells the player something (why the level of the day could not be played). */
  readonly notify: (message: MessageDescriptor) => void;
}

/** Cards asked for per page. */
export const COMMUNITY_PAGE_SIZE = 12;

/** What the player is told when a rating or report needs a key this browser does not have. */
export function needsKeyText(): string {
  return t('community.needName');
}

/**
 * The Community screen without the page: the catalogue's pages in the order, search and size
 * asked for, more pages by cursor, a card's minimap once its level is fetched, ratings and
 * reports with the player's key, and the last page seen kept for reading offline.
 */
export class CommunityBrowser {
  readonly #options: CommunityBrowserOptions;
  #sort: CatalogueSort = 'new';
  #query = '';
  #size: LevelSize | null = null;
  #state: CommunityState = 'loading';
  /** The list's line (why it failed, how old it is), written in the language on screen when shown. */
  #message: MessageDescriptor | OfflineNotice | null = null;
  #levels: CatalogueLevel[] = [];
  #next: string | null = null;
  /** Counts list requests: an answer to an older one is dropped. */
  #request = 0;
  readonly #rows = new Map<string, readonly string[]>();
  readonly #rated = new Map<string, 'up' | 'down' | null>();
  readonly #status = new Map<string, MessageDescriptor>();

  constructor(options: CommunityBrowserOptions) {
    this.#options = options;
  }

  /** Opens the Community screen on the first page of the list as last chosen. */
  show(): void {
    this.#options.host.claim();
    void this.#load(false);
  }

  /**
   * Plays the level of the UTC day (`GET /api/levels/today`), asked for when the player presses
   * its button on the title; says why when there is none yet or the service is away.
   */
  async playToday(): Promise<void> {
    const answer = await this.#options.catalogue.today();
    if (answer.kind === 'today') {
      await this.#options.runs.play(answer.level.hash);
      return;
    }
    const none = answer.kind === 'refused' && answer.status === 404;
    this.#options.notify(
      none ? say('community.noDaily') : say('community.dailyFailed', { reason: answer.reason }),
    );
  }

  /** The screen as it is now. */
  view(): CommunityView {
    const { runs } = this.#options;
    return {
      sort: this.#sort,
      query: this.#query,
      size: this.#size,
      state: this.#state,
      message:
        this.#message === null
          ? ''
          : 'offline' in this.#message
            ? writeOfflineNotice(this.#message)
            : writeMessage(this.#message),
      more: this.#state === 'rows' && this.#next !== null,
      cards: this.#levels.map((level) => this.#card(level)),
      onSort: (sort) => {
        this.#sort = sort;
        void this.#load(false);
      },
      onSearch: (query) => {
        this.#query = query;
        void this.#load(false);
      },
      onSize: (size) => {
        this.#size = size;
        void this.#load(false);
      },
      onMore: () => void this.#load(true),
      onBack: () => {
        this.#options.host.toTitle(null);
      },
      onPlay: (hash) => void runs.play(hash),
      onRace: (hash, source) => void runs.race(hash, source),
      onWatch: (hash, source) => void runs.watch(hash, source),
      onCopyLink: (hash) => void runs.copyLink(hash),
      onRate: (hash, value) => void this.#rate(hash, value),
      onReport: (hash, reason) => void this.#report(hash, reason),
    };
  }

  #card(level: CatalogueLevel): CommunityCard {
    return {
      level,
      rows: this.#rows.get(level.hash) ?? null,
      rated: this.#rated.get(level.hash) ?? null,
      status: this.#statusOf(level.hash),
    };
  }

  /** Asks for the first page (or the next, `more`) and shows it when it comes. */
  async #load(more: boolean): Promise<void> {
    const request = ++this.#request;
    if (!more) {
      this.#state = 'loading';
      this.#levels = [];
      this.#next = null;
    }
    this.#refresh();
    const cursor = more ? this.#next : null;
    const query = { sort: this.#sort, q: this.#query, size: this.#size, cursor };
    const answer = await this.#options.catalogue.page(query, COMMUNITY_PAGE_SIZE);
    if (request !== this.#request) return;
    if (answer.kind === 'page') {
      this.#levels = [...this.#levels, ...answer.levels];
      this.#next = answer.next;
      this.#state = 'rows';
      this.#message = this.#levels.length === 0 ? say('community.noMatch') : null;
      const seenAtMs = this.#options.clockMs();
      saveCommunityPage(this.#options.store, { seenAtMs, levels: this.#levels });
      void this.#minimaps(answer.levels);
    } else if (!more) this.#unreached(answer);
    else this.#message = say('community.moreFailed', { reason: answer.reason });
    this.#refresh();
  }

  /** The list could not be had: the page last seen when the service cannot be reached. */
  #unreached(answer: CatalogueFailure): void {
    const kept = answer.kind === 'unreachable' ? loadCommunityPage(this.#options.store) : null;
    if (kept === null) {
      this.#state = 'failed';
      this.#message = say('community.listFailed', { reason: answer.reason });
      return;
    }
    const ageMs = Math.max(0, this.#options.clockMs() - kept.seenAtMs);
    this.#state = 'seen';
    this.#levels = kept.levels.map((level) => ({ ...level, size: [level.size[0], level.size[1]] }));
    this.#message = { offline: 'community.offline', ageMs };
  }

  /** Fetches each card's level for its minimap, and shows each as it comes. */
  async #minimaps(levels: readonly CatalogueLevel[]): Promise<void> {
    await Promise.all(
      levels.map(async ({ hash }) => {
        const stored = await this.#options.runs.level(hash);
        if (stored === null) return;
        this.#rows.set(hash, stored.document.text.split('\n'));
        this.#refresh();
      }),
    );
  }

  async #rate(hash: string, value: 'up' | 'down' | null): Promise<void> {
    const key = await this.#options.key();
    if (key === null) {
      this.#say(hash, say('community.needName'));
      return;
    }
    const answer = await this.#options.catalogue.rate(hash, value, key);
    if (answer.kind !== 'rated') {
      const played = answer.kind === 'refused' && answer.problem === 'not-played';
      this.#say(hash, played ? say('community.playFirst') : answer.reason);
      return;
    }
    this.#rated.set(hash, answer.value);
    this.#levels = this.#levels.map((level) =>
      level.hash === hash ? { ...level, rating: { up: answer.up, down: answer.down } } : level,
    );
    const said = answer.value === 'up' ? say('community.ratedUp') : say('community.ratedDown');
    this.#say(hash, answer.value === null ? say('community.ratingTaken') : said);
  }

  async #report(hash: string, reason: ReportReason): Promise<void> {
    const key = await this.#options.key();
    if (key === null) {
      this.#say(hash, say('community.needName'));
      return;
    }
    const answer = await this.#options.catalogue.report(hash, reason, key);
    if (answer.kind !== 'reported') {
      this.#say(hash, say('community.notReported', { reason: answer.reason }));
      return;
    }
    this.#say(hash, answer.counted ? say('community.reported') : say('community.reportedAlready'));
  }

  #statusOf(hash: string): string {
    const status = this.#status.get(hash);
    return status === undefined ? '' : writeMessage(status);
  }

  #say(hash: string, status: MessageDescriptor): void {
    this.#status.set(hash, status);
    this.#refresh();
  }

  /** Shows the screen again while it is the one up (or puts it up on opening). */
  #refresh(): void {
    const { host } = this.#options;
    if (host.screen() === 'community' || this.#state === 'loading') host.show('community');
  }
}
