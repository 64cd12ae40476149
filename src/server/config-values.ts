/** Reading the service's settings: a bad one is a ConfigError naming it. */

/** A bad option or environment value, with the name at fault. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

export function whole(
  name: string,
  text: string | undefined,
  fallback: number,
  min: number,
  max: number,
): number {
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got '${text}'`);
  }
  return value;
}
