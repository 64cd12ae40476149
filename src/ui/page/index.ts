/**
 * The browser page itself: its address, downloads and the clipboard, files dropped on it, the
 * leaderboard service reached with its fetch and timers.
 */
export { downloadJson, type DownloadTarget } from './download';
export { acceptDroppedFiles, type FileDropOptions } from './file-drop';
export { globalService } from './global-service';
export { pageAddress } from './page-address';
export { browserReplayFiles } from './replay-files';
