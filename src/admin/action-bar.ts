import type { ActionKind, AuditEntry, Target } from '../api';
import { button, h } from '../ui/dom/h';
import type { AdminClient } from './admin-client';
import { stateWords, targetWords } from './report-cards';

/** What an action bar tells the page. */
export interface ActionBarOptions {
  readonly client: Pick<AdminClient, 'act'>;
  readonly target: Target;
  readonly actions: readonly ActionKind[];
  /** A unique id stem for the reason field's label. */
  readonly idStem: string;
  /** Says something in the page's live region. */
  readonly announce: (text: string) => void;
  /** Called with the audit row of a done action. */
  readonly done: (entry: AuditEntry) => void;
}

const BUTTON_WORDS: Readonly<Record<ActionKind, string>> = {
  hide: 'Hide',
  restore: 'Restore',
  ban: 'Ban',
  unban: 'Unban',
  dismiss: 'Dismiss reports',
};

/**
 * A reason field and one button per action: a button sends its action with the typed reason, and
 * an empty reason is refused before anything is sent (the field takes the focus).
 */
export function actionBar(options: ActionBarOptions): HTMLElement {
  const { client, target, announce } = options;
  const fieldId = `${options.idStem}-reason`;
  const words = targetWords(target);
  const reason = h('input', {
    id: fieldId,
    className: 'admin-reason',
    attrs: { type: 'text', maxlength: '500', autocomplete: 'off' },
  });
  let busy = false;
  const run = async (action: ActionKind) => {
    const text = reason.value.trim();
    if (text === '') {
      announce(`Type a reason before you ${BUTTON_WORDS[action].toLowerCase()} ${words}.`);
      reason.focus();
      return;
    }
    if (busy) return;
    busy = true;
    const answer = await client.act(action, target, text);
    busy = false;
    if (!answer.ok) {
      announce(`${BUTTON_WORDS[action]} ${words} failed: ${answer.reason}.`);
      return;
    }
    reason.value = '';
    announce(`${BUTTON_WORDS[action]} ${words} done: now ${stateWords(answer.value.after)}.`);
    options.done(answer.value);
  };
  const buttons = options.actions.map((action) =>
    button(
      BUTTON_WORDS[action],
      () => {
        void run(action);
      },
      { attrs: { 'aria-label': `${BUTTON_WORDS[action]}: ${words}` } },
    ),
  );
  return h(
    'div',
    { className: 'admin-actions' },
    h('label', { attrs: { for: fieldId } }, `Reason for ${words}`),
    reason,
    h('div', { className: 'admin-buttons' }, ...buttons),
  );
}
