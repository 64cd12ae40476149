/** The Live screen and the watch view's panel. */
export { liveScreen } from './live-screen';
export { watchPanel } from './watch-panel';
