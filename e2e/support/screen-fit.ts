import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { clippedText, layoutFaults } from './layout-faults';

/**
 * The screen on `page` fits the window at 1024x640 and 1920x1080, with nothing cut off and no
 * axe finding (WCAG 2 A and AA); the page is left at 1024x640.
 */
export async function fitsAndPassesAxe(page: Page, what: string): Promise<void> {
  for (const size of [
    { width: 1024, height: 640 },
    { width: 1920, height: 1080 },
  ]) {
    await page.setViewportSize(size);
    expect(await layoutFaults(page), `${what} at ${String(size.width)}`).toEqual([]);
    expect(await clippedText(page), `${what} at ${String(size.width)}`).toEqual([]);
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(
      axe.violations.map((v) => `${v.id}: ${v.help}`),
      what,
    ).toEqual([]);
  }
  await page.setViewportSize({ width: 1024, height: 640 });
}
