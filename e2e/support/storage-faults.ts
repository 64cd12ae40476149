import type { Page } from '@playwright/test';

/** How the page's localStorage misbehaves, from before any game code runs. */
export type StorageFaultMode = 'quota' | 'inaccessible' | 'none';

/** What the init script is given: the items to store first, then the fault to install. */
export interface StorageFaultSetup {
  readonly items: readonly (readonly [key: string, value: string])[];
  readonly mode: StorageFaultMode;
}

/**
 * Page-side, installed with `page.addInitScript`: stores the items with the working storage,
 * then breaks it. 'quota' makes every write throw the browser's QuotaExceededError; 'inaccessible'
 * makes reading `window.localStorage` itself throw a SecurityError, as in a sandboxed frame or
 * with site data blocked. Serialised into the page: it must not reference anything outside it.
 */
export function storageFaultInit(setup: StorageFaultSetup): void {
  for (const [key, value] of setup.items) localStorage.setItem(key, value);
  if (setup.mode === 'quota') {
    Storage.prototype.setItem = function refuse(): void {
      throw new DOMException(
        "Failed to execute 'setItem' on 'Storage': Setting the value exceeded the quota.",
        'QuotaExceededError',
      );
    };
  } else if (setup.mode === 'inaccessible') {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get: () => {
        throw new DOMException(
          "Failed to read the 'localStorage' property from 'Window': Access is denied for this document.",
          'SecurityError',
        );
      },
    });
  }
}

/** Installs the items and the fault before the page's own scripts run. */
export async function useStorageFault(page: Page, setup: StorageFaultSetup): Promise<void> {
  await page.addInitScript(storageFaultInit, setup);
}

/**
 * Every localStorage item of the page's origin, read by Playwright outside the page's own
 * script world, so it works whatever the page did to `localStorage` or `Storage.prototype`.
 */
export async function storedItems(page: Page): Promise<Map<string, string>> {
  const origin = new URL(page.url()).origin;
  const state = await page.context().storageState();
  const items = state.origins.find((o) => o.origin === origin)?.localStorage ?? [];
  return new Map(items.map(({ name, value }) => [name, value]));
}
