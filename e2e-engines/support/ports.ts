/**
 * Ports of the cross-engine suite, from ENGINES_PORT (default 4300): page servers at
 * ENGINES_PORT + slot, WebKitWebDriver at ENGINES_PORT + 10 + slot. Each test file takes its own
 * slot, so files may run side by side, and two checkouts can run at once on different bases.
 */
export function enginePorts(slot: number): { server: number; driver: number } {
  const base = Number(process.env.ENGINES_PORT ?? 4300);
  if (!Number.isSafeInteger(base) || base < 1024 || base > 65_500) {
    throw new RangeError(
      `ENGINES_PORT must be a port from 1024 to 65500, got '${String(process.env.ENGINES_PORT)}'`,
    );
  }
  return { server: base + slot, driver: base + 10 + slot };
}
