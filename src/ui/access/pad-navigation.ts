import { DOWN, LEFT, RIGHT, UP } from '../../sim';
import type { Command } from '../../input';

const FOCUSABLE =
  'button:not([disabled]), input:not([type="hidden"]):not([tabindex="-1"]), a[href]';

/** What the pad drives in the page outside play. */
export interface PadNavigationOptions {
  /** The element whose controls the d-pad moves between (the screens' host). */
  readonly root: () => ParentNode;
  /** True while a run is on screen, where the d-pad steers Theseus instead. */
  readonly inPlay: () => boolean;
  /** Commands as the keyboard gives them. */
  readonly command: (command: Command) => void;
  readonly activeElement: () => Element | null;
}

/**
 * Menus with a pad alone: the d-pad (or stick) moves focus through the screen's controls as Tab
 * does, A presses the focused control (or, with none focused, confirms as Enter does), and the
 * other buttons give their commands.
 */
export function padNavigation(options: PadNavigationOptions) {
  const controls = () =>
    [...options.root().querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (element) => element.offsetParent !== null || element.getClientRects().length > 0,
    );
  return {
    direction(directions: number): void {
      if (options.inPlay()) return;
      const step =
        (directions & (DOWN | RIGHT)) !== 0 ? 1 : (directions & (UP | LEFT)) !== 0 ? -1 : 0;
      if (step === 0) return;
      const list = controls();
      if (list.length === 0) return;
      const at = list.indexOf(options.activeElement() as HTMLElement);
      const next =
        at < 0 ? (step > 0 ? 0 : list.length - 1) : (at + step + list.length) % list.length;
      list[next]?.focus();
    },
    command(command: Command): void {
      const active = options.activeElement();
      if (
        command === 'confirm' &&
        !options.inPlay() &&
        active instanceof HTMLElement &&
        list(active)
      ) {
        active.click();
        return;
      }
      options.command(command);
    },
  };
  function list(element: HTMLElement): boolean {
    return element.matches(FOCUSABLE) && element.closest('[hidden]') === null;
  }
}
