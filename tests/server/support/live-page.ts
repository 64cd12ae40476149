import { WebSocket } from 'ws';
import type { LiveConnect } from '../../../src/app/live/live-runner';
import { liveUrl } from './live-client';

/**
 * The page's side of the game's live sockets, with ws, to the service `target()` names when each
 * socket opens (a balancer's choice): what the game sends before a socket opens waits for it;
 * every frame a service sends is kept (in all, and per socket), and every close code.
 */
export function livePage(target: () => string) {
  const sockets: WebSocket[] = [];
  /** Every frame heard, as text, in order. */
  const heard: string[] = [];
  /** The frames each socket heard, parsed. */
  const framesOf: { type: string; tick?: number }[][] = [];
  const closes: number[] = [];
  let wake: (() => void) | undefined;
  const connect: LiveConnect = (path, events) => {
    const socket = new WebSocket(liveUrl(target(), path));
    sockets.push(socket);
    const frames: { type: string; tick?: number }[] = [];
    framesOf.push(frames);
    const pending: (string | Uint8Array<ArrayBuffer>)[] = [];
    socket.on('open', () => {
      for (const data of pending.splice(0)) socket.send(data);
    });
    socket.on('message', (data: Buffer) => {
      const text = data.toString('utf8');
      heard.push(text);
      frames.push(JSON.parse(text) as { type: string; tick?: number });
      events.message(text);
      wake?.();
    });
    socket.on('error', () => undefined);
    socket.on('close', (code: number) => {
      closes.push(code);
      events.closed(code);
      wake?.();
    });
    return {
      send: (data) => {
        if (socket.readyState === WebSocket.OPEN) socket.send(data);
        else pending.push(data);
      },
      close: () => {
        socket.close();
      },
    };
  };
  /** Waits until `done()` holds, looked at after each frame and each close. */
  const until = async (done: () => boolean) => {
    while (!done()) await new Promise<void>((resolve) => (wake = resolve));
  };
  /** Waits until the services have said `count` frames in all. */
  const heardCount = (count: number) => until(() => heard.length >= count);
  return { connect, sockets, heard, framesOf, closes, until, heardCount };
}
