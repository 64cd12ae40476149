import { formatList } from '../../app/text/formats';
import { onTextLanguage, t } from '../../app/text/text';
import type { PadStatus } from '../../input/gamepads';
import { h } from '../dom';

/** The line shown for a status: a hint while a pad may be present but unseen. */
export function padStatusText(status: PadStatus): string {
  if (status.kind === 'unsupported') return '';
  if (status.kind === 'waiting') return t('pad.waiting');
  const names = status.names.map(
    (name) => name.replace(/\s*\(.*$/, '').trim() || t('controls.gamepad'),
  );
  return t('pad.ready', { names: formatList(names) });
}

/**
 * A small line over the menus about gamepads. Browsers show a pad to the page only after one of
 * its buttons is pressed, so until then it asks for a press. Hidden in play (see ui.css).
 */
export class PadStatusView {
  readonly element: HTMLElement;

  #status: PadStatus | null = null;

  constructor() {
    this.element = h('p', { className: 'pad-status', attrs: { role: 'status' } });
    // The line lasts the whole visit: a change of language writes it again.
    onTextLanguage(() => {
      if (this.#status !== null) this.show(this.#status);
    });
  }

  /** Shows the status (nothing where the browser has no Gamepad API). */
  show(status: PadStatus): void {
    this.#status = status;
    this.element.textContent = padStatusText(status);
    this.element.hidden = status.kind === 'unsupported';
  }
}
