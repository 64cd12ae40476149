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
    h('h2', { id: 'error-heading', text: 'The game stopped' }),
    h('p', { text: 'Something went wrong, so the game stopped. Nothing from this run was saved.' }),
    h('p', { className: 'error-message', text: options.message }),
    menu(
      'After the error',
      options.onRestart !== null &&
        button('Restart level', options.onRestart, { className: 'primary' }),
      button('Back to the title', options.onTitle),
    ),
  );
}
