import type { RacerState, RoomResponse, RoomState } from '../../api/rooms';

/**
 * How far the room screen got: choosing the level to race (Race a friend), asking the service,
 * the room, or why it has none.
 */
export type RoomPhase = 'pick' | 'loading' | 'room' | 'failed';

/** A level a room can be made on, while the player chooses one. */
export interface RoomChoice {
  readonly name: string;
  readonly onRace: () => void;
}

/** One racer of the room as its screen lists them, in the result's order. */
export interface RoomRacerRow {
  readonly player: string;
  readonly state: RacerState;
  /** Place among the won runs (null: none). */
  readonly place: number | null;
  /** The game time of the racer's finished run, in ticks (null: none yet). */
  readonly timeTicks: number | null;
  /** The run the service verified (a finished racer's): Watch and Race take it. */
  readonly runId: string | null;
  /** The row of the player of this game. */
  readonly you: boolean;
}

/** The room screen: the room, its racers, the countdown, and what its buttons do. */
export interface RoomView {
  readonly phase: RoomPhase;
  /** Why the room is missing, or what the last action came to ('' when nothing). */
  readonly message: string;
  readonly roomId: string;
  /** The link that opens the room in another game ('' before it is known). */
  readonly link: string;
  /** The level raced, as the player reads it ('' before the room came). */
  readonly level: string;
  readonly state: RoomState | null;
  readonly racers: readonly RoomRacerRow[];
  /** The levels to make a room on (the 'pick' phase); empty otherwise. */
  readonly choices: readonly RoomChoice[];
  /** Whole seconds to the race's start while its countdown runs; null otherwise. */
  readonly countdown: number | null;
  /** Join: offered to a player without a seat while the room waits; null when not. */
  readonly onJoin: (() => void) | null;
  /** Start: offered to the room's creator while it waits; null when not. */
  readonly onStart: (() => void) | null;
  /**
   * Leave: offered to a seated racer still to race while the room is open; before the start it
   * frees the seat (the creator's closes the room), after it abandons the race. Null when not.
   */
  readonly onLeave: (() => void) | null;
  readonly onCopyLink: () => void;
  readonly onWatch: (runId: string) => void;
  readonly onRace: (runId: string) => void;
  readonly onBack: () => void;
}

/** A racer's row as the room screen lists it. */
export function rowOf(racer: RoomResponse['racers'][number], you: string): RoomRacerRow {
  return {
    player: racer.player,
    state: racer.state,
    place: racer.place ?? null,
    timeTicks: racer.run?.timeTicks ?? null,
    runId: racer.run?.runId ?? null,
    you: racer.player === you,
  };
}
