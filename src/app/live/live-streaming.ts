import type { RunSession } from '../core/run-session';
import type { Timer } from '../global/retrying-outbox';
import { LiveRunner, type LiveConnect, type LiveStart } from './live-runner';

/** What live streaming works with: the session it follows and where its token comes from. */
export interface LiveStreamingOptions {
  readonly session: Pick<RunSession, 'on'>;
  /** The start token of the run started last, while it is posted; null when it is not. */
  readonly currentStart: () => Promise<LiveStart | null> | null;
  readonly connect: LiveConnect;
  readonly timer: Timer;
  /** Hears every frame the service sends a stream (a race room's rivals). */
  readonly heard?: (text: string) => void;
}

/**
 * Streams each posted run live as it is played: when a run starts with a token asked for (posting
 * on), a `LiveRunner` follows its ticks and ends with it; a run not posted streams nothing.
 * Subscribed after the run's replays (which ask for the token), so the token is asked for first.
 */
export class LiveStreaming {
  #runner: LiveRunner | null = null;

  constructor(options: LiveStreamingOptions) {
    const { session } = options;
    session.on('run-started', () => {
      this.#runner?.stop();
      this.#runner = null;
      const start = options.currentStart();
      if (start === null) return;
      const { connect, timer, heard } = options;
      const runner = new LiveRunner({ connect, timer, ...(heard === undefined ? {} : { heard }) });
      this.#runner = runner;
      void start.then((begun) => {
        if (begun !== null) runner.begin(begun);
      });
    });
    session.on('run-ticked', (_run, input) => {
      this.#runner?.tick(input);
    });
    session.on('run-ended', () => {
      this.#runner?.end();
    });
    session.on('run-abandoned', () => {
      this.#runner?.end();
      this.#runner = null;
    });
  }

  /** The live run's id of the run streamed now, once the service welcomed it. */
  get liveId(): string | undefined {
    return this.#runner?.liveId;
  }
}
