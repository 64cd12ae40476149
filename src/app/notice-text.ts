import { t, type MessageKey } from './text/text';
import type { StoreNotice } from '../storage/local-store';

const DOCUMENT_NAMES: Readonly<Record<string, MessageKey>> = {
  settings: 'notice.settings',
  progress: 'notice.progress',
};

/** What to tell the player about a storage notice, once. */
export function noticeText(notice: StoreNotice): string {
  if (notice.kind === 'unavailable') {
    return t('notice.unavailable');
  }
  // Every board is its own document; to the player they are all the leaderboard.
  const named = DOCUMENT_NAMES[notice.name];
  const what = notice.name.startsWith('leaderboard:')
    ? t('notice.leaderboard')
    : named === undefined
      ? notice.name
      : t(named);
  if (notice.kind === 'recovered') {
    return notice.backupKey === null
      ? t('notice.damagedStopped', { what })
      : t('notice.damagedKept', { what });
  }
  return notice.reason === 'quota' ? t('notice.full', { what }) : t('notice.refused', { what });
}
