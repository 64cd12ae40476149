/**
 * Live runs: the WebSocket frames a runner streams its run in, the frames a spectator follows it
 * by, their limits and close codes, and the list of runs in progress (`GET /api/live`). A
 * runner's batches of inputs are binary frames (`live-inputs-frame.ts`: five bytes for a typical
 * batch); every other frame is JSON text, read with these schemas as every request is. The run's
 * end is still its replay posted and verified (`POST /api/runs`): the stream never stands in for
 * it.
 */
import * as v from 'valibot';
import { MAX_INPUT, OUTCOMES } from '../sim';
import { levelKeyText, levelRefShape, PLAYER_KEY_PATTERN, playerName, whole } from './fields';
import { MAX_TOKEN_LENGTH } from './requests';

/** Where a runner opens its stream. */
export const LIVE_RUN_PATH = '/api/live/run';
/** Where a spectator follows a run: `/api/live/watch/<liveId>`. */
export const LIVE_WATCH_PATH = '/api/live/watch';
/**
 * How often the game sends what it has played, in ms: 200 ms (four ticks at 20 Hz), as osu! and
 * TETR.IO flush theirs; a spectator held back 2 s sees no steps from it.
 */
export const LIVE_FLUSH_MS = 200;
/**
 * Most ticks one batch may carry: five seconds of play. A game that flushes every 200 ms sends
 * four; one that was stalled (a tab in the background) catches up in a few frames.
 */
export const LIVE_MAX_TICKS_PER_BATCH = 100;
/** Most bytes one frame may be: a batch of LIVE_MAX_TICKS_PER_BATCH changes fits in under 1 KB. */
export const LIVE_MAX_FRAME_BYTES = 2048;
/**
 * The service acknowledges a runner's batches at most once per this many ticks of the run (two
 * seconds of play), and always the batch that ends the run: an ack says the service's copy stands
 * there, and the game keeps every input until the run is posted, so fewer acks lose nothing (an
 * ack's write was a sixth of the service's time per runner at one a second).
 */
export const LIVE_ACK_TICKS = 40;
/** A live run's id: 12 random bytes in base64url. */
export const LIVE_ID_PATTERN = /^[A-Za-z0-9_-]{16}$/;

/**
 * Why the service closes a live socket: the close code and its reason are the contract, sent as
 * the WebSocket close frame. 1009 (too big) is the protocol's own, sent by the socket itself.
 */
export const LIVE_CLOSE = {
  /** The run ended, or was abandoned; the spectator has been sent its end. */
  done: 1000,
  /** A frame over LIVE_MAX_FRAME_BYTES. */
  oversized: 1009,
  /**
   * A text frame that is not JSON or not a frame this socket takes, a binary frame that is not a
   * batch of inputs (`live-inputs-frame.ts`), or a hello sent twice.
   */
  malformed: 4400,
  /** No hello, or one whose key no player holds. */
  unauthorized: 4401,
  /** The start token is not this service's, or is another player's, or too old. */
  tokenRefused: 4403,
  /** No live run of that id (or none to resume). */
  notFound: 4404,
  /** Nothing received for the idle time. */
  idle: 4408,
  /** The hello's level is not the token's level. */
  levelMismatch: 4409,
  /** Inputs after the run has ended. */
  ended: 4410,
  /** A batch that starts after the last tick received: ticks are missing. */
  gap: 4422,
  /** A batch that starts before the last tick received: ticks sent again. */
  rewind: 4423,
  /** More ticks than the wall clock since the start token allows: faster than real time. */
  tooFast: 4425,
  /** Over the address bucket's limit of sockets or live runs. */
  tooMany: 4429,
} as const;

/** A close reason the service gives. */
export type LiveCloseReason = keyof typeof LIVE_CLOSE;

const input = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_INPUT));
/** Run-length pairs, as a replay stores its inputs: `[ticks, input]`. */
const inputRuns = v.pipe(
  v.array(v.tuple([v.pipe(whole(1), v.maxValue(LIVE_MAX_TICKS_PER_BATCH)), input])),
  v.minLength(1),
  v.maxLength(LIVE_MAX_TICKS_PER_BATCH),
  v.check(
    (runs) => runs.reduce((sum, [ticks]) => sum + ticks, 0) <= LIVE_MAX_TICKS_PER_BATCH,
    `must hold at most ${LIVE_MAX_TICKS_PER_BATCH} ticks`,
  ),
);

