import type { LevelSource } from './level-source';

/** Level 4: The first Minotaur, short of scent and slow to hunt. */
export const theBeastStirs: LevelSource = {
  meta: {
    id: 'the-beast-stirs',
    name: 'The Beast Stirs',
    story: 'Something heavy breathes in the dark. It is slower than you. Keep moving.',
    timeLimitTicks: 1200,
    seed: 404,
    minotaurScentSteps: 6,
    minotaurWanderTicks: 160,
    minotaurChaseTicks: 120,
  },
  text: `
###############
#S....#.....*.#
#.###.#.###.#.#
#.#...#...#.#.#
#.#.#####.#.#.#
#...#*..#.#...#
###.#.#.#.###.#
#...#.#...#...#
#.###.#####.###
#.#.....M.....#
#.#.#####.###.#
#...#..r#...#R#
#.###.#.#.#.#.#
#.....#...#.#E#
###############
`,
};
