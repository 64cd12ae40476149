import { FNV_OFFSET_BASIS, OUTCOMES, type ActorView, type Simulation } from '../sim';

/** What caught the player, as a number: none, a Minotaur, a trap. */
const CAUGHT_BY = [null, 'minotaur', 'trap'] as const;

const FNV_PRIME = 0x01000193;

/** Folds a 32-bit word at once into an FNV-1a hash (one multiply a word, not one a byte). */
function fold(hash: number, word: number): number {
  return Math.imul(hash ^ word, FNV_PRIME);
}

/** Where an actor is and faces; where it was is the tick before's `x` and `y`, folded then. */
function foldActor(hash: number, actor: ActorView): number {
  return fold(fold(fold(fold(hash, actor.x), actor.y), actor.dir), actor.facing);
}

/**
 * A hash of what can be seen of a run after a tick: the tick, the outcome and what caught the
 * player, the tick's events (what is heard), the keys held, the gems taken, how many tiles have
 * changed, and where Theseus and every Minotaur are and face. Left out, on purpose: the
 * remembered turn and its age (an input that only sets a turn that is never taken changes
 * nothing of the game) and the generator's words. Whatever of those matters shows on a later
 * tick (a turn taken, a Minotaur's step): which tiles changed, the generator and the Minotaurs'
 * moods all follow from the level and where Theseus went. FNV-1a folded a word at a time, then
 * mixed (murmur3's finaliser) so that every bit of the state reaches every bit of the hash.
 */
export function seenStateHash(run: Simulation): number {
  let h = fold(FNV_OFFSET_BASIS, run.tick);
  h = fold(h, OUTCOMES.indexOf(run.outcome) * 4 + CAUGHT_BY.indexOf(run.caughtBy));
  h = fold(h, run.events);
  h = fold(h, run.keysHeld);
  h = fold(h, run.gemsTaken);
  h = fold(h, run.tilesVersion);
  h = foldActor(h, run.player);
  for (const minotaur of run.minotaurs) h = foldActor(h, minotaur);
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/**
 * A run's course as it is re-simulated: `seenStateHash` after every tick, in order. Two runs of
 * one level with equal courses are the same run, whatever their inputs: pressing into a wall,
 * or changing the last tick's input as the run ends, leaves the course as it was. Call
 * `note(run)` after every `advance`.
 */
export class TrajectoryRecorder {
  #hashes = new Uint32Array(1024);
  #length = 0;

  /** Notes the state `run` is in after the tick it has just run. */
  note(run: Simulation): void {
    if (this.#length === this.#hashes.length) {
      const grown = new Uint32Array(this.#hashes.length * 2);
      grown.set(this.#hashes);
      this.#hashes = grown;
    }
    this.#hashes[this.#length++] = seenStateHash(run);
  }

  /** The hashes noted so far, one per tick (a view, valid until the next `note`). */
  get hashes(): Uint32Array {
    return this.#hashes.subarray(0, this.#length);
  }
}
