import type { UpdateNotice } from '../../app';
import { button, h } from '../dom';

/** What the bar says about `notice`; '' says nothing (the bar is hidden). */
export function updateText(notice: Pick<UpdateNotice, 'state' | 'serviceVersion'>): string {
  const outdated =
    notice.serviceVersion === null
      ? ''
      : 'An update is needed to post to the global leaderboard: it plays by newer rules. Your runs stay in this browser.';
  if (notice.state === 'reloading') return 'Updating to the new version…';
  if (notice.state === 'ready')
    return `A new version is ready.${outdated === '' ? '' : ` ${outdated}`}`;
  return outdated;
}

/**
 * The page's word on updates, above its messages: "A new version is ready" with a button to
 * reload now, or that an update is needed to post. It stays until the page reloads.
 */
export class UpdateBar {
  readonly element: HTMLElement;
  readonly #text: HTMLElement;
  readonly #reload: HTMLButtonElement;
  #notice: UpdateNotice | null = null;

  constructor() {
    this.#text = h('p', { className: 'update-text' });
    this.#reload = button('Reload now', () => {
      this.#notice?.reload();
    });
    this.element = h(
      'div',
      { className: 'toast update-bar', attrs: { role: 'status', 'aria-live': 'polite' } },
      this.#text,
      this.#reload,
    );
    this.element.hidden = true;
  }

  show(notice: UpdateNotice): void {
    this.#notice = notice;
    this.element.dataset.state = notice.state;
    this.#text.textContent = updateText(notice);
    this.#reload.hidden = notice.state !== 'ready';
    this.element.hidden = this.#text.textContent === '';
  }
}
