import { createHash } from 'node:crypto';

// What seeding a level catalogue needs, shared by the service's catalogue tests
// (tests/server/support/catalogue-seed.ts, catalogue-sorts, level-of-day) and the server bench's
// catalogue (bench/server/seed-catalogue.ts): the same generator, the same days, the same levels.

/** A small seeded generator (mulberry32): the same rows on every run from the same seed. */
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The UTC date (YYYY-MM-DD) `days` days before `today` (one of that form). */
export function dayBefore(today: string, days: number): string {
  return new Date(Date.parse(`${today}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

/** A level's text of this size: walls around, floor inside (all wall when under three wide). */
export function levelText(width: number, height: number): string {
  const rows: string[] = [];
  for (let y = 0; y < height; y += 1) {
    const edge = y === 0 || y === height - 1 || width < 3;
    rows.push(edge ? '#'.repeat(width) : `#${'.'.repeat(width - 2)}#`);
  }
  return rows.join('\n');
}

/**
 * A stored level's document (JSON of its text and `meta`, which makes it unique) and its hash,
 * the SHA-256 of the document as the levels table keeps them.
 */
export function seededDocument(
  text: string,
  meta: Readonly<Record<string, unknown>>,
): { hash: string; document: string } {
  const document = JSON.stringify({ text, meta });
  return { hash: createHash('sha256').update(document).digest('hex'), document };
}

/** The Wilson lower bound (95 %, z = 1.96) written out from its textbook formula: tests' oracle. */
export function textbookWilson(up: number, down: number): number {
  const n = up + down;
  if (n === 0) return 0;
  const p = up / n;
  const z = 1.959963984540054;
  return (
    (p + (z * z) / (2 * n) - z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) /
    (1 + (z * z) / n)
  );
}
