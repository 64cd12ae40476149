import type { MessageKey } from './text/text';
import { say, type MessageDescriptor } from './text/message-descriptor';
import type { StoreNotice } from '../storage/local-store';

const DOCUMENT_NAMES: Readonly<Record<string, MessageKey>> = {
  settings: 'notice.settings',
  progress: 'notice.progress',
};

/** What to tell the player about a storage notice, once (written in the language on screen). */
export function noticeText(notice: StoreNotice): MessageDescriptor {
  if (notice.kind === 'unavailable') {
    return say('notice.unavailable');
  }
  // Every board is its own document; to the player they are all the leaderboard.
  const named = DOCUMENT_NAMES[notice.name];
  const what = notice.name.startsWith('leaderboard:')
    ? say('notice.leaderboard')
    : named === undefined
      ? notice.name
      : say(named);
  if (notice.kind === 'recovered') {
    return notice.backupKey === null
      ? say('notice.damagedStopped', { what })
      : say('notice.damagedKept', { what });
  }
  return notice.reason === 'quota' ? say('notice.full', { what }) : say('notice.refused', { what });
}
