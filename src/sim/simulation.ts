import { describeValue } from './core/describe-value';
import type { ActorView } from './actor';
import { CATCH_DISTANCE, GEM_BONUS_TICKS } from './core/constants';
import { EVENT } from './core/events';
import { isValidInput } from './core/input';
import type { Level } from './level/level';
import {
  CAUGHT,
  CAUSE_MINOTAUR,
  CAUSE_NONE,
  CAUSE_TRAP,
  cellAt,
  OUTCOMES,
  PLAYING,
  SimState,
  TIMEOUT,
  TRAP_GROUP_A,
  TRAP_GROUP_B,
  WON,
  type Outcome,
} from './sim-state';
import { hashWords, readState, stateLength, writeState } from './state-codec';
import { stepMinotaurs } from './step-minotaurs';
import { stepPlayer } from './step-player';
import { sweptTouch } from './swept-touch';
import { KEY_COLOURS, keyColourIndex, TILE, type KeyColour, type TileCode } from './core/tiles';

/** What ended a lost run. */
export type CaughtBy = 'minotaur' | 'trap';

/** Which way the Minotaurs behave this tick. */
export type MinotaurMode = 'wander' | 'chase';

/**
 * One run of a level: a pure function of (level, inputs per tick). `advance(input)` is exactly one
 * 1/20 s tick; there is no time parameter. Everything else is a read-only view for the renderer,
 * HUD and replays, all integers.
 */
export class Simulation {
  readonly level: Level;
  private readonly state: SimState;
  private readonly scratch: Int32Array;

  /** A new run of `level` at tick 0. */
  constructor(level: Level) {
    this.level = level;
    this.state = new SimState(level);
    this.scratch = new Int32Array(stateLength(this.state));
  }

  /** Ticks run so far. */
  get tick(): number {
    return this.state.tick;
  }

  get outcome(): Outcome {
    return OUTCOMES[this.state.outcome] ?? 'playing';
  }

  /** What caught the player, or null unless the outcome is 'caught'. */
  get caughtBy(): CaughtBy | null {
    if (this.state.cause === CAUSE_MINOTAUR) return 'minotaur';
    return this.state.cause === CAUSE_TRAP ? 'trap' : null;
  }

  /** Countdown: ticks left before the run times out. */
  get ticksLeft(): number {
    return Math.max(0, this.level.timeLimitTicks - this.state.tick);
  }

  /** Final time in ticks once won: ticks elapsed minus one second per gem, never below 0; -1 before. */
  get finalTimeTicks(): number {
    if (this.state.outcome !== WON) return -1;
    return Math.max(0, this.state.tick - GEM_BONUS_TICKS * this.state.gemsTaken);
  }

  /** Bits of `EVENT` for what happened during the last tick that ran. */
  get events(): number {
    return this.state.events;
  }

  get player(): ActorView {
    return this.state.player;
  }

  get minotaurs(): readonly ActorView[] {
    return this.state.minotaurs;
  }

  get minotaurMode(): MinotaurMode {
    return this.state.chasingAt(this.state.tick) ? 'chase' : 'wander';
  }

  /** Bit per colour index (see KEY_COLOURS) of the keys held. */
  get keysHeld(): number {
    return this.state.keysHeld;
  }

  /** True when the player holds the key of `colour`. */
  hasKey(colour: KeyColour): boolean {
    return (this.state.keysHeld & (1 << KEY_COLOURS.indexOf(colour))) !== 0;
  }

  get gemsTaken(): number {
    return this.state.gemsTaken;
  }

  get gemsTotal(): number {
    return this.level.gemCount;
  }

  /** Trap groups whose spikes are up this tick: bit 1 for '^' traps, bit 2 for 'v' traps. */
  get trapsUp(): number {
    return this.state.trapsUpAt(this.state.tick);
  }

  /** The tile at column x, row y as it is now (taken items are floor, opened doors open). */
  tileAt(x: number, y: number): TileCode {
    if (x < 0 || y < 0 || x >= this.level.width || y >= this.level.height) return TILE.WALL;
    return (this.state.cells[y * this.level.width + x] ?? TILE.WALL) as TileCode;
  }

  /** True when the tile at x, y is a trap whose spikes are up this tick. */
  isTrapUpAt(x: number, y: number): boolean {
    const tile = this.tileAt(x, y);
    const group = tile === TILE.TRAP_A ? TRAP_GROUP_A : tile === TILE.TRAP_B ? TRAP_GROUP_B : 0;
    return (this.trapsUp & group) !== 0;
  }

