/**
 * The installed game's icons, drawn from its own art: the labyrinth glyph of public/favicon.svg
 * (a filled square and one stroked path of straight lines), rasterised with 4 × 4 samples a pixel
 * and written as PNG with pngjs. `npm run icons` writes them into public/icons/.
 */
import { PNG } from 'pngjs';

/** The parts of the favicon an icon is drawn from, in the favicon's own units. */
export interface Glyph {
  /** Side of the favicon's square viewBox. */
  readonly box: number;
  readonly background: Rgb;
  readonly stroke: Rgb;
  readonly strokeWidth: number;
  /** The stroked path's segments, each with whether its ends join another segment. */
  readonly segments: readonly Segment[];
}

/** A straight, axis-aligned stroke segment; a joined end is extended by half the stroke's width. */
export interface Segment {
  readonly from: readonly [number, number];
  readonly to: readonly [number, number];
  readonly joinedFrom: boolean;
  readonly joinedTo: boolean;
}

type Rgb = readonly [number, number, number];

/** How one icon is laid out: its side in pixels and how much of it the glyph's box fills. */
export interface IconLayout {
  readonly size: number;
  /**
   * Side of the favicon's box in the icon, as a part of the icon's side. 1 draws the favicon
   * edge to edge; a maskable icon keeps the labyrinth inside the safe zone (a centred circle of
   * 40 % of the side in radius), so any mask shape leaves it whole.
   */
  readonly fill: number;
}

/** The icons of the manifest, by file name under public/icons/. */
export const ICON_LAYOUTS: Readonly<Record<string, IconLayout>> = {
  'icon-192.png': { size: 192, fill: 1 },
  'icon-512.png': { size: 512, fill: 1 },
  'maskable-512.png': { size: 512, fill: 0.64 },
};

const SAMPLES = 4;

function colour(hex: string, what: string): Rgb {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (match === null) throw new Error(`favicon: ${what} must be a #rrggbb colour, got ${hex}`);
  return [1, 2, 3].map((i) => parseInt(match[i] ?? '', 16)) as unknown as Rgb;
}

function attribute(tag: string, name: string, svg: string): string {
  const element = new RegExp(`<${tag}\\b[^>]*>`).exec(svg)?.[0];
  const value =
    element === undefined ? undefined : new RegExp(`\\b${name}="([^"]*)"`).exec(element);
  if (value?.[1] === undefined) throw new Error(`favicon: no ${name} on <${tag}>`);
  return value[1];
}

/**
 * Reads the favicon's path: absolute and relative M, H, V, h, v and z commands (all the glyph
 * uses); anything else is refused with its name, so a redrawn favicon fails loudly here.
 */
export function pathSegments(d: string): Segment[] {
  const tokens = d.match(/[a-zA-Z]|-?\d*\.?\d+/g) ?? [];
  const subpaths: [number, number][][] = [];
  const closed: boolean[] = [];
  let at: [number, number] = [0, 0];
  for (let i = 0; i < tokens.length; i += 1) {
    const command = tokens[i] ?? '';
    const number = (): number => {
      i += 1;
      const value = Number(tokens[i]);
      if (!Number.isFinite(value)) throw new Error(`favicon: ${command} needs a number`);
      return value;
    };
    const current = subpaths.at(-1);
    if (command === 'M') {
      at = [number(), number()];
      subpaths.push([at]);
      closed.push(false);
    } else if (current === undefined) {
      throw new Error('favicon: the path must start with M');
    } else if ('HhVv'.includes(command)) {
      const value = number();
      if (command === 'H') at = [value, at[1]];
      else if (command === 'h') at = [at[0] + value, at[1]];
      else if (command === 'V') at = [at[0], value];
      else at = [at[0], at[1] + value];
      current.push(at);
    } else if (command === 'z' || command === 'Z') {
      closed[closed.length - 1] = true;
      at = current[0] ?? at;
    } else {
      throw new Error(`favicon: path command ${command} is not drawn (only M, H, V, h, v, z)`);
    }
  }
  return subpaths.flatMap((points, index) => {
    const isClosed = closed[index] === true;
    const ends = isClosed ? [...points, points[0] ?? [0, 0]] : points;
    return ends.slice(1).map((to, k) => ({
      from: ends[k] ?? to,
      to,
      joinedFrom: isClosed || k > 0,
      joinedTo: isClosed || k < ends.length - 2,
    }));
  });
}

/** The glyph of a favicon's SVG text. */
export function readGlyph(svg: string): Glyph {
  const viewBox = attribute('svg', 'viewBox', svg).split(/\s+/).map(Number);
  const box = viewBox[2];
  if (box === undefined || box !== viewBox[3]) throw new Error('favicon: viewBox must be square');
  return {
    box,
    background: colour(attribute('rect', 'fill', svg), 'the square'),
    stroke: colour(attribute('path', 'stroke', svg), 'the stroke'),
    strokeWidth: Number(attribute('path', 'stroke-width', svg)),
    segments: pathSegments(attribute('path', 'd', svg)),
  };
}

/** Whether a point (favicon units) lies on the stroke. */
function onStroke(glyph: Glyph, x: number, y: number): boolean {
  const half = glyph.strokeWidth / 2;
  return glyph.segments.some(({ from, to, joinedFrom, joinedTo }) => {
    const [lowX, highX] = from[0] <= to[0] ? [from, to] : [to, from];
    const [lowY, highY] = from[1] <= to[1] ? [from, to] : [to, from];
    const horizontal = from[1] === to[1];
    const extend = (end: readonly [number, number]) =>
      (end === from ? joinedFrom : joinedTo) ? half : 0;
    const x0 = horizontal ? lowX[0] - extend(lowX) : from[0] - half;
    const x1 = horizontal ? highX[0] + extend(highX) : from[0] + half;
    const y0 = horizontal ? from[1] - half : lowY[1] - extend(lowY);
    const y1 = horizontal ? from[1] + half : highY[1] + extend(highY);
    return x >= x0 && x < x1 && y >= y0 && y < y1;
  });
}

/** One icon as PNG bytes: the favicon's square and labyrinth, laid out as `layout` says. */
export function renderIcon(glyph: Glyph, layout: IconLayout): Buffer {
  const { size, fill } = layout;
  const png = new PNG({ width: size, height: size, colorType: 2 });
  const scale = glyph.box / (size * fill);
  const offset = (size * (1 - fill)) / 2;
  for (let py = 0; py < size; py += 1) {
    for (let px = 0; px < size; px += 1) {
      let covered = 0;
      for (let sy = 0; sy < SAMPLES; sy += 1) {
        for (let sx = 0; sx < SAMPLES; sx += 1) {
          const x = (px + (sx + 0.5) / SAMPLES - offset) * scale;
          const y = (py + (sy + 0.5) / SAMPLES - offset) * scale;
          if (onStroke(glyph, x, y)) covered += 1;
        }
      }
      const share = covered / (SAMPLES * SAMPLES);
      const at = (py * size + px) * 4;
      for (let c = 0; c < 3; c += 1) {
        const value = glyph.background[c] ?? 0;
        png.data[at + c] = Math.round(value + ((glyph.stroke[c] ?? 0) - value) * share);
      }
      png.data[at + 3] = 255;
    }
  }
  return PNG.sync.write(png, { colorType: 2 });
}
