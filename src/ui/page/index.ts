/** The browser page itself: its address, downloads and the clipboard, files dropped on it. */
export { downloadJson, type DownloadTarget } from './download';
export { acceptDroppedFiles, type FileDropOptions } from './file-drop';
export { pageAddress } from './page-address';
export { browserReplayFiles } from './replay-files';