  /** Counts tile changes (items taken, doors opened): redraw the static layer when it moves. */
  get tilesVersion(): number {
    return this.state.tileChanges;
  }

  /**
   * Runs exactly one tick with `input` (held-direction bits, 0..MAX_INPUT; anything else throws a
   * RangeError). Once the run has ended it does nothing: tick, state, hash and events stay frozen.
   */
  advance(input: number): void {
    if (!isValidInput(input))
      throw new RangeError(`input must be an integer from 0 to 15, got ${describeValue(input)}`);
    const s = this.state;
    if (s.outcome !== PLAYING) return;
    const before = s.tick;
    const tick = before + 1;
    s.tick = tick;
    s.events = 0;
    s.player.settle();
    for (const m of s.minotaurs) m.settle();
    this.noteCycles(before, tick);
    stepPlayer(s, input);
    const p = s.player;
    const cell = cellAt(s.width, p.x, p.y);
    if (cell !== cellAt(s.width, p.prevX, p.prevY)) {
      s.events |= EVENT.STEP;
      this.pickUp(cell);
    }
    stepMinotaurs(s, s.chasingAt(tick));
    this.resolve(cell, tick);
  }

  private noteCycles(before: number, tick: number): void {
    const s = this.state;
    const upBefore = s.trapsUpAt(before) & s.trapGroups;
    const upNow = s.trapsUpAt(tick) & s.trapGroups;
    if ((upNow & ~upBefore) !== 0) s.events |= EVENT.TRAP_ROSE;
    if ((upBefore & ~upNow) !== 0) s.events |= EVENT.TRAP_FELL;
    if (s.minotaurs.length > 0 && s.chasingAt(before) !== s.chasingAt(tick)) {
      s.events |= s.chasingAt(tick) ? EVENT.CHASE_STARTED : EVENT.WANDER_STARTED;
    }
  }

  private pickUp(cell: number): void {
    const s = this.state;
    const tile = s.cells[cell] ?? TILE.WALL;
    const key = keyColourIndex(tile);
    if (key >= 0) {
      s.keysHeld |= 1 << key;
      s.events |= EVENT.KEY_TAKEN;
    } else if (tile === TILE.GEM) {
      s.gemsTaken++;
      s.events |= EVENT.GEM_TAKEN;
    } else {
      return;
    }
    s.cells[cell] = TILE.FLOOR;
    s.tileChanges++;
  }

  /** Ends the run if it ended this tick: caught first, then a win, then the countdown. */
  private resolve(cell: number, tick: number): void {
    const s = this.state;
    const p = s.player;
    let caught = CAUSE_NONE;
    const sweep = s.sweep;
    sweep.aPrevX = p.prevX;
    sweep.aPrevY = p.prevY;
    sweep.aX = p.x;
    sweep.aY = p.y;
    for (const m of s.minotaurs) {
      sweep.bPrevX = m.prevX;
      sweep.bPrevY = m.prevY;
      sweep.bX = m.x;
      sweep.bY = m.y;
      if (sweptTouch(sweep, CATCH_DISTANCE)) caught = CAUSE_MINOTAUR;
    }
    const tile = s.cells[cell];
    const group = tile === TILE.TRAP_A ? TRAP_GROUP_A : tile === TILE.TRAP_B ? TRAP_GROUP_B : 0;
    if (caught === CAUSE_NONE && (s.trapsUpAt(tick) & group) !== 0) caught = CAUSE_TRAP;
    if (caught !== CAUSE_NONE) {
      s.outcome = CAUGHT;
      s.cause = caught;
      s.events |= EVENT.CAUGHT;
    } else if (cell === s.exitCell) {
      s.outcome = WON;
      s.events |= EVENT.WON;
    } else if (tick >= this.level.timeLimitTicks) {
      s.outcome = TIMEOUT;
      s.events |= EVENT.TIMEOUT;
    }
  }

  /** Stable uint32 FNV-1a hash of the canonical encoding of the whole state (see state-codec). */
  hash(): number {
    writeState(this.state, this.scratch);
    return hashWords(this.scratch, this.scratch.length);
  }

  /** A copy of the canonical state encoding, for snapshots (e.g. fast replay seeking). */
  saveState(): Int32Array {
    const words = new Int32Array(this.scratch.length);
    writeState(this.state, words);
    return words;
  }

  /** Restores a state saved from a run of the same level; throws a RangeError if it does not fit. */
  loadState(words: Int32Array): void {
    readState(this.state, words);
  }

  /** An independent run in the same state. */
  clone(): Simulation {
    const copy = new Simulation(this.level);
    copy.loadState(this.saveState());
    return copy;
  }
}
