import { t } from '../../app/text/text';
import { button, h, menu } from '../dom';

/** What the error screen shows and does. */
export interface ErrorScreenOptions {
  readonly message: string;
  readonly onRestart: (() => void) | null;
  readonly onTitle: () => void;
}

/** The game stopped on an error: say so plainly and offer a way back in. */
export function errorScreen(options: ErrorScreenOptions): HTMLElement {
  return h(
    'section',
    {
      className: 'screen error-screen',
      attrs: { 'aria-labelledby': 'error-heading', role: 'alert' },
    },
    h('h2', { id: 'error-heading', text: t('error.heading') }),
    h('p', { text: t('error.explain') }),
    h('p', { className: 'error-message', text: options.message }),
    menu(
      t('error.menu'),
      options.onRestart !== null &&
        button(t('common.restartLevel'), options.onRestart, { className: 'primary' }),
      button(t('error.toTitle'), options.onTitle),
    ),
  );
}
