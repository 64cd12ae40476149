/** The colour of each character of the level text on a minimap; floor and the rest are dark. */
const COLOURS: Readonly<Record<string, string>> = {
  '#': '#8a7d68',
  S: '#4fc3f7',
  E: '#7ee787',
  r: '#ff6b6b',
  g: '#7ee787',
  b: '#6ea8ff',
  R: '#a33',
  G: '#3a3',
  B: '#33a',
  '*': '#ffd166',
  M: '#d16bff',
};
const FLOOR = '#1d1a16';

/** Largest side of a minimap, in CSS pixels. */
export const MINIMAP_PX = 96;

/**
 * A level's minimap drawn from its rows of text: walls, start, exit, keys, doors and gems, one
 * square per tile, scaled to fit MINIMAP_PX. Screen readers get its size and what it shows.
 */
export function minimap(rows: readonly string[] | null, name: string): HTMLElement {
  const width = Math.max(1, ...(rows ?? ['']).map((row) => row.length));
  const height = Math.max(1, rows?.length ?? 1);
  const cell = Math.max(1, Math.floor(MINIMAP_PX / Math.max(width, height)));
  const canvas = document.createElement('canvas');
  canvas.className = 'minimap';
  canvas.width = width * cell;
  canvas.height = height * cell;
  canvas.setAttribute('role', 'img');
  canvas.setAttribute(
    'aria-label',
    rows === null ? `Map of ${name}: loading` : `Map of ${name}: walls, start, exit and keys`,
  );
  const paint = canvas.getContext('2d');
  if (paint === null || rows === null) return canvas;
  paint.fillStyle = FLOOR;
  paint.fillRect(0, 0, canvas.width, canvas.height);
  rows.forEach((row, y) => {
    Array.from({ length: row.length }, (_, x) => row.charAt(x)).forEach((char, x) => {
      const colour = COLOURS[char];
      if (colour === undefined) return;
      paint.fillStyle = colour;
      paint.fillRect(x * cell, y * cell, cell, cell);
    });
  });
  return canvas;
}
