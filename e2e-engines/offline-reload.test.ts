import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchEngine, type EngineName, type EngineSession } from './support/engine-session';
import { gameState } from './support/game-page';
import { startPageServer, type PageServer } from './support/page-server';
import { enginePorts } from './support/ports';

// The game as an installed web app in Firefox and WebKitGTK: after one visit its service worker controls the
// page, and with the server gone (no network at all, as on a train) a reload still shows the
// title and a built-in level starts. The server is stopped rather than the browser told to go
// offline, so nothing but the worker can answer the reload.
function defineOfflineReload(engine: EngineName, slot: number): void {
  const ports = enginePorts(slot);

  describe(`${engine}: the installed game reloads offline`, () => {
    let server: PageServer | null = null;
    let session: EngineSession;

    beforeAll(async () => {
      server = await startPageServer(ports.server);
      session = await launchEngine(engine, { driverPort: ports.driver, width: 640, height: 400 });
    });

    afterAll(async () => {
      await session.close();
      await server?.close();
    });

    test('controlled after one visit; with the server gone, the title and a level load', async () => {
      if (server === null) throw new Error('no page server');
      const origin = server.origin;
      await session.open(`${origin}/`);
      // The worker installs after the first frame, precaches, then claims the page.
      const controlled = () =>
        session.evaluate(async () => {
          const deadline = performance.now() + 30_000;
          while (navigator.serviceWorker.controller === null && performance.now() < deadline)
            await new Promise((resolve) => setTimeout(resolve, 100));
          return navigator.serviceWorker.controller !== null;
        }, null);
      expect(await controlled()).toBe(true);
      await server.close();
      server = null;
      await session.open(`${origin}/`);
      expect(await controlled()).toBe(true);
      const heading = await session.evaluate(
        () => document.querySelector('.title-screen h1')?.textContent ?? '',
        null,
      );
      expect(heading).toBe('Mythic Maze');
      await session.evaluate(() => {
        (
          window as unknown as { mythicMaze: { startLevel(id: string): void } }
        ).mythicMaze.startLevel('first-steps');
      }, null);
      const state = await gameState(session);
      expect(state.screen).toBe('playing');
      expect(state.levelId).toBe('first-steps');
    });
  });
}

defineOfflineReload('firefox', 5);
defineOfflineReload('webkit', 6);
