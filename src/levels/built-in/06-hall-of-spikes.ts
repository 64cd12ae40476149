import type { LevelSource } from './level-source';

/** Level 6: A hall full of spike traps and a Minotaur that walks over them. */
export const hallOfSpikes: LevelSource = {
  meta: {
    id: 'hall-of-spikes',
    name: 'Hall of Spikes',
    story:
      'The floor of this hall was laid to kill. The Minotaur does not mind the spikes; you should.',
    timeLimitTicks: 1200,
    seed: 606,
    minotaurScentSteps: 8,
  },
  text: `
#####################
#..^....#...v......M#
#####.#.#^###^#.#.#.#
#..E#.#...#...#.....#
#.###.#####.###.##.##
#.#*#.#r....#.^.#...#
#.#.#.#####.#.#.#.#.#
#...#.....#.#.#.....#
#.###.###.#.#####R###
#.#S......#..*#.#...#
#.#########v###.#.#.#
#.....#...#*#.....^.#
#.#.#.#.#.###.#.###.#
#...#...#.v.......#*#
#####################
`,
};
