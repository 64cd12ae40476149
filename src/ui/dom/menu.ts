import { h, type Child } from './h';

function enabledButtons(container: HTMLElement): HTMLButtonElement[] {
  return [...container.querySelectorAll('button')].filter((b) => !b.disabled);
}

/**
 * A vertical list of buttons: Tab works as everywhere, and the arrow keys (and Home, End)
 * also move between the buttons, as in a game menu.
 */
export function menu(label: string, ...items: Child[]): HTMLElement {
  const list = h(
    'div',
    { className: 'menu', attrs: { role: 'group', 'aria-label': label } },
    ...items,
  );
  list.addEventListener('keydown', (event) => {
    const buttons = enabledButtons(list);
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    let next = -1;
    if (event.key === 'ArrowDown') next = (at + 1) % buttons.length;
    else if (event.key === 'ArrowUp') next = (at - 1 + buttons.length) % buttons.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = buttons.length - 1;
    if (next < 0 || buttons.length === 0) return;
    event.preventDefault();
    buttons[next]?.focus();
  });
  return list;
}

/** Focuses the first enabled button inside `container`, if any. */
export function focusFirst(container: HTMLElement): void {
  enabledButtons(container)[0]?.focus();
}

/** True when `element` handles Enter itself (a button, a link, a field). */
export function isControl(element: Element | null): boolean {
  return (
    element !== null && ['BUTTON', 'INPUT', 'SELECT', 'TEXTAREA', 'A'].includes(element.tagName)
  );
}
