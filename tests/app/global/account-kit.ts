import { expect } from 'vitest';
import type { AccountModel } from '../../../src/app/global';
import type { gameHarness } from '../game-harness';

/** Lets ten turns of promise callbacks run: an answer the fake service gave has been read. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}

/** The account part of the Settings screen on show (fails when another screen is up). */
export function account(h: ReturnType<typeof gameHarness>): AccountModel {
  expect(h.view.model.screen).toBe('settings');
  const model = h.view.modelOf('settings');
  if (model.account === null) throw new Error('Settings shows no account part');
  return model.account;
}
