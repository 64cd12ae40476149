import { WebSocketServer } from 'ws';
import { LIVE_MAX_FRAME_BYTES } from '../../api';
import { LiveRegistry } from './registry/live-registry';
import { LIVE_PUMP_MS, type LiveSettings } from './registry/live-settings';

/** The live runs' parts of a running service: the registry, the socket server, their stop. */
export interface LiveServer {
  readonly live: LiveRegistry;
  readonly sockets: WebSocketServer;
  close(): void;
}

/**
 * The live registry, released every LIVE_PUMP_MS by the service's clock, and the socket server
 * the HTTP server upgrades to. Live frames are a few hundred bytes of JSON: compressing them
 * would cost more than it saves (permessage-deflate off), and a frame over LIVE_MAX_FRAME_BYTES
 * is closed by the socket itself (1009) before it is read.
 */
export function startLive(settings: LiveSettings, now: () => number): LiveServer {
  const live = new LiveRegistry(settings);
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
    close() {
      clearInterval(pump);
      live.close();
      for (const socket of sockets.clients) socket.terminate();
      sockets.close();
    },
  };
}
