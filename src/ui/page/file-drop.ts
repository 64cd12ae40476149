/** Where dropped files are taken and who hears of them. */
export interface FileDropOptions {
  /** Where files may be dropped: the whole page. */
  readonly target: EventTarget;
  /** The first file dropped. */
  readonly onFile: (file: File) => void;
  /** True while files are dragged over the page, false once they leave or land. */
  readonly onHover?: (hovering: boolean) => void;
}

function carriesFiles(event: Event): boolean {
  return (event as DragEvent).dataTransfer?.types.includes('Files') === true;
}

/**
 * Takes files dropped anywhere on the page (instead of the browser opening them). Dragged text
 * or links are left alone. Returns a function that stops listening.
 */
export function acceptDroppedFiles(options: FileDropOptions): () => void {
  const { target, onFile, onHover } = options;
  // dragenter and dragleave fire for every element crossed; only the count tells leaving.
  let depth = 0;
  const enter = (event: Event) => {
    if (!carriesFiles(event)) return;
    depth += 1;
    if (depth === 1) onHover?.(true);
  };
  const leave = (event: Event) => {
    if (!carriesFiles(event) || depth === 0) return;
    depth -= 1;
    if (depth === 0) onHover?.(false);
  };
  const over = (event: Event) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    const transfer = (event as DragEvent).dataTransfer;
    if (transfer !== null) transfer.dropEffect = 'copy';
  };
  const drop = (event: Event) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    depth = 0;
    onHover?.(false);
    const file = (event as DragEvent).dataTransfer?.files[0];
    if (file !== undefined) onFile(file);
  };
  const listeners: [string, (event: Event) => void][] = [
    ['dragenter', enter],
    ['dragleave', leave],
    ['dragover', over],
    ['drop', drop],
  ];
  for (const [type, listener] of listeners) target.addEventListener(type, listener);
  return () => {
    for (const [type, listener] of listeners) target.removeEventListener(type, listener);
  };
}
