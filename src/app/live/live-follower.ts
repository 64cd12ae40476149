import * as v from 'valibot';
import { spectatorFrame, type SpectatorFrame } from '../../api';
import { formatHash, resolveReplayLevel, SplitRecorder, type Split } from '../../replay';
import { Simulation, type Level } from '../../sim';

/** Where a watched run stands for its spectator. */
export type FollowState = 'waiting' | 'live' | 'paused' | 'ended' | 'abandoned';

/**
 * A live run as a spectator follows it: the frames the service sends (read with their schema),
 * re-simulated from tick 0 by the game's own simulation, so what is drawn is the run itself,
 * with its splits as they happen. The catch-up is played at once; each later batch as it comes
 * (the service has held it back by the spectator delay already).
 */
export class LiveFollower {
  #sim: Simulation | null = null;
  #state: FollowState = 'waiting';
  #player = '';
  #levelKey = '';
  #splits = new SplitRecorder();
  /** Every input played, one a tick, from tick 0 (what a paced view plays again). */
  #inputs: number[] = [];

  constructor(
    /** An editor level's level, which the spectator must have (by its level link): none else. */
    private readonly editorLevel?: Level,
  ) {}

  get state(): FollowState {
    return this.#state;
  }

  /** The run as re-simulated so far; null before the catch-up. */
  get run(): Simulation | null {
    return this.#sim;
  }

  get player(): string {
    return this.#player;
  }

  get levelKey(): string {
    return this.#levelKey;
  }

  /** The runner's splits so far. */
  get splits(): Split[] {
    return this.#splits.splits;
  }

  /** The input of each tick played so far, from tick 0. */
  get inputs(): readonly number[] {
    return this.#inputs;
  }

  /** The state hash of the run as followed, as 8 hex digits (what a verifier reaches). */
  get hash(): string {
    return this.#sim === null ? '' : formatHash(this.#sim.hash());
  }

  /** Reads one frame's text; false when it is not a frame (it is then ignored). */
  receive(text: string): boolean {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return false;
    }
    const parsed = v.safeParse(spectatorFrame, value);
    if (!parsed.success) return false;
    this.take(parsed.output);
    return true;
  }

  /** Takes one frame already read with its schema (a racer's rival frames carry one each). */
  take(frame: SpectatorFrame): void {
    switch (frame.type) {
      case 'catch-up': {
        const level = resolveReplayLevel(frame.run.level, { editorLevel: this.editorLevel });
        this.#sim = new Simulation(level);
        // A catch-up after a reconnection starts the run again from tick 0, splits and all.
        this.#splits = new SplitRecorder();
        this.#inputs = [];
        this.#player = frame.run.player;
        this.#levelKey = frame.run.levelKey;
        this.#play(frame.runs);
        this.#state = frame.paused ? 'paused' : 'live';
        return;
      }
      case 'inputs':
        this.#play(frame.runs);
        return;
      case 'paused':
      case 'resumed':
        this.#state = frame.type === 'paused' ? 'paused' : 'live';
        return;
      case 'ended':
      case 'abandoned':
        this.#state = frame.type;
    }
  }

  #play(runs: readonly (readonly [number, number])[]): void {
    const sim = this.#sim;
    if (sim === null) return;
    for (const [ticks, input] of runs) {
      for (let i = 0; i < ticks && sim.outcome === 'playing'; i++) {
        sim.advance(input);
        this.#inputs.push(input);
        this.#splits.note(sim);
      }
    }
  }
}
