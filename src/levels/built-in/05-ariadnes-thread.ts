import type { LevelSource } from './level-source';

/** Level 5: Two keys and two doors with a Minotaur between them. */
export const ariadnesThread: LevelSource = {
  meta: {
    id: 'ariadnes-thread',
    name: "Ariadne's Thread",
    story: "Ariadne's thread runs out here. Two keys, two doors, and one beast between them.",
    timeLimitTicks: 1200,
    seed: 505,
    minotaurScentSteps: 8,
    minotaurWanderTicks: 140,
    minotaurChaseTicks: 160,
  },
  text: `
#################
#.....#*#M..G...#
#.###.#.#.#####.#
#...#.....#*#...#
#####.#####.#.###
#.....#.....#...#
#.###.#.#R###.#.#
#.......#.#S#.#*#
#.#.#.###.#.#.###
#.#...#.#.#.#...#
#.###.#.#.#.###.#
#..^..#r#.#...#.#
#.###^#.#.###.#.#
#*.g#.#.......#E#
#################
`,
};
