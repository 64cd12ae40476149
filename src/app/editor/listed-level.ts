import type { PublishedLevel } from '../../storage/my-levels';
import { pageLink } from '../core/page-link';
import type { LevelPostState } from '../global/level-publisher';

/** A published level with its full link and where it stands with the global leaderboard. */
export interface ListedLevel extends Omit<PublishedLevel, 'global'> {
  /**
   * The link to share; null while a level sent to the global leaderboard is not stored there
   * (being sent, waiting, or refused): shown before, a link could be published first by whoever
   * saw it, who would then be the level's maker.
   */
  readonly link: string | null;
  /** Null when it was never sent (posting was off when it was published). */
  readonly global: LevelPostState | null;
}

/**
 * A published level as My levels lists it: what the global leaderboard made of it (this
 * session's answer, else the one kept with it), and its link once it may be shared.
 */
export function listedLevel(
  level: Omit<PublishedLevel, 'global'> & { readonly global?: LevelPostState | null },
  where: {
    readonly global: { state(hash: string): LevelPostState | undefined } | undefined;
    /** The page's address, to put the link's fragment on. */
    readonly page: string;
  },
): ListedLevel {
  const { name, hash, fragment, makerTicks, publishedAt } = level;
  const global = where.global?.state(hash) ?? level.global ?? null;
  const shareable = global === null || global.kind === 'posted';
  return {
    name,
    hash,
    fragment,
    makerTicks,
    publishedAt,
    link: shareable ? pageLink(where.page, fragment) : null,
    global,
  };
}
