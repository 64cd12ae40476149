import { GlobalClient, GlobalPoster, PlayerIdentity } from '../../../src/app/global';
import type { GlobalPostStatus } from '../../../src/app/global';
import { LocalStore } from '../../../src/storage/local-store';
import { FakeStorage } from '../../support/fake-storage';
import { FakeService, ManualTimers, type FakeAnswer, type SentRequest } from './fake-service';

/** Where the outbox lives in storage. */
export const OUTBOX_KEY = 'mythic-maze:global-outbox';

/** The outbox's runs as stored. */
export function storedOutbox(storage: FakeStorage): Record<string, unknown>[] {
  const raw = storage.items.get(OUTBOX_KEY);
  return raw === undefined ? [] : (JSON.parse(raw) as { data: Record<string, unknown>[] }).data;
}

/** Puts runs in the outbox as an earlier visit of the game left them. */
export function leaveInOutbox(storage: FakeStorage, runs: readonly object[]): void {
  storage.items.set(OUTBOX_KEY, JSON.stringify({ version: 1, data: runs }));
}

/** A service that plays by `version`'s rules: it refuses starts and posts of other versions. */
export function serviceOfVersion(version: number, gameVersion: number) {
  return (request: SentRequest): FakeAnswer => {
    const problem = {
      type: '/api/problems#version-mismatch',
      title: 'The game runs another version of the rules than this service',
      status: 409,
      detail: 'simVersion: is not the version of this service',
      field: 'simVersion',
      problem: 'is not the version of this service',
      simVersion: version,
    };
    if (version !== gameVersion) return { status: 409, body: problem };
    if (request.path.endsWith('/api/runs/start')) {
      return { status: 200, body: { token: 'token-1', levelKey: 'level:first-steps' } };
    }
    const ranked = { runId: 'r1', rank: 3, levelKey: 'level:first-steps', timeTicks: 80 };
    return { status: 201, body: { ...ranked, replayHash: 'a'.repeat(64) } };
  };
}

/**
 * The global client, player identity and poster the game builds over `service`, posting as
 * `player` (by default with posting on, timers that never fire and the clock at noon, 14 March).
 */
export function postingOver(
  service: FakeService,
  options: { store: LocalStore; player: string; now?: string; enabled?: boolean },
) {
  const { store, player } = options;
  const client = new GlobalClient({ fetch: service.fetch });
  const identity = new PlayerIdentity({ client, store });
  const poster = new GlobalPoster({
    client,
    store,
    enabled: () => options.enabled ?? true,
    timer: new ManualTimers().timer,
    now: () => options.now ?? '2026-03-14T12:00:00.000Z',
    identity,
    playerName: () => player,
  });
  return { client, identity, poster };
}

/** A poster on a fake service and hand-fired timers, with what it said to the page. */
export function posterOnFake(storage = new FakeStorage()) {
  const service = new FakeService();
  const timers = new ManualTimers();
  const versions: number[] = [];
  const client = new GlobalClient({ fetch: service.fetch });
  const store = new LocalStore({ storage: () => storage });
  const poster = new GlobalPoster({
    client,
    store,
    enabled: () => true,
    timer: timers.timer,
    now: () => '2026-06-01T12:00:00.000Z',
    onServiceVersion: (version) => versions.push(version),
    identity: new PlayerIdentity({ client, store }),
    playerName: () => 'Theseus',
  });
  const seen: GlobalPostStatus[] = [];
  return { service, timers, storage, poster, seen, versions };
}
