import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from '@playwright/test';

/** The init script that installs the page-side frame counter. */
export const FRAME_COUNTER_SCRIPT = fileURLToPath(new URL('frame-counter.js', import.meta.url));

/** Frames counted in a page over a window of its own clock. */
export interface FrameCount {
  readonly frames: number;
  readonly elapsedMs: number;
  readonly crossOriginIsolated: boolean;
}

/** Frames per second of a count. */
export function framesPerSecond(count: FrameCount): number {
  return (count.frames * 1000) / count.elapsedMs;
}

/** Counts the page's animation frames over `windowMs` after `warmUpMs` (the counter must be installed). */
export async function countFrames(
  page: Page,
  options: { readonly warmUpMs: number; readonly windowMs: number },
): Promise<FrameCount> {
  // A string, not a function: the runner's TypeScript loader wraps functions in helpers the page lacks.
  const expression = `globalThis.__mythicMazeBenchFrames.count(${String(options.warmUpMs)}, ${String(options.windowMs)})`;
  const count = await page.evaluate<FrameCount>(expression);
  if (!(count.frames > 0 && count.elapsedMs > 0)) {
    throw new Error(`the page drew no frames in ${String(options.windowMs)} ms`);
  }
  return count;
}

/** Errors a page reports (uncaught exceptions, console errors, CSP violations), collected as text. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console error: ${message.text()}`);
  });
  return errors;
}

/** A fresh 1280x720 context at `deviceScaleFactor` with the frame counter installed. */
export async function frameContext(
  newContext: (options: {
    viewport: { width: number; height: number };
    deviceScaleFactor: number;
  }) => Promise<BrowserContext>,
  deviceScaleFactor: number,
): Promise<BrowserContext> {
  const context = await newContext({ viewport: { width: 1280, height: 720 }, deviceScaleFactor });
  await context.addInitScript({ path: FRAME_COUNTER_SCRIPT });
  return context;
}

/**
 * Waits until a page expression is true. Unlike `page.waitForFunction` with a string, which
 * compiles the string inside the page and so is refused by a CSP without 'unsafe-eval', this
 * evaluates through the DevTools protocol, which a page's CSP does not govern.
 */
export async function waitForExpression(
  page: Page,
  expression: string,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await page.evaluate<boolean>(`Boolean(${expression})`)) return;
    if (Date.now() > deadline) {
      throw new Error(`timed out after ${String(timeoutMs)} ms waiting for ${expression}`);
    }
    await page.waitForTimeout(25);
  }
}
