import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { LevelError, parseLevel, type Level } from '../../sim';
import { editorLevelId, type HashLevelRef } from '../format';

/**
 * The settings of a level made in the editor. Timings left out take the simulation's defaults;
 * the ranges are parseLevel's. A level's id, story and seed are not chosen by its maker: they
 * follow from its content (see `levelFromDocument`).
 */
export interface LevelDocumentMeta {
  readonly name: string;
  readonly timeLimitTicks: number;
  readonly trapPeriodTicks?: number;
  readonly trapUpTicks?: number;
  readonly minotaurWanderTicks?: number;
  readonly minotaurChaseTicks?: number;
  readonly minotaurScentSteps?: number;
}

/** A level made in the editor, as it travels in a level link: its rows joined by "\n", and its settings. */
export interface LevelDocument {
  readonly text: string;
  readonly meta: LevelDocumentMeta;
}

/** The optional settings in the order the canonical document writes them. */
export const OPTIONAL_META_KEYS = [
  'trapPeriodTicks',
  'trapUpTicks',
  'minotaurWanderTicks',
  'minotaurChaseTicks',
  'minotaurScentSteps',
] as const;

/** The story line every editor level shows: a maker writes a name, not a story. */
export const EDITOR_LEVEL_STORY = 'A labyrinth made in the editor.';

/**
 * The canonical JSON text of a level document: `{"text":…,"meta":{…}}` with the settings in
 * fixed order (`name`, `timeLimitTicks`, then the optional ones given), no other key, no
 * whitespace. Its SHA-256 is the level's content hash.
 */
export function canonicalLevelJson(doc: LevelDocument): string {
  return JSON.stringify({ text: doc.text, meta: canonicalMeta(doc.meta) });
}

/** The settings a document may carry, in canonical order, so a stray field reaches neither the hash nor parseLevel. */
function canonicalMeta(meta: LevelDocumentMeta): LevelDocumentMeta {
  const picked: Record<string, unknown> = { name: meta.name, timeLimitTicks: meta.timeLimitTicks };
  for (const key of OPTIONAL_META_KEYS) {
    if (meta[key] !== undefined) picked[key] = meta[key];
  }
  return picked as unknown as LevelDocumentMeta;
}

/**
 * The content hash of a level document: SHA-256 of the UTF-8 of its canonical JSON, as 64
 * lowercase hex digits. Synchronous and the same in Node and every browser (no Web Crypto).
 */
export function levelDocumentHash(doc: LevelDocument): string {
  return bytesToHex(sha256(new TextEncoder().encode(canonicalLevelJson(doc))));
}

/** The level reference a run of this editor level is recorded with: `{ hash }`. */
export function hashLevelRef(doc: LevelDocument): HashLevelRef {
  return { hash: levelDocumentHash(doc) };
}

/**
 * The playable level of a document: parseLevel with its settings, the id `editorLevelId(hash)`,
 * the fixed editor story, and the seed of the Minotaurs' generator taken from the hash's first 32
 * bits, so the whole run follows from the content. Throws parseLevel's LevelError (row and column)
 * for a bad level, and a LevelError `bad-text` when the text is not in its canonical form (rows
 * joined by "\n", no blank lines around them), so one level has one document and one hash.
 */
export function levelFromDocument(doc: LevelDocument): Level {
  const hash = levelDocumentHash(doc);
  const level = parseLevel(doc.text, {
    ...canonicalMeta(doc.meta),
    id: editorLevelId(hash),
    story: EDITOR_LEVEL_STORY,
    seed: Number.parseInt(hash.slice(0, 8), 16),
  });
  if (level.text !== doc.text) {
    throw new LevelError(
      'bad-text',
      0,
      0,
      'the text must be the rows alone, joined by "\\n": no carriage returns and no blank lines before or after',
    );
  }
  return level;
}
