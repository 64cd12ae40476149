import type { ActionKind, AuditEntry, Target } from '../api';
import { button, h } from '../ui/dom/h';
import type { AdminClient } from './admin-client';
import { actionWords, stateWords, targetWords } from './report-cards';
import { ct, type ConsoleKey } from './text/console-text';

type NeedReasonKey = Extract<ConsoleKey, `action.needReason.${string}`>;

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

/** What the live region says when an action's reason is empty. */
const NEED_REASON: Readonly<Record<ActionKind, NeedReasonKey>> = {
  hide: 'action.needReason.hide',
  restore: 'action.needReason.restore',
  ban: 'action.needReason.ban',
  unban: 'action.needReason.unban',
  dismiss: 'action.needReason.dismiss',
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
      announce(ct(NEED_REASON[action], { target: words }));
      reason.focus();
      return;
    }
    if (busy) return;
    busy = true;
    const answer = await client.act(action, target, text);
    busy = false;
    if (!answer.ok) {
      announce(
        ct('action.failed', { action: actionWords(action), target: words, reason: answer.reason }),
      );
      return;
    }
    reason.value = '';
    const state = stateWords(answer.value.after);
    announce(ct('action.done', { action: actionWords(action), target: words, state }));
    options.done(answer.value);
  };
  const buttons = options.actions.map((action) =>
    button(
      actionWords(action),
      () => {
        void run(action);
      },
      {
        attrs: { 'aria-label': ct('action.name', { action: actionWords(action), target: words }) },
      },
    ),
  );
  return h(
    'div',
    { className: 'admin-actions' },
    h('label', { attrs: { for: fieldId } }, ct('action.reasonFor', { target: words })),
    reason,
    h('div', { className: 'admin-buttons' }, ...buttons),
  );
}
