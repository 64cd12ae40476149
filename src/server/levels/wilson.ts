/** z for a two-sided 95 % interval. */
const Z = 1.959963984540054;

/**
 * The lower bound of the Wilson score interval (95 %) of the share of up votes: what `top`
 * sorts by, so one up vote (0.21) ranks below a hundred up and one down (0.95). 0 without votes.
 */
export function wilsonLowerBound(up: number, down: number): number {
  const n = up + down;
  if (n === 0) return 0;
  const share = up / n;
  const z2 = Z * Z;
  const centre = share + z2 / (2 * n);
  const spread = Z * Math.sqrt((share * (1 - share) + z2 / (4 * n)) / n);
  return (centre - spread) / (1 + z2 / n);
}
