import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_FLAGS, INSTALL_HELP, findChromium } from '../../scripts/chromium.mjs';

/** `uncapped` frames as fast as the machine can draw them; `vsync` keeps the normal frame pacing. */
export type FramePacing = 'uncapped' | 'vsync';

/** Flags that lift the frame-rate cap, so frames per second measure work rather than a display. */
export const UNCAPPED_FLAGS = ['--disable-gpu-vsync', '--disable-frame-rate-limit'];

/** Launches headless Chromium (the one the end-to-end tests use) with the project's flags. */
export async function launchChromium(pacing: FramePacing): Promise<Browser> {
  const found = findChromium({ playwrightPath: () => chromium.executablePath() });
  if (found === null) throw new Error(INSTALL_HELP);
  return chromium.launch({
    executablePath: found.path,
    args: pacing === 'uncapped' ? [...CHROMIUM_FLAGS, ...UNCAPPED_FLAGS] : CHROMIUM_FLAGS,
  });
}
