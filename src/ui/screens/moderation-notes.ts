import { h } from '../dom';
import { t } from '../../app/text/text';

/**
 * What the service's moderators did to the player's runs, levels, name or key, each with its
 * reason: a labelled note on the end screen and in My levels, or nothing when there is none.
 */
export function moderationNotes(notes: readonly string[]): HTMLElement | null {
  if (notes.length === 0) return null;
  return h(
    'div',
    { className: 'moderation-notes', attrs: { role: 'note', 'aria-label': t('moderation.label') } },
    ...notes.map((note) => h('p', { className: 'moderation-note', text: note })),
  );
}
