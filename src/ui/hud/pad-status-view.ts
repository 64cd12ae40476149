import type { PadStatus } from '../../input/gamepads';
import { h } from '../dom';

/** The line shown for a status: a hint while a pad may be present but unseen. */
export function padStatusText(status: PadStatus): string {
  if (status.kind === 'unsupported') return '';
  if (status.kind === 'waiting') return 'Using a gamepad? Press any button on it.';
  const names = status.names.map((name) => name.replace(/\s*\(.*$/, '').trim() || 'Gamepad');
  return `Gamepad ready: ${names.join(' and ')}.`;
}

/**
 * A small line over the menus about gamepads. Browsers show a pad to the page only after one of
 * its buttons is pressed, so until then it asks for a press. Hidden in play (see ui.css).
 */
export class PadStatusView {
  readonly element: HTMLElement;

  constructor() {
    this.element = h('p', { className: 'pad-status', attrs: { role: 'status' } });
  }

  /** Shows the status (nothing where the browser has no Gamepad API). */
  show(status: PadStatus): void {
    this.element.textContent = padStatusText(status);
    this.element.hidden = status.kind === 'unsupported';
  }
}
