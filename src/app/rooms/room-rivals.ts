import * as v from 'valibot';
import { rivalFrame } from '../../api/rooms';
import { Simulation, type Direction, type GhostView } from '../../sim';
import { LiveFollower } from '../live/live-follower';
import type { GhostSource } from '../stage/frame-painter';

/** What the testing hook and the room screen tell of one rival. */
export interface RivalReport {
  readonly player: string;
  /** Ticks of the rival's run received so far. */
  readonly received: number;
  /** The tick its ghost is drawn at (never ahead of the racer's own run). */
  readonly drawn: number;
}

/**
 * One rival as a racer sees it: its frames followed from tick 0 (the follower), and its ghost,
 * its own Simulation stepped once per tick of the racer's run with the rival's input of that
 * tick, so both stand at one game time; a rival whose inputs have not come yet waits, and
 * catches up (several ticks at once) when they do.
 */
class RivalGhost {
  readonly follower = new LiveFollower();
  #run: Simulation | null = null;
  readonly #view: {
    player: { prevX: number; prevY: number; x: number; y: number; facing: Direction };
    opacity: number;
    tag: { mark: number; label: string };
  };

  /** `mark`: the rival's number in the room (1 the first heard of), which its ghost shows. */
  constructor(mark: number) {
    const player = { prevX: 0, prevY: 0, x: 0, y: 0, facing: 0 as Direction };
    this.#view = { player, opacity: 1, tag: { mark, label: '' } };
  }

  /** The ghost as a frame draws it (hidden until the rival's run is known). */
  readonly source: GhostSource = { view: (alpha) => this.view(alpha) ?? HIDDEN };

  get drawn(): number {
    return this.#run?.tick ?? 0;
  }

  /** Plays the rival's received inputs up to `tick` of the racer's run. */
  stepTo(tick: number): void {
    const source = this.follower.run;
    if (source === null) return;
    if (this.#run === null || this.#run.level !== source.level) {
      this.#run = new Simulation(source.level);
    }
    const run = this.#run;
    const inputs = this.follower.inputs;
    const until = Math.min(tick, inputs.length);
    while (run.tick < until && run.outcome === 'playing') run.advance(inputs[run.tick] ?? 0);
  }

  view(alpha: number): GhostView | null {
    const run = this.#run;
    if (run === null) return null;
    const { player } = run;
    const view = this.#view;
    // Interpolated like the board's ghosts; a rival waiting for its inputs stands still.
    const still = alpha >= 1 || run.outcome !== 'playing';
    view.player.prevX = still ? player.x : player.prevX;
    view.player.prevY = still ? player.y : player.prevY;
    view.player.x = player.x;
    view.player.y = player.y;
    view.player.facing = player.facing;
    view.tag.label = this.follower.player;
    return view;
  }
}

/**
 * The rivals of the race run in play (a room seats several): the `rival` frames the service sends on the racer's own
 * stream (each a spectator's frame of another racer, sent without the spectator delay), read
 * with their schema, each rival re-simulated from its inputs as the watch view does, and each
 * drawn as a live ghost of its own, numbered and named, by the renderer of the board's ghosts.
 */
export class RoomRivals {
  readonly #rivals = new Map<string, RivalGhost>();
  /** Every rival's ghost, as frames draw them (made again only when a rival comes or goes). */
  #ghosts: readonly GhostSource[] = [];
  /** Rivals numbered so far: a rival's number stays its own for the whole run. */
  #marks = 0;
  #tick = 0;

  /** A new race run starts: the rivals of the last one go. */
  reset(): void {
    this.#rivals.clear();
    this.#ghosts = [];
    this.#marks = 0;
    this.#tick = 0;
  }

  /** A frame the service sent the racer's stream; anything but a rival frame is ignored. */
  heard(text: string): void {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return;
    }
    const parsed = v.safeParse(rivalFrame, value);
    if (!parsed.success) return;
    const { liveId, frame } = parsed.output;
    const known = this.#rivals.get(liveId);
    const rival = known ?? new RivalGhost(this.#marks + 1);
    try {
      rival.follower.take(frame);
    } catch {
      // A level this page cannot build: that rival is not drawn (nor numbered).
      if (known !== undefined) this.#rivals.delete(liveId);
      this.#listGhosts();
      return;
    }
    if (known === undefined) {
      this.#marks += 1;
      this.#rivals.set(liveId, rival);
      this.#listGhosts();
    }
    rival.stepTo(this.#tick);
  }

  #listGhosts(): void {
    this.#ghosts = [...this.#rivals.values()].map((rival) => rival.source);
  }

  /** The racer's run played its tick `tick`: every rival's ghost stands there too. */
  ticked(tick: number): void {
    this.#tick = tick;
    for (const rival of this.#rivals.values()) rival.stepTo(tick);
  }

  /** The ghosts to draw beside the racer's run: every rival's, in the order they were heard of. */
  ghosts(): readonly GhostSource[] {
    return this.#ghosts;
  }

  /** Every rival heard of, for the room screen and the testing hook. */
  reports(): RivalReport[] {
    return [...this.#rivals.values()].map((rival) => ({
      player: rival.follower.player,
      received: rival.follower.inputs.length,
      drawn: rival.drawn,
    }));
  }
}

/** A ghost not drawn (no catch-up yet). */
const HIDDEN: GhostView = {
  player: { prevX: 0, prevY: 0, x: 0, y: 0, facing: 0 },
  opacity: 0,
};
