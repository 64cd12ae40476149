/**
 * Seeking in a 20-minute replay in the browser: the workload of the Node figure
 * (`bench/seek-workload.ts`, the game's own ReplaySeeker) run in this page, timed with the
 * page's `performance.now()` (5 µs under the game's isolation headers). The figures go to
 * `globalThis.__benchSeek`, or the error to `globalThis.__benchSeekError`, then the page is
 * marked ready.
 */
import { runSeekWorkload } from '../seek-workload';
import { markReady } from './scene';

// After the load event, so the page's own start-up is not in the first seeks.
window.addEventListener('load', () => {
  setTimeout(() => {
    try {
      Object.assign(globalThis, { __benchSeek: runSeekWorkload(() => performance.now()) });
    } catch (error) {
      Object.assign(globalThis, { __benchSeekError: String(error) });
    }
    markReady('seek');
  }, 100);
});