/** Runner → service, first: who plays (the key), which token and level; or a run resumed. */
export const liveHello = v.strictObject({
  type: v.literal('hello'),
  key: v.pipe(v.string(), v.regex(PLAYER_KEY_PATTERN)),
  token: v.pipe(v.string(), v.minLength(1), v.maxLength(MAX_TOKEN_LENGTH)),
  levelKey: levelKeyText,
  /** The live run to take up again after a disconnect. */
  resume: v.optional(v.pipe(v.string(), v.regex(LIVE_ID_PATTERN))),
});

/** Runner → service: the run ended by the player (quit); a win or a loss ends it by itself. */
export const liveEnd = v.strictObject({ type: v.literal('end') });

/**
 * Every text frame a runner may send; its batches of inputs (the ticks from `from`, the run's
 * tick before the first) go as binary frames (`encodeLiveInputs`).
 */
export const runnerFrame = v.variant('type', [liveHello, liveEnd]);
export type RunnerFrame = v.InferOutput<typeof runnerFrame>;
export type LiveHello = v.InferOutput<typeof liveHello>;

/** Service → runner: the stream is taken; `tick` is where the service's copy of the run stands. */
export const liveWelcome = v.strictObject({
  type: v.literal('welcome'),
  liveId: v.pipe(v.string(), v.regex(LIVE_ID_PATTERN)),
  tick: whole(0),
  /** How long a lost connection may take to resume, in ms, before the run is abandoned. */
  resumeWithinMs: whole(0),
});

/**
 * Service → runner: batches taken; the service's copy of the run stands at `tick`. Sent once
 * LIVE_ACK_TICKS ticks have come since the last, and for the batch that ends the run.
 */
export const liveAck = v.strictObject({ type: v.literal('ack'), tick: whole(0) });

/** Every frame the service sends a runner. */
export const serviceToRunnerFrame = v.variant('type', [liveWelcome, liveAck]);
export type ServiceToRunnerFrame = v.InferOutput<typeof serviceToRunnerFrame>;

/** What a spectator is told of the run it watches, once. */
export const liveRunInfo = v.strictObject({
  liveId: v.pipe(v.string(), v.regex(LIVE_ID_PATTERN)),
  levelKey: levelKeyText,
  level: levelRefShape,
  player: playerName,
  /** The spectator delay, in ms: every frame is sent this long after the runner sent it. */
  delayMs: whole(0),
});

/**
 * Service → spectator: first `catch-up` (the run from tick 0 to where the delay allows), then
 * each batch as it falls due, `paused` and `resumed` around a runner's lost connection, and
 * `ended` (won, lost or quit) or `abandoned` last.
 */
export const spectatorFrame = v.variant('type', [
  v.strictObject({
    type: v.literal('catch-up'),
    run: liveRunInfo,
    runs: v.array(v.tuple([whole(1), input])),
    paused: v.boolean(),
  }),
  v.strictObject({ type: v.literal('inputs'), from: whole(0), runs: inputRuns }),
  v.strictObject({ type: v.literal('paused') }),
  v.strictObject({ type: v.literal('resumed') }),
  v.strictObject({ type: v.literal('ended'), tick: whole(0), outcome: v.picklist(OUTCOMES) }),
  v.strictObject({ type: v.literal('abandoned') }),
]);
export type SpectatorFrame = v.InferOutput<typeof spectatorFrame>;

/** One run in progress, as the spectator delay lets it be seen. */
export const liveRunRow = v.strictObject({
  liveId: v.pipe(v.string(), v.regex(LIVE_ID_PATTERN)),
  levelKey: levelKeyText,
  level: levelRefShape,
  player: playerName,
  /** Ticks played so far, as far as the delay shows them. */
  ticks: whole(0),
  paused: v.boolean(),
  viewers: whole(0),
});
export type LiveRunRow = v.InferOutput<typeof liveRunRow>;

/** `GET /api/live`: the runs in progress, newest first. */
export const liveRunsResponse = v.strictObject({
  runs: v.array(liveRunRow),
  delayMs: whole(0),
});
export type LiveRunsResponse = v.InferOutput<typeof liveRunsResponse>;
