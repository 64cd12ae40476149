import type { LevelSource } from './level-source';

/** Level 1: A small teaching maze: just the way out and two gems. */
export const firstSteps: LevelSource = {
  meta: {
    id: 'first-steps',
    name: 'The Threshold',
    story: 'Theseus steps into the dark. Find the way out; every gem takes a second off your time.',
    timeLimitTicks: 900,
    seed: 101,
  },
  text: `
#########
#S..#..*#
###.#.#.#
#...#.#.#
#.###.#.#
#.......#
#.#.###.#
#.#..*#E#
#########
`,
};
