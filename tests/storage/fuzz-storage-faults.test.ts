import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeReplay } from '../../src/replay';
import { recordWin } from '../../src/app/core/level-progress';
import { Leaderboard } from '../../src/app/replays/leaderboard';
import { LocalStore, type StoreNotice } from '../../src/storage/local-store';
import { loadProgress, saveProgress } from '../../src/storage/progress';
import {
  DEFAULT_SETTINGS,
  loadSettings,
  saveSettings,
  type Settings,
} from '../../src/storage/settings';
import { winningReplay } from '../replay/support/replays';
import { FakeStorage } from '../support/fake-storage';
import { FaultyStorage, type StorageFault } from '../support/faulty-storage';
import { fuzzParams, fuzzTimeout } from '../support/fuzz';
import { BUILT_IN_LEVELS } from '../../src/levels';

const FIRST_STEPS = { id: 'first-steps' };

/** What a returning player has stored: settings, three won levels and a board of two runs. */
function returningPlayer(): FakeStorage {
  const storage = new FakeStorage();
  const store = new LocalStore({ storage: () => storage });
  saveSettings(store, {
    ...DEFAULT_SETTINGS,
    sound: false,
    autoPauseOnBlur: true,
    diagnostics: true,
    ghost: false,
    playerName: 'Ariadne',
  });
  saveProgress(
    store,
    new Map([
      ['first-steps', { bestTicks: 300 }],
      ['red-key', { bestTicks: 500 }],
      ['daily-2026-03-01', { bestTicks: 640 }],
    ]),
  );
  const board = new Leaderboard({ store });
  board.submitRun(winningReplay('first-steps', { wait: 3, player: 'Ariadne' }));
  board.submitRun(winningReplay('first-steps', { wait: 5, player: 'Minos' }));
  return storage;
}

const stored = returningPlayer();
const healthy = (storage: FakeStorage) => new LocalStore({ storage: () => storage });
const storedSettings = loadSettings(healthy(stored));
const storedProgress = loadProgress(healthy(stored));
const storedRuns = new Leaderboard({ store: healthy(stored) })
  .entries(FIRST_STEPS)
  .map((e) => encodeReplay(e.replay));
const newRun = winningReplay('first-steps', { player: 'Theseus' });

const fault = fc.oneof(
  { weight: 6, arbitrary: fc.constant<StorageFault>('none') },
  { weight: 1, arbitrary: fc.constantFrom<StorageFault>('quota', 'security', 'broken') },
);

describe('fuzzing storage faults', () => {
  it(
    'a visit whose storage calls fail at random loses nothing stored and says what it could not save',
    () => {
      const visit = fc.record({
        faults: fc.array(fault, { maxLength: 80 }),
        inaccessible: fc.boolean(),
      });
      fc.assert(
        fc.property(visit, ({ faults, inaccessible }) => {
          const storage = new FaultyStorage(faults);
          for (const [key, value] of stored.items) storage.inner.items.set(key, value);
          const notices: StoreNotice[] = [];
          const store = new LocalStore({
            storage: () => {
              if (inaccessible) throw new DOMException('Access is denied.', 'SecurityError');
              return storage;
            },
            onNotice: (n) => notices.push(n),
          });

          // A whole visit: load everything, change a setting, win a level, enter the run.
          const settings = loadSettings(store);
          const progress = loadProgress(store);
          const board = new Leaderboard({ store });
          board.bestTimes(BUILT_IN_LEVELS);
          const toggled: Settings = { ...settings, sound: !settings.sound };
          const savedSettings = saveSettings(store, toggled);
          const savedProgress = saveProgress(
            store,
            recordWin(progress, 'first-steps', 200).progress,
          );
          const submitted = board.submitRun(newRun);

          // What is stored afterwards, read back by a healthy visit.
          const after = healthy(storage.inner);
          const settingsAfter = loadSettings(after);
          expect([
            storedSettings,
            { ...storedSettings, sound: !storedSettings.sound },
          ]).toContainEqual(settingsAfter);
          const progressAfter = loadProgress(after);
          for (const [id, record] of storedProgress) {
            expect(progressAfter.get(id)?.bestTicks).toBeLessThanOrEqual(record.bestTicks);
          }
          const runsAfter = new Leaderboard({ store: after })
            .entries(FIRST_STEPS)
            .map((e) => encodeReplay(e.replay));
          for (const run of storedRuns) expect(runsAfter).toContain(run);

          // Every save that did not happen was reported, and none is reported that did happen.
          const told = (name: string) =>
            notices.some(
              (n) => n.kind === 'unavailable' || (n.kind === 'write-failed' && n.name === name),
            );
          expect(savedSettings || told('settings')).toBe(true);
          expect(savedProgress || told('progress')).toBe(true);
          if (submitted.status === 'not-saved')
            expect(told('leaderboard:level:first-steps')).toBe(true);
          expect(['entered', 'not-saved', 'duplicate']).toContain(submitted.status);
          if (inaccessible) expect(storage.written).toEqual([]);
        }),
        fuzzParams(),
      );
    },
    fuzzTimeout(20),
  );
});
