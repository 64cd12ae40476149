/**
 * Page-side init script (`page.addInitScript(fixedDateInit, epochMs)`): `new Date()` and
 * `Date.now()` give one fixed moment, so the page opens the daily labyrinth of a chosen date and
 * stamps replays with a known time. Dates built from arguments are untouched, and so are
 * `performance.now` and frames. Serialised into the page: it must not reference anything
 * outside its own body.
 */
export function fixedDateInit(epochMs: number): void {
  const RealDate = Date;
  const fixed = new Proxy(RealDate, {
    construct(target, args: unknown[], newTarget: NewableFunction) {
      return Reflect.construct(target, args.length === 0 ? [epochMs] : args, newTarget) as object;
    },
    // Date called as a function gives the time as text.
    apply() {
      return new RealDate(epochMs).toString();
    },
    get(target, property, receiver: unknown) {
      if (property === 'now') return () => epochMs;
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
  Object.defineProperty(window, 'Date', { configurable: true, writable: true, value: fixed });
}
