import type { ReplayFiles } from '../../app';
import { downloadJson } from './download';

/** Replays saved as downloads, share links put on the clipboard, the address they are built on. */
export function browserReplayFiles(page: Window): ReplayFiles {
  return {
    download: (fileName, text) => {
      downloadJson(
        {
          document: page.document,
          createObjectURL: (blob) => URL.createObjectURL(blob),
          revokeObjectURL: (url) => {
            URL.revokeObjectURL(url);
          },
        },
        fileName,
        text,
      );
    },
    // Missing outside secure contexts; refused without permission: either way the link is shown.
    copy: (text) =>
      'clipboard' in page.navigator
        ? page.navigator.clipboard.writeText(text)
        : Promise.reject(new Error()),
    pageUrl: () => page.location.href,
  };
}
