import { checkName } from '../../api/names';
import {
  canonicalLevelJson,
  decodeLevelDocument,
  levelDocumentHash,
  levelFromDocument,
  LevelLinkError,
  type LevelDocument,
} from '../../replay';
import { LevelError, type Level } from '../../sim';
import { refused, type Refusal } from '../../api/refusal';
import type { CheckedDocument } from './request-reads';

/**
 * Checks a level document a client sent: its shape (`levelDocument.meta.name`-style field
 * paths), its name by the naming rule (`checkName`: no NUL, escape code or newline, nothing
 * invisible-only; a stored level is never read through this), that it hashes to `expectedHash` when one is named, and that parseLevel accepts it
 * (its row and column in the problem). Parsing the largest level takes milliseconds, so this
 * runs in a verifier worker for all but small requests; `parsed` receives the level it built.
 */
export function readLevelDocument(
  value: unknown,
  field: string,
  expectedHash?: string,
  parsed?: (hash: string, level: Level) => void,
): CheckedDocument | Refusal {
  let doc: LevelDocument;
  try {
    doc = decodeLevelDocument(value, field);
  } catch (error) {
    if (!(error instanceof LevelLinkError)) throw error;
    return refused('invalid-level', error.field, error.problem);
  }
  const name = checkName(doc.meta.name, 'level');
  if (!name.ok) return refused('invalid-level', `${field}.meta.name`, name.problem);
  const hash = levelDocumentHash(doc);
  if (expectedHash !== undefined && hash !== expectedHash) {
    const problem = `hashes to ${hash}, but the run names level ${expectedHash}: the level was changed`;
    return refused('level-mismatch', field, problem);
  }
  try {
    parsed?.(hash, levelFromDocument(doc));
  } catch (error) {
    if (!(error instanceof LevelError)) throw error;
    return refused('invalid-level', field, error.message);
  }
  return { ok: true, hash, canonical: canonicalLevelJson(doc) };
}
