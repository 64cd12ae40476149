// Entry of a verifier worker thread. Worker threads do not inherit vitest's or tsx's TypeScript
// loader reliably, so the worker registers tsx itself and then loads the task in TypeScript.
import { register } from 'tsx/esm/api';

register();
// The path is built at run time: tsx resolves it, and type-checking the .mjs must not follow it.
// eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- a dynamic import is untyped; the cast states its shape
const task =
  /** @type {{ default: (envelope: { job: { kind: string, canonical?: string, holdMs?: number }, slot: number }) => unknown }} */ (
    await import(new URL('verify-task.ts', import.meta.url).href)
  );

/** The verifier task: a job in its envelope (see jobs.ts), its answer out. */
export default task.default;
