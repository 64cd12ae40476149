import type { StoreNotice } from '../storage/local-store';

const DOCUMENT_NAMES: Readonly<Record<string, string>> = {
  settings: 'settings',
  progress: 'progress and best times',
};

/** What to tell the player about a storage notice, once. */
export function noticeText(notice: StoreNotice): string {
  if (notice.kind === 'unavailable') {
    return 'This browser is not keeping saved data: progress and settings last only until the page closes.';
  }
  // Every board is its own document; to the player they are all the leaderboard.
  const what = notice.name.startsWith('leaderboard:')
    ? 'leaderboard runs'
    : (DOCUMENT_NAMES[notice.name] ?? notice.name);
  if (notice.kind === 'recovered') {
    return notice.backupKey === null
      ? `Some saved ${what} were damaged; the valid parts were kept, and nothing more will be saved this visit.`
      : `Some saved ${what} were damaged; the valid parts were kept and the damaged data was set aside.`;
  }
  return notice.reason === 'quota'
    ? `Could not save ${what}: the browser's storage is full.`
    : `Could not save ${what}: the browser refused.`;
}
