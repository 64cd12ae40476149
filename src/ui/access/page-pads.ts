import type { Command } from '../../input';
import { Gamepads } from '../../input/gamepads';
import { PadStatusView } from '../hud/pad-status-view';
import { padNavigation } from './pad-navigation';

/** What the page's pads work with. */
export interface PagePadsOptions {
  /** Where the screens are (the d-pad moves focus among their controls). */
  readonly app: HTMLElement;
  /** True while a run is on screen, where the d-pad steers Theseus instead. */
  readonly inPlay: () => boolean;
  /** Commands as the keyboard gives them. */
  readonly command: (command: Command) => void;
  /** A pad button was pressed: a user gesture, which lets audio start. */
  readonly onPress: () => void;
}

/**
 * The page's gamepads: the devices (read once per animation frame), the menus they drive
 * outside play, and the status line that says which pad is connected.
 */
export function pagePads(options: PagePadsOptions): {
  readonly pads: Gamepads;
  readonly status: PadStatusView;
} {
  const { app } = options;
  const status = new PadStatusView();
  const menus = padNavigation({
    root: () => app.querySelector('.screens') ?? app,
    inPlay: options.inPlay,
    command: options.command,
    activeElement: () => document.activeElement,
  });
  const pads = new Gamepads({
    read: 'getGamepads' in navigator ? () => navigator.getGamepads() : null,
    onCommand: (command) => {
      options.onPress();
      menus.command(command);
    },
    onDirection: (directions) => {
      menus.direction(directions);
    },
    onStatus: (shown) => {
      status.show(shown);
    },
  });
  status.show(pads.status);
  return { pads, status };
}
