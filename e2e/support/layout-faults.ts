import type { Page } from '@playwright/test';

// What the screenshot walks (window-sizes, language-fit) check on every screen.

/** What of the page lies outside the window or over the panel on show, said for a failure. */
export function layoutFaults(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const faults: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > innerWidth || root.scrollHeight > innerHeight)
      faults.push(`the page scrolls: ${String(root.scrollWidth)} x ${String(root.scrollHeight)}`);
    const visible = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    const panels = [...document.querySelectorAll('.screen')].filter(visible);
    const lines = [...document.querySelectorAll('.pad-status, .update-bar, .notice')].filter(
      visible,
    );
    const meet = (a: DOMRect, b: DOMRect) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    for (const panel of panels) {
      const box = panel.getBoundingClientRect();
      if (box.left < 0 || box.top < 0 || box.right > innerWidth || box.bottom > innerHeight)
        faults.push(`${panel.className} runs out of the window: ${JSON.stringify(box)}`);
      for (const line of lines)
        if (meet(box, line.getBoundingClientRect()))
          faults.push(`${line.className} "${line.textContent}" lies over ${panel.className}`);
    }
    return faults;
  });
}

/**
 * Text cut off inside the panel on show: an element whose own words are wider or taller than its
 * box while it clips them (overflow hidden or an ellipsis), said for a failure.
 */
export function clippedText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const faults: string[] = [];
    for (const element of document.querySelectorAll('.screen *, .hud *')) {
      if (!(element instanceof HTMLElement) || element.offsetParent === null) continue;
      if (element.closest('.sr-only') !== null) continue;
      const style = getComputedStyle(element);
      const clips =
        style.overflowX === 'hidden' || style.overflowX === 'clip' || style.textOverflow !== 'clip';
      const ownText = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
      );
      if (!clips || !ownText) continue;
      if (
        element.scrollWidth > element.clientWidth + 1 ||
        element.scrollHeight > element.clientHeight + 1
      )
        faults.push(`"${element.innerText.slice(0, 60)}" is cut off (${element.className})`);
    }
    return faults;
  });
}
