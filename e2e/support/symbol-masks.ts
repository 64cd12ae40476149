import { PNG } from 'pngjs';

/**
 * A crop of a PNG as a bright/dark mask: each pixel brighter than the midpoint of the crop's
 * darkest and brightest luminance. Colour is gone, only the shape is left.
 */
export function brightMask(png: Buffer): boolean[] {
  const image = PNG.sync.read(png);
  const luminance: number[] = [];
  for (let i = 0; i < image.data.length; i += 4) {
    const r = image.data[i] ?? 0;
    const g = image.data[i + 1] ?? 0;
    const b = image.data[i + 2] ?? 0;
    luminance.push(0.2126 * r + 0.7152 * g + 0.0722 * b);
  }
  const min = Math.min(...luminance);
  const max = Math.max(...luminance);
  const middle = (min + max) / 2;
  return luminance.map((l) => l > middle);
}

/** The share of pixels two same-sized masks disagree on. */
export function maskDifference(a: readonly boolean[], b: readonly boolean[]): number {
  if (a.length !== b.length)
    throw new RangeError(`masks of ${String(a.length)} and ${String(b.length)} pixels`);
  let differ = 0;
  a.forEach((bright, i) => {
    if (bright !== b[i]) differ += 1;
  });
  return differ / a.length;
}
