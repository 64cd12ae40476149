import { t } from '../../app/text/text';
import type { UpdateNotice } from '../../app';
import { button, h } from '../dom';

/** What the bar says about `notice`; '' says nothing (the bar is hidden). */
export function updateText(notice: Pick<UpdateNotice, 'state' | 'serviceVersion'>): string {
  const outdated = notice.serviceVersion === null ? '' : t('update.outdated');
  if (notice.state === 'reloading') return t('update.reloading');
  if (notice.state === 'ready')
    return outdated === '' ? t('update.ready') : `${t('update.ready')} ${outdated}`;
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
    this.#reload = button(t('update.reload'), () => {
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

  /** Writes the bar again in the language on screen. */
  retext(): void {
    this.#reload.textContent = t('update.reload');
    if (this.#notice !== null) this.show(this.#notice);
  }

  show(notice: UpdateNotice): void {
    this.#notice = notice;
    this.element.dataset.state = notice.state;
    this.#text.textContent = updateText(notice);
    this.#reload.hidden = notice.state !== 'ready';
    this.element.hidden = this.#text.textContent === '';
  }
}
