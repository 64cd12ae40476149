/**
 * The live runs' settings (LEADERBOARD_LIVE_*, read in limits-config.ts) and their defaults,
 * each argued where it is set.
 */

/** How a deployment sets up live runs. */
export interface LiveSettings {
  /** Every frame reaches spectators this long after the runner sent it, in ms. */
  readonly delayMs: number;
  /** How long a runner who lost the connection may take to resume, in ms. */
  readonly resumeMs: number;
  /** A socket that sends nothing (a runner) or answers no ping (a spectator) this long is closed. */
  readonly idleMs: number;
  /** Most live sockets (runners and spectators) one address bucket may hold open. */
  readonly socketsPerBucket: number;
  /** Most live runs one address bucket may stream at once. */
  readonly runsPerBucket: number;
  /** A race room's countdown: its start is fixed this long after the creator starts it, in ms. */
  readonly roomCountdownMs: number;
  /** Most racers (seats) one race room holds. */
  readonly roomRacers: number;
}

/**
 * Spectator delay: 2 s. Ten flushes of a runner's 200 ms: long enough that nobody watching can
 * call out a Minotaur's turn before the runner has passed it, short enough to feel live.
 */
export const DEFAULT_LIVE_DELAY_MS = 2_000;
/** A lost connection may resume within 30 s: a phone's network handover, a tab reloaded. */
export const DEFAULT_LIVE_RESUME_MS = 30_000;
/**
 * Idle after 30 s: a runner flushes every 200 ms while it plays and a paused game sends nothing,
 * so a pause longer than this shows as paused for spectators and resumes as a lost connection.
 */
export const DEFAULT_LIVE_IDLE_MS = 30_000;
/** 32 sockets per bucket: a household's spectators, not a flood from one address. */
export const DEFAULT_LIVE_SOCKETS_PER_BUCKET = 32;
/** 4 live runs per bucket: a few players behind one address, not a farm of streams. */
export const DEFAULT_LIVE_RUNS_PER_BUCKET = 4;
/**
 * A race's countdown: 10 s. Long enough for every racer's game to learn the start (it reads the
 * room every second or two) and open its stream, short enough that nobody waits.
 */
export const DEFAULT_ROOM_COUNTDOWN_MS = 10_000;
/**
 * 8 racers a room: as many ghosts as a maze stays readable with, and two address buckets' worth
 * of live runs (4 each).
 */
export const DEFAULT_ROOM_RACERS = 8;
/** How often held frames are checked for release, in ms of real time. */
export const LIVE_PUMP_MS = 50;

export const DEFAULT_LIVE_SETTINGS: LiveSettings = {
  delayMs: DEFAULT_LIVE_DELAY_MS,
  resumeMs: DEFAULT_LIVE_RESUME_MS,
  idleMs: DEFAULT_LIVE_IDLE_MS,
  socketsPerBucket: DEFAULT_LIVE_SOCKETS_PER_BUCKET,
  runsPerBucket: DEFAULT_LIVE_RUNS_PER_BUCKET,
  roomCountdownMs: DEFAULT_ROOM_COUNTDOWN_MS,
  roomRacers: DEFAULT_ROOM_RACERS,
};
