import type { LevelSource } from './level-source';

/** Level 2: The first key and door. */
export const redKey: LevelSource = {
  meta: {
    id: 'red-key',
    name: 'The Red Key',
    story:
      'A door of red bronze bars the way out. Its key lies somewhere in the passages behind you.',
    timeLimitTicks: 1200,
    seed: 202,
  },
  text: `
###########
#S....#..r#
#.###.#.###
#...#.#...#
###.#.###.#
#...#.....#
#.#######R#
#.#*....#.#
#.#.###.#.#
#...#...#E#
###########
`,
};
