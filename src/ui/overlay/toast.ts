import { t } from '../../app/text/text';
import { button, h } from '../dom';

/** Small messages at the bottom of the screen, each dismissed by the player. */
export class Toast {
  readonly element: HTMLElement;

  constructor() {
    this.element = h('div', {
      className: 'toasts',
      attrs: { role: 'status', 'aria-live': 'polite' },
    });
  }

  /** Shows a message until the player dismisses it; the same message is shown once. */
  show(message: string): void {
    for (const existing of this.element.querySelectorAll('.toast-text')) {
      if (existing.textContent === message) return;
    }
    const item = h(
      'div',
      { className: 'toast' },
      h('p', { className: 'toast-text', text: message }),
    );
    item.append(
      button(t('common.dismiss'), () => {
        item.remove();
      }),
    );
    this.element.append(item);
  }
}
