import {
  MAX_TIME_LIMIT_TICKS,
  parseLevel,
  PLAYER_TICKS_PER_TILE,
  Sfc32,
  solveLevel,
  TICKS_PER_SECOND,
  type Level,
} from '../sim';
import { planWinningRun } from './autopilot';
import { chooseEnds, furnish, pick } from './furnish-maze';
import { checkSeed, resolveGeneratorOptions, type GeneratorOptions } from './generator-options';
import { MazeDraft } from './maze-draft';

/** Tries at placing a given number of Minotaurs before trying with one fewer. */
const PLACEMENT_TRIES = 3;
/** Search budget of the winnability check of each try. */
const CHECK_EXPANSIONS = 20_000;

/** Second seed word: the generator draws a different stream than a run seeded with the same number. */
const GENERATOR_STREAM = 0x4d415a45;
const ADJECTIVES = [
  'Sunken',
  'Winding',
  'Silent',
  'Bronze',
  'Forgotten',
  'Shadowed',
  'Crumbling',
  'Endless',
  'Hollow',
  'Gilded',
];
const NOUNS = [
  'Halls',
  'Passages',
  'Vaults',
  'Galleries',
  'Cisterns',
  'Catacombs',
  'Corridors',
  'Cellars',
  'Crypts',
  'Stairs',
];

/** A name like "The Sunken Halls". */
function nameFor(rng: Sfc32): string {
  return `The ${pick(rng, ADJECTIVES) ?? 'Endless'} ${pick(rng, NOUNS) ?? 'Halls'}`;
}

/** Picks `count` lairs far from each other (Manhattan), with a little chance in the order. */
function chooseLairs(draft: MazeDraft, lairs: readonly number[], count: number, rng: Sfc32) {
  const chosen: number[] = [];
  let left = [...lairs];
  const spread = (cell: number) =>
    Math.min(
      ...chosen.map(
        (c) => Math.abs(draft.x(c) - draft.x(cell)) + Math.abs(draft.y(c) - draft.y(cell)),
      ),
      1e9,
    );
  for (let m = 0; m < count && left.length > 0; m++) {
    const ranked = [...left].sort((a, b) => spread(b) - spread(a) || a - b);
    const cell = pick(rng, ranked.slice(0, 4)) ?? 0;
    chosen.push(cell);
    left = left.filter((c) => c !== cell);
  }
  return chosen;
}

function storyFor(seed: number, width: number, height: number, minotaurs: number): string {
  const roam =
    minotaurs === 0
      ? 'no Minotaur stirs in'
      : `${minotaurs} Minotaur${minotaurs === 1 ? '' : 's'} roam`;
  return `Drawn by the oracle from seed ${seed}: ${roam} its ${width} by ${height} halls.`;
}

/**
 * A labyrinth from a seed: a perfect maze plus loops, keys placed before their doors, gems, traps
 * and Minotaurs at fair distances. Pure: the same seed and options give the identical level in
 * every JavaScript engine. The level goes through `parseLevel`, so it passes the same checks as a
 * hand-written one; its countdown comes from its shortest winning walk; and it is returned once
 * the autopilot has won it in the real simulation. When the autopilot cannot, the Minotaurs are
 * placed again (PLACEMENT_TRIES times), then with one fewer, down to none, and as a last resort
 * the traps are taken out too.
 */
export function generateLevel(seed: number, options: GeneratorOptions = {}): Level {
  checkSeed(seed);
  const o = resolveGeneratorOptions(options);
  const rng = new Sfc32(0);
  rng.seed(seed, GENERATOR_STREAM);
  const draft = new MazeDraft(o.width, o.height);
  draft.carve(rng);
  const { lairs, minotaurs } = furnish(draft, o, chooseEnds(draft, rng), rng);
  const name = nameFor(rng);
  const simSeed = rng.nextUint32();
  const layout = draft.text();
  const probe = parseLevel(layout, {
    id: 'probe',
    name,
    story: 'probe',
    timeLimitTicks: MAX_TIME_LIMIT_TICKS,
    seed: simSeed,
  });
  // Three times the shortest walk plus 20 s, in whole seconds: room to dodge and to fetch gems.
  const steps = solveLevel(probe).path.length;
  const seconds = Math.ceil((3 * steps * PLAYER_TICKS_PER_TILE) / TICKS_PER_SECOND) + 20;
  const timeLimitTicks = Math.min(MAX_TIME_LIMIT_TICKS, seconds * TICKS_PER_SECOND);
  const build = (chars: readonly string[], minotaurCount: number) =>
    parseLevel(new MazeDraft(o.width, o.height, chars).text(), {
      id: `seed-${seed}`,
      name,
      story: storyFor(seed, o.width, o.height, minotaurCount),
      timeLimitTicks,
      seed: simSeed,
    });
  for (let count = minotaurs; count >= 0; count--) {
    for (let attempt = 0; attempt < (count > 0 ? PLACEMENT_TRIES : 1); attempt++) {
      const spawns = count > 0 ? chooseLairs(draft, lairs, count, rng) : [];
      const chars = [...draft.chars];
      for (const cell of spawns) chars[cell] = 'M';
      const level = build(chars, spawns.length);
      if (planWinningRun(level, { maxExpansions: CHECK_EXPANSIONS }).won) return level;
    }
  }
  // Last resort, never needed in the seeds tried: without Minotaurs and traps nothing but the
  // generous countdown stands between the start and the exit, which the solver proved reachable.
  return build(
    draft.chars.map((ch) => (ch === '^' || ch === 'v' ? '.' : ch)),
    0,
  );
}
