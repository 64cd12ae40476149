import type { LiveConnect } from '../../app';

/**
 * The page's live sockets: a WebSocket to the service at `base` (the page's own origin when
 * empty), frames queued until it opens, its close code told once (1006 when it never opened).
 */
export function webSocketConnect(base: string): LiveConnect {
  const origin = base === '' ? window.location.origin : base;
  const wsOrigin = origin.replace(/^http/, 'ws');
  return (path, events) => {
    const socket = new WebSocket(`${wsOrigin}${path}`);
    const pending: (string | Uint8Array<ArrayBuffer>)[] = [];
    socket.addEventListener('open', () => {
      for (const data of pending.splice(0)) socket.send(data);
    });
    socket.addEventListener('message', (event: MessageEvent<unknown>) => {
      if (typeof event.data === 'string') events.message(event.data);
    });
    socket.addEventListener('close', (event) => {
      events.closed(event.code);
    });
    return {
      send(data) {
        if (socket.readyState === WebSocket.OPEN) socket.send(data);
        else if (socket.readyState === WebSocket.CONNECTING) pending.push(data);
      },
      close() {
        socket.close();
      },
    };
  };
}
