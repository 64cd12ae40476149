import type { LevelSource } from './level-source';

/** Level 3: Spike traps of both rhythms on the way out. */
export const teethOfTheFloor: LevelSource = {
  meta: {
    id: 'teeth-of-the-floor',
    name: 'Teeth of the Floor',
    story: 'Spikes rise and fall to a steady beat, and not all to the same one. Count, then run.',
    timeLimitTicks: 900,
    seed: 303,
  },
  text: `
#############
#S....^....*#
#####.#####.#
#*..v.#...#.#
#.###.#.#.###
#...#.^.#.v.#
###.#####.#.#
#...#...#.#.#
#.###.#.#.#.#
#.....#...^E#
#############
`,
};
