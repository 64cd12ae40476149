/** The game's screens, HUD, overlays and page services, as DOM over the canvas. */
export { Toast } from './overlay';
export {
  acceptDroppedFiles,
  browserReplayFiles,
  downloadJson,
  globalService,
  pageAddress,
  type FileDropOptions,
} from './page';
export { ShellView, type ShellViewOptions } from './shell-view';
