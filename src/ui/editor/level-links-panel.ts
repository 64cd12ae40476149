import { moderationNotes } from '../screens/moderation-notes';
import type { EditorSession, ListedLevel } from '../../app/editor/editor-session';
import type { LevelPostState } from '../../app/global/level-publisher';
import { button, h } from '../dom';
import { t } from '../../app/text/text';
import { writeStoredReason } from '../../app/text/message-descriptor';
import { formatRunTime } from '../../app/text/formats';

/** What the global leaderboard made of a published level, in words. */
export function levelPostText(state: LevelPostState): string {
  switch (state.kind) {
    case 'posting':
      return t('links.sending');
    case 'waiting':
      return t('links.waiting', { reason: writeStoredReason(state.reason) });
    case 'posted':
      return t('links.posted');
    case 'refused':
      return t('links.refused', { reason: writeStoredReason(state.reason) });
  }
}

/** What the links panel tells the screen. */
export interface LevelLinksActions {
  /** A link was copied (or the browser refused). */
  readonly onCopied: () => void;
  /** A level of My levels was opened in the editor (or could not be). */
  readonly onReopened: () => void;
}

/**
 * A link in a read-only box, with a button that copies it and, in My levels, one that opens the
 * level in the editor.
 */
function linkRow(
  level: ListedLevel,
  session: EditorSession,
  actions: LevelLinksActions,
  reopen: boolean,
): HTMLElement {
  return h(
    'li',
    { attrs: { 'data-hash': level.hash } },
    h('span', { className: 'level-name', text: level.name }),
    h('small', { text: t('links.makerTime', { time: formatRunTime(level.makerTicks) }) }),
    level.global !== null &&
      h('small', {
        className: 'level-global',
        attrs: { 'data-state': level.global.kind },
        text: ` ${levelPostText(level.global)}`,
      }),
    ...linkBox(level, session, actions),
    reopen &&
      button(
        t('links.open', { name: level.name }),
        () => {
          session.reopen(level.hash);
          actions.onReopened();
        },
        { className: 'reopen-level' },
      ),
  );
}

/**
 * The link in a read-only box and its Copy button; none while the global leaderboard has not
 * stored the level (the link's first publisher becomes its maker), and a line saying so.
 */
function linkBox(
  level: ListedLevel,
  session: EditorSession,
  actions: LevelLinksActions,
): HTMLElement[] {
  const link = level.link;
  if (link === null) {
    const text = t('links.pending');
    return [h('small', { className: 'link-pending', text: ` ${text}` })];
  }
  const box = h('input', {
    className: 'level-link',
    attrs: {
      type: 'text',
      readonly: '',
      'aria-label': t('links.linkTo', { name: level.name }),
      value: link,
    },
  });
  box.addEventListener('focus', () => {
    box.select();
  });
  const copy = button(
    t('links.copy', { name: level.name }),
    () => {
      void session.copyLink(link).then(actions.onCopied);
    },
    { className: 'copy-link' },
  );
  return [box, copy];
}

/** The published link of the draft (once published) and the list of the player's levels. */
export function levelLinksPanel(session: EditorSession, actions: LevelLinksActions): HTMLElement {
  const published = session.published;
  const mine = session.myLevels();
  return h(
    'div',
    { className: 'editor-links' },
    published !== null &&
      h(
        'section',
        { className: 'published', attrs: { 'aria-label': t('links.published') } },
        h('h3', { text: t('links.yours') }),
        h('ul', {}, linkRow(published, session, actions, false)),
      ),
    h(
      'section',
      { className: 'my-levels', attrs: { 'aria-label': t('links.myLevels') } },
      h('h3', { text: t('links.myLevels') }),
      moderationNotes(session.moderationNotes()),
      mine.length === 0
        ? h('p', {
            text: t('links.intro'),
          })
        : h('ul', {}, ...mine.map((level) => linkRow(level, session, actions, true))),
    ),
  );
}
