import type { Level } from '../sim';
import type { OpenResult } from './replays/replay-controller';
import { linkRequestOf, parseLaunch, type LaunchRequest } from './launch-params';

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

/** What routing opens things in. */
export interface LaunchTarget {
  launch(request: LaunchRequest): void;
  readonly replays: { openLink(fragment: string): Promise<OpenResult> };
}

/**
 * Opens what the address asks for (a shared replay's `#r=…` or a shared level's `#l=…`, else
 * `?level=` or `?seed=`, else the title), then opens each link pasted into the open page. A link's fragment is read
 * once and dropped, so a reload or a bookmark opens the title, not the replay again.
 */
export function routeLaunch(
  page: PageAddress,
  target: LaunchTarget,
  levels: readonly Level[],
): void {
  const link = linkRequestOf(page.hash());
  if (link !== null) {
    page.clearHash();
    target.launch(link);
  } else {
    target.launch(parseLaunch(page.search(), levels));
  }
  page.onHashChange(() => {
    const pasted = linkRequestOf(page.hash());
    if (pasted === null) return;
    page.clearHash();
    if (pasted.kind === 'replay') void target.replays.openLink(pasted.fragment);
    else target.launch(pasted);
  });
}
