import {
  canonicalLevelJson,
  decodeLevelDocument,
  levelDocumentHash,
  levelFromDocument,
  LevelLinkError,
  type LevelDocument,
} from '../../replay';
import { LevelError } from '../../sim';
import { problem, type Problem } from '../problem';

/** A level document the service has checked: its shape, its hash and that it parses. */
export interface CheckedLevel {
  readonly doc: LevelDocument;
  /** SHA-256 of `canonical`: the level's content hash, `hash:<hash>` its board. */
  readonly hash: string;
  /** The canonical JSON of the document, as stored and as handed to the verifier. */
  readonly canonical: string;
}

/**
 * Checks a level document sent by a client: its shape (`field.meta.name`-style field paths), that
 * it hashes to `expectedHash` when one is named, and that parseLevel accepts it (its row and
 * column in the problem). Returns the checked level, or a 422 problem saying what to fix.
 */
export function checkLevelDocument(
  value: unknown,
  field: string,
  expectedHash?: string,
): CheckedLevel | Problem {
  let doc: LevelDocument;
  try {
    doc = decodeLevelDocument(value, field);
  } catch (error) {
    if (!(error instanceof LevelLinkError)) throw error;
    return problem('invalid-level', 422, { field: error.field, problem: error.problem });
  }
  const hash = levelDocumentHash(doc);
  if (expectedHash !== undefined && hash !== expectedHash) {
    return problem('level-mismatch', 422, {
      field,
      problem: `hashes to ${hash}, but the run names level ${expectedHash}: the level was changed`,
    });
  }
  try {
    levelFromDocument(doc);
  } catch (error) {
    if (!(error instanceof LevelError)) throw error;
    return problem('invalid-level', 422, { field, problem: error.message });
  }
  return { doc, hash, canonical: canonicalLevelJson(doc) };
}

/** True when `value` is a problem rather than a checked level. */
export function isProblem(value: CheckedLevel | Problem): value is Problem {
  return 'status' in value;
}
