/**
 * One init script as source text: `init(arg)` run at once. Engines without an init-script API
 * get their virtual display, fixed date and problem recorder this way. `__name` is defined
 * because TypeScript loaders that keep function names call it inside serialised functions.
 */
export function initSource<A>(init: (arg: A) => void, arg?: A): string {
  return `(() => { const __name = (f) => f; (${init.toString()})(${arg === undefined ? '' : JSON.stringify(arg)}); })();\n`;
}
