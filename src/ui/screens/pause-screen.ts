import { t, type MessageKey } from '../../app/text/text';
import type { PauseReason } from '../../loop';
import { button, h, menu } from '../dom';

const WHY: Readonly<Record<PauseReason, MessageKey>> = {
  user: 'pause.waits',
  menu: 'pause.waits',
  hidden: 'pause.hidden',
  blur: 'pause.blur',
};

/** What the pause screen shows and does. */
export interface PauseScreenOptions {
  readonly reason: PauseReason;
  readonly onResume: () => void;
  readonly onRestart: () => void;
  readonly onQuit: () => void;
  /** What the quit button says ("Quit to title" unless given). */
  readonly quitLabel?: string | undefined;
}

/** Paused: resume, restart or quit; the still frame shows through. */
export function pauseScreen(options: PauseScreenOptions): HTMLElement {
  return h(
    'section',
    { className: 'screen pause-screen', attrs: { 'aria-labelledby': 'pause-heading' } },
    h('h2', { id: 'pause-heading', text: t('pause.heading') }),
    h('p', { className: 'pause-reason', text: t(WHY[options.reason]) }),
    menu(
      t('pause.menu'),
      button(t('pause.resume'), options.onResume, { className: 'primary' }),
      button(t('common.restartLevel'), options.onRestart),
      button(options.quitLabel ?? t('common.quitToTitle'), options.onQuit),
    ),
  );
}
