import { writeMessage, type MessageDescriptor } from '../../app/text/message-descriptor';
import { t } from '../../app/text/text';
import { button, h } from '../dom';

/** What the replay buttons of an end screen do. */
export interface ReplayActionsOptions {
  readonly onWatch: () => void;
  readonly onDownload: () => void;
  readonly onCopyLink: () => void;
  /** Opens the level's leaderboard; absent when the run's kind keeps none. */
  readonly onScores?: () => void;
}

/**
 * The replay part of the win and lose screens: watch, download, copy a share link, and a line
 * saying what became of the run (its leaderboard rank, or why it was not saved). The buttons
 * wait, disabled, until the replay has been built; the screen itself is never rebuilt for it,
 * so focus stays where the player put it.
 */
export class ReplayActions {
  readonly element: HTMLElement;
  readonly #buttons: readonly HTMLButtonElement[];
  readonly #status: HTMLElement;
  readonly #link: HTMLTextAreaElement;

  constructor(options: ReplayActionsOptions) {
    const disabled = { disabled: true };
    this.#buttons = [
      button(t('replay.watch'), options.onWatch, disabled),
      button(t('replay.download'), options.onDownload, disabled),
      button(t('replay.copyLink'), options.onCopyLink, disabled),
    ];
    this.#status = h('p', {
      className: 'replay-status',
      attrs: { role: 'status', 'aria-live': 'polite' },
      text: t('replay.keeping'),
    });
    this.#link = h('textarea', {
      className: 'share-link',
      attrs: { readonly: '', rows: '3', 'aria-label': t('replay.linkByHand') },
    });
    this.#link.hidden = true;
    this.element = h(
      'div',
      { className: 'replay-actions' },
      h(
        'div',
        { className: 'replay-buttons', attrs: { role: 'group', 'aria-label': t('replay.group') } },
        ...this.#buttons,
        options.onScores !== undefined && button(t('scores.heading'), options.onScores),
      ),
      this.#status,
      this.#link,
    );
  }

  /** The replay is ready (or, with a reason, cannot be): enables the buttons or says why not. */
  setReady(ready: boolean, status: MessageDescriptor): void {
    for (const b of this.#buttons) b.disabled = !ready;
    this.#status.textContent = writeMessage(status);
  }

  /** A line of news about the replay (the rank, a copied link, a refused download…). */
  setStatus(status: MessageDescriptor): void {
    this.#status.textContent = writeMessage(status);
  }

  /** Shows `url` in a read-only field, selected, for the player to copy by hand. */
  showLink(url: string): void {
    this.#link.value = url;
    this.#link.hidden = false;
    this.#link.focus();
    this.#link.select();
  }
}
