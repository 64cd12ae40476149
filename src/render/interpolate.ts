/** The value `alpha` of the way from `previous` to `current`: how actors are drawn between ticks. */
export function lerp(previous: number, current: number, alpha: number): number {
  return previous + (current - previous) * alpha;
}
