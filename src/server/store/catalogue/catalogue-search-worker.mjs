// Entry of a catalogue search thread. Worker threads do not inherit vitest's or tsx's TypeScript
// loader reliably, so the worker registers tsx itself and then loads the task in TypeScript.
import { register } from 'tsx/esm/api';

register();
// The path is built at run time: tsx resolves it, and type-checking the .mjs must not follow it.
// eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- a dynamic import is untyped; the cast states its shape
const task = /** @type {{ default: (query: unknown) => Promise<unknown> }} */ (
  await import(new URL('catalogue-search-task.ts', import.meta.url).href)
);

/** The search task: a page query in (see catalogue-reader.ts), its rows out. */
export default task.default;
