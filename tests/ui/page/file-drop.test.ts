// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { acceptDroppedFiles } from '../../../src/ui/page/file-drop';

/** A drag event carrying `types` and, for a drop, `files`. */
function dragEvent(type: string, types: string[], files: File[] = []): Event {
  const event = new Event(type, { cancelable: true, bubbles: true });
  const dataTransfer = { types, files, dropEffect: 'none' };
  Object.defineProperty(event, 'dataTransfer', { value: dataTransfer });
  return event;
}

describe('acceptDroppedFiles', () => {
  it('takes the first file dropped, instead of the browser opening it', () => {
    const target = document.createElement('div');
    const files: File[] = [];
    const hover: boolean[] = [];
    const stop = acceptDroppedFiles({
      target,
      onFile: (file) => files.push(file),
      onHover: (on) => hover.push(on),
    });
    const replay = new File(['{}'], 'run.json');
    const over = dragEvent('dragover', ['Files']);
    target.dispatchEvent(dragEvent('dragenter', ['Files']));
    target.dispatchEvent(dragEvent('dragenter', ['Files']));
    target.dispatchEvent(dragEvent('dragleave', ['Files']));
    target.dispatchEvent(over);
    expect(over.defaultPrevented).toBe(true);
    expect((over as DragEvent).dataTransfer?.dropEffect).toBe('copy');
    const drop = dragEvent('drop', ['Files'], [replay, new File(['x'], 'other.json')]);
    target.dispatchEvent(drop);
    expect(drop.defaultPrevented).toBe(true);
    expect(files).toEqual([replay]);
    // Hovering starts on the first enter and ends with the drop, not with leaving a child.
    expect(hover).toEqual([true, false]);

    stop();
    target.dispatchEvent(dragEvent('drop', ['Files'], [replay]));
    expect(files).toHaveLength(1);
  });

  it('leaves dragged text and links to the page', () => {
    const target = document.createElement('div');
    const files: File[] = [];
    acceptDroppedFiles({ target, onFile: (file) => files.push(file) });
    const over = dragEvent('dragover', ['text/plain']);
    const drop = dragEvent('drop', ['text/uri-list']);
    target.dispatchEvent(over);
    target.dispatchEvent(drop);
    expect([over.defaultPrevented, drop.defaultPrevented]).toEqual([false, false]);
    expect(files).toEqual([]);
  });
});
