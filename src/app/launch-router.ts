import type { Level } from '../sim';
import { linkRequestOf, parseLaunch, type LaunchRequest } from './launch-params';
import type { MessageDescriptor } from './text/message-descriptor';

/** The page's address as launch routing reads and tidies it (window.location in the page). */
export interface PageAddress {
  /** The query string, e.g. `?level=first-steps`. */
  search(): string;
  /** The fragment, e.g. `#r=…`. */
  hash(): string;
  /** Drops the fragment from the address without a reload or a history entry. */
  clearHash(): void;
  /** Calls `listener` whenever the fragment changes (a link pasted into the open page). */
  onHashChange(listener: () => void): void;
}

/** Where each kind of launch request opens. */
export interface LaunchTargets {
  /** The built-in levels, which `?level=` names. */
  readonly levels: readonly Level[];
  readonly startLevel: (level: Level) => void;
  readonly startSeed: (seed: number) => void;
  /** Opens a share link's `#r=…` fragment in the replay viewer, once it verified. */
  readonly openReplayLink: (fragment: string) => void;
  /** Opens a level link's `#l=…` fragment, once its proof verified. */
  readonly openLevelLink: (fragment: string) => void;
  /** Opens a race room's screen, to join it (the game without rooms: the title). */
  readonly openRoom: (roomId: string) => void;
  readonly toTitle: (notice: MessageDescriptor | null) => void;
}

/**
 * Every launch link goes one way: the page's address when it loads (a share link's `#r=…` or a
 * level link's `#l=…`, else `?level=` or `?seed=`, else the title) and each link pasted into the
 * open page later. A link's fragment is read once and dropped, so a reload or a bookmark opens
 * the title, not the replay again.
 */
export class LaunchRouter {
  readonly #targets: LaunchTargets;

  constructor(targets: LaunchTargets) {
    this.#targets = targets;
  }

  /** Opens what `page` asks for now, then each link pasted into it. */
  route(page: PageAddress): void {
    this.open(this.#takeLink(page) ?? parseLaunch(page.search(), this.#targets.levels));
    page.onHashChange(() => {
      const pasted = this.#takeLink(page);
      if (pasted !== null) this.open(pasted);
    });
  }

  /** Opens what a request asks for: a level, a seed, a shared replay or level, or the title. */
  open(request: LaunchRequest): void {
    const targets = this.#targets;
    switch (request.kind) {
      case 'level':
        targets.startLevel(request.level);
        break;
      case 'seed':
        targets.startSeed(request.seed);
        break;
      case 'replay':
        targets.openReplayLink(request.fragment);
        break;
      case 'level-link':
        targets.openLevelLink(request.fragment);
        break;
      case 'room':
        targets.openRoom(request.roomId);
        break;
      case 'title':
        targets.toTitle(request.notice);
    }
  }

  /** The link in the address's fragment, which is dropped from the address; or null. */
  #takeLink(page: PageAddress): LaunchRequest | null {
    const link = linkRequestOf(page.hash());
    if (link !== null) page.clearHash();
    return link;
  }
}
