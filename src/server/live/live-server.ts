import type pg from 'pg';
import { WebSocketServer } from 'ws';
import { LIVE_MAX_FRAME_BYTES } from '../../api';
import { LiveFrameStore } from '../store/live/live-frame-store';
import { LiveCluster } from './cluster/live-cluster';
import { LiveRegistry } from './registry/live-registry';
import { LIVE_PUMP_MS, type LiveSettings } from './registry/live-settings';
import { ReleaseTimer } from './release-timer';

/** The live runs' parts of a running service: the registry, the socket server, their stop. */
export interface LiveServer {
  readonly live: LiveRegistry;
  readonly sockets: WebSocketServer;
  close(): Promise<void>;
}

/** A PostgreSQL deployment's pool and connection string: its live runs are shown everywhere. */
export interface SharedDatabase {
  readonly pool: pg.Pool;
  readonly url: string;
}

/**
 * The live registry, its watched runs released as their frames fall due (ReleaseTimer) and every
 * run pumped each LIVE_PUMP_MS (pauses past the resume time, runs nobody watches), and the socket
 * server the HTTP server upgrades to. Live frames are a few hundred bytes of JSON: compressing them
 * would cost more than it saves (permessage-deflate off), and a frame over LIVE_MAX_FRAME_BYTES
 * is closed by the socket itself (1009) before it is read. On PostgreSQL (`shared`) the runs of
 * every instance are shown on each (live-cluster.ts); SQLite keeps them in memory alone.
 */
export async function startLive(
  settings: LiveSettings,
  now: () => number,
  shared?: SharedDatabase,
): Promise<LiveServer> {
  const timer = new ReleaseTimer((at) => live.releaseDue(at), now);
  const live = new LiveRegistry(settings, (at) => {
    timer.wakeAt(at);
  });
  const cluster =
    shared === undefined
      ? undefined
      : new LiveCluster(new LiveFrameStore(shared.pool), live, now, shared.url);
  await cluster?.start();
  const sockets = new WebSocketServer({
    noServer: true,
    maxPayload: LIVE_MAX_FRAME_BYTES,
    perMessageDeflate: false,
  });
  const pump = setInterval(() => {
    live.pump(now());
  }, LIVE_PUMP_MS);
  return {
    live,
    sockets,
    async close() {
      clearInterval(pump);
      for (const socket of sockets.clients) socket.terminate();
      sockets.close();
      await cluster?.close();
      live.close();
      // Last: a frame that came in while the rest closed armed it; none arms it again.
      timer.stop();
    },
  };
}
