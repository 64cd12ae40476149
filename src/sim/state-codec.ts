import type { Actor } from './actor';
import type { Direction } from './core/direction';
import { FNV_OFFSET_BASIS, fnv1aWord } from './core/fnv1a';
import { doorColourIndex, changedCode } from './core/tiles';
import { OUTCOMES, type SimState } from './sim-state';
import { SIM_VERSION } from './core/version';

/**
 * The canonical encoding of a run's state, one int32 word each, in this order:
 * SIM_VERSION, level hash, tick, outcome, cause, events, rng a, b, c, counter, keys held,
 * gems taken; the player's x, y, prevX, prevY, dir, facing, buffered turn, buffer age; six words
 * (x, y, prevX, prevY, dir, facing) per Minotaur; then one bit per changeable cell (taken or
 * opened), 32 to a word, in reading order. The state hash is FNV-1a over these words' bytes.
 */
const HEADER_WORDS = 20;
const MINOTAUR_WORDS = 6;

/** Words in the encoding of a run of this state's level. */
export function stateLength(s: SimState): number {
  return HEADER_WORDS + MINOTAUR_WORDS * s.minotaurs.length + ((s.changeable.length + 31) >> 5);
}

function writeActor(out: Int32Array, at: number, a: Actor): void {
  out[at] = a.x;
  out[at + 1] = a.y;
  out[at + 2] = a.prevX;
  out[at + 3] = a.prevY;
  out[at + 4] = a.dir;
  out[at + 5] = a.facing;
}

function readActor(words: Int32Array, at: number, a: Actor): void {
  a.x = words[at] ?? 0;
  a.y = words[at + 1] ?? 0;
  a.prevX = words[at + 2] ?? 0;
  a.prevY = words[at + 3] ?? 0;
  a.dir = (words[at + 4] ?? 0) as Direction;
  a.facing = (words[at + 5] ?? 0) as Direction;
}

/** Writes the canonical encoding into `out` (at least `stateLength(s)` words). */
export function writeState(s: SimState, out: Int32Array): void {
  out[0] = SIM_VERSION;
  out[1] = s.levelHash;
  out[2] = s.tick;
  out[3] = s.outcome;
  out[4] = s.cause;
  out[5] = s.events;
  out[6] = s.rng.a;
  out[7] = s.rng.b;
  out[8] = s.rng.c;
  out[9] = s.rng.counter;
  out[10] = s.keysHeld;
  out[11] = s.gemsTaken;
  writeActor(out, 12, s.player);
  out[18] = s.player.buffer;
  out[19] = s.player.bufferAge;
  let at = HEADER_WORDS;
  for (const m of s.minotaurs) {
    writeActor(out, at, m);
    at += MINOTAUR_WORDS;
  }
  const { changeable, cells, level } = s;
  for (let i = 0; i < changeable.length; i += 32) {
    let bits = 0;
    for (let j = 0; j < 32 && i + j < changeable.length; j++) {
      const cell = changeable[i + j] ?? 0;
      if (cells[cell] !== level.tiles[cell]) bits |= 1 << j;
    }
    out[at++] = bits;
  }
}

/** FNV-1a over the first `length` words of `words`. */
export function hashWords(words: Int32Array, length: number): number {
  let h = FNV_OFFSET_BASIS;
  for (let i = 0; i < length; i++) h = fnv1aWord(h, words[i] ?? 0);
  return h;
}

/**
 * Loads an encoding written by `writeState` for the same level and simulation version. Throws a
 * RangeError naming the problem when it does not fit; the state is untouched then.
 */
export function readState(s: SimState, words: Int32Array): void {
  const length = stateLength(s);
  if (words.length !== length) {
    throw new RangeError(`state has ${words.length} words; this level's state has ${length}`);
  }
  if (words[0] !== SIM_VERSION) {
    throw new RangeError(`state is of simulation version ${words[0] ?? 0}, not ${SIM_VERSION}`);
  }
  if (words[1] !== (s.levelHash | 0)) throw new RangeError('state belongs to another level');
  const outcome = words[3] ?? 0;
  if (outcome < 0 || outcome >= OUTCOMES.length)
    throw new RangeError(`bad outcome code ${outcome}`);
  s.tick = words[2] ?? 0;
  s.outcome = outcome;
  s.cause = words[4] ?? 0;
  s.events = words[5] ?? 0;
  s.rng.a = words[6] ?? 0;
  s.rng.b = words[7] ?? 0;
  s.rng.c = words[8] ?? 0;
  s.rng.counter = words[9] ?? 0;
  s.keysHeld = words[10] ?? 0;
  s.gemsTaken = words[11] ?? 0;
  readActor(words, 12, s.player);
  s.player.buffer = (words[18] ?? 0) as Direction;
  s.player.bufferAge = words[19] ?? 0;
  let at = HEADER_WORDS;
  for (const m of s.minotaurs) {
    readActor(words, at, m);
    at += MINOTAUR_WORDS;
  }
  const { changeable, cells, level } = s;
  let changes = 0;
  let doors = 0;
  for (let i = 0; i < changeable.length; i++) {
    const cell = changeable[i] ?? 0;
    const original = level.tiles[cell] ?? 0;
    const changed = (((words[at + (i >> 5)] ?? 0) >>> (i & 31)) & 1) === 1;
    cells[cell] = changed ? changedCode(original) : original;
    if (changed) {
      changes++;
      if (doorColourIndex(original) >= 0) doors++;
    }
  }
  s.tileChanges = changes;
  s.doorsOpened = doors;
  s.fieldOrigin = -1;
}
