import type { LevelSource } from './level-source';

/** Level 7: All three key colours and two Minotaurs. */
export const threeDoors: LevelSource = {
  meta: {
    id: 'three-doors',
    name: 'The Three Doors',
    story: 'Red, green and blue: Daedalus locked his workshop three times over.',
    timeLimitTicks: 1800,
    seed: 707,
  },
  text: `
#########################
#M.*#S.....r#...#...#...#
#.#########.#.#.#.#.#.#.#
#g#.......#...#...#.R...#
#.#.#####.###########.###
#......v...^..#.#.#...#*#
#.###########.#.#.#.###.#
#.#.....#...#.^.....#.v.#
###.###B#.#.#.#.#####.#.#
#E#.#...#.#.#.#.........#
#.#.#^###.###.#.###.###.#
#...#...#.....#.....#*..#
#.#.###.#.#####.#.#####.#
#.#.#.#.#.#b.*#.#...#.#.#
#.#.#.#.#.#.###.###.#.#.#
#.#.#...#*#.#...#.#...#.#
#.#.###.###.#####.#.#.#.#
#.....#...........G..M..#
#########################
`,
};
