/** The game's screens as DOM: title, levels, help, settings, pause, end of a run, error. */
export { buildScreen, type KeptScreens } from './build-screen';
