// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadJson } from '../../../src/ui/page/download';

describe('downloadJson', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('clicks a temporary download link to a JSON blob, then lets the URL go', async () => {
    vi.useFakeTimers();
    const clicked: { href: string; download: string; inPage: boolean }[] = [];
    const blobs: Blob[] = [];
    const revoked: string[] = [];
    const onClick = (event: Event) => {
      const link = event.target as HTMLAnchorElement;
      event.preventDefault();
      clicked.push({ href: link.href, download: link.download, inPage: link.isConnected });
    };
    document.addEventListener('click', onClick);
    downloadJson(
      {
        document,
        createObjectURL: (blob) => {
          blobs.push(blob);
          return 'blob:replay-1';
        },
        revokeObjectURL: (url) => revoked.push(url),
      },
      'run.json',
      '{"a":1}',
    );
    document.removeEventListener('click', onClick);
    expect(clicked).toEqual([{ href: 'blob:replay-1', download: 'run.json', inPage: true }]);
    expect(document.querySelector('a')).toBeNull();
    expect(blobs[0]?.type).toBe('application/json');
    expect(await blobs[0]?.text()).toBe('{"a":1}');
    expect(revoked).toEqual([]);
    vi.advanceTimersByTime(60_000);
    expect(revoked).toEqual(['blob:replay-1']);
  });
});
