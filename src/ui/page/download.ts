/** Where a download is made: the page's document and object URLs. */
export interface DownloadTarget {
  readonly document: Document;
  readonly createObjectURL: (blob: Blob) => string;
  readonly revokeObjectURL: (url: string) => void;
}

/** Saves `text` as a JSON file named `fileName`, through a temporary `<a download>` link. */
export function downloadJson(target: DownloadTarget, fileName: string, text: string): void {
  const url = target.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = target.document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  target.document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns; a minute is plenty, and the blob is small.
  setTimeout(() => {
    target.revokeObjectURL(url);
  }, 60_000);
}
