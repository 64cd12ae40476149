import type { PauseReason } from '../../loop';
import { button, h, menu } from '../dom';

const WHY: Readonly<Record<PauseReason, string>> = {
  user: 'The labyrinth waits for you.',
  menu: 'The labyrinth waits for you.',
  hidden: 'The game paused while its tab was hidden.',
  blur: 'The game paused when its window lost focus.',
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
    h('h2', { id: 'pause-heading', text: 'Paused' }),
    h('p', { className: 'pause-reason', text: WHY[options.reason] }),
    menu(
      'Pause menu',
      button('Resume', options.onResume, { className: 'primary' }),
      button('Restart level', options.onRestart),
      button(options.quitLabel ?? 'Quit to title', options.onQuit),
    ),
  );
}
