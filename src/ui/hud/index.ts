/** The strip over the maze: level, countdown, gems, keys and the pause button. */
export { Hud, STORY_TICKS, type HudView } from './hud';
