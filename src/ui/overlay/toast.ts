import { writeMessage, type MessageDescriptor } from '../../app/text/message-descriptor';
import { onTextLanguage, t } from '../../app/text/text';
import { button, h } from '../dom';

/** A toast on screen: the message it says, and the elements written in the language on screen. */
interface ShownToast {
  readonly message: MessageDescriptor;
  readonly text: HTMLElement;
  readonly dismiss: HTMLButtonElement;
}

/**
 * Small messages at the bottom of the screen, each dismissed by the player. Each is kept as its
 * message, not its text, so a switch of language writes every toast on screen again in it.
 */
export class Toast {
  readonly element: HTMLElement;
  readonly #shown = new Set<ShownToast>();

  constructor() {
    this.element = h('div', {
      className: 'toasts',
      attrs: { role: 'status', 'aria-live': 'polite' },
    });
    onTextLanguage(() => {
      for (const toast of this.#shown) {
        toast.text.textContent = writeMessage(toast.message);
        toast.dismiss.textContent = t('common.dismiss');
      }
    });
  }

  /** Shows a message until the player dismisses it; the same message is shown once. */
  show(message: MessageDescriptor): void {
    const text = writeMessage(message);
    for (const toast of this.#shown) {
      if (toast.text.textContent === text) return;
    }
    const item = h('div', { className: 'toast' });
    const shown: ShownToast = {
      message,
      text: h('p', { className: 'toast-text', text }),
      dismiss: button(t('common.dismiss'), () => {
        item.remove();
        this.#shown.delete(shown);
      }),
    };
    item.append(shown.text, shown.dismiss);
    this.element.append(item);
    this.#shown.add(shown);
  }
}
