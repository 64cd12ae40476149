import { checkName } from '../../api';
import {
  canonicalLevelJson,
  decodeLevelDocument,
  isHashRef,
  levelDocumentHash,
  levelFromDocument,
  LevelLinkError,
  type LevelDocument,
  type LevelRef,
} from '../../replay';
import { LevelError } from '../../sim';
import { refused, type Refusal } from '../service/refusal';
import type { LevelStore } from '../store/level-store';

/** A level document the service has checked: its shape, its hash and that it parses. */
export interface CheckedLevel {
  readonly kind: 'level';
  readonly doc: LevelDocument;
  /** SHA-256 of `canonical`: the level's content hash, `hash:<hash>` its board. */
  readonly hash: string;
  /** The canonical JSON of the document, as stored and as handed to the verifier. */
  readonly canonical: string;
}

/**
 * Checks a level document sent by a client: its shape (`field.meta.name`-style field paths), its
 * name by the naming rule (`checkName`: no NUL, escape code or newline, nothing invisible-only;
 * `sent` false skips it for a level stored before the rule), that it hashes to `expectedHash` when
 * one is named, and that parseLevel accepts it (its row and column in the problem). Returns the
 * checked level, or the refusal saying what to fix.
 */
export function checkLevelDocument(
  value: unknown,
  field: string,
  expectedHash?: string,
  sent = true,
): CheckedLevel | Refusal {
  let doc: LevelDocument;
  try {
    doc = decodeLevelDocument(value, field);
  } catch (error) {
    if (!(error instanceof LevelLinkError)) throw error;
    return refused('invalid-level', error.field, error.problem);
  }
  const name = checkName(doc.meta.name, 'level');
  if (sent && !name.ok) return refused('invalid-level', `${field}.meta.name`, name.problem);
  const hash = levelDocumentHash(doc);
  if (expectedHash !== undefined && hash !== expectedHash) {
    const text = `hashes to ${hash}, but the run names level ${expectedHash}: the level was changed`;
    return refused('level-mismatch', field, text);
  }
  try {
    levelFromDocument(doc);
  } catch (error) {
    if (!(error instanceof LevelError)) throw error;
    return refused('invalid-level', field, error.message);
  }
  return { kind: 'level', doc, hash, canonical: canonicalLevelJson(doc) };
}

/**
 * The level document sent with a start, checked before the run is played: only a level by hash
 * comes with one, and it must hash to that level and parse. Undefined when there is nothing to
 * refuse.
 */
export function checkStartLevel(level: LevelRef, sent: unknown): Refusal | undefined {
  if (sent === undefined) return undefined;
  if (!isHashRef(level)) {
    const text = 'only a level made in the editor ({"hash": …}) comes with its level document';
    return refused('invalid-request', 'levelDocument', text);
  }
  const checked = checkLevelDocument(sent, 'levelDocument', level.hash);
  return checked.kind === 'refused' ? checked : undefined;
}

/**
 * The level of a run that names one by hash: the level document sent with the run (checked:
 * shape, hash, parse), or else the one stored; a refusal when there is neither.
 */
export async function levelOfRun(
  hash: string,
  sent: unknown,
  levels: Pick<LevelStore, 'level'>,
): Promise<CheckedLevel | Refusal> {
  if (sent !== undefined) return checkLevelDocument(sent, 'levelDocument', hash);
  const stored = await levels.level(hash);
  if (stored === undefined) {
    const text = `is missing, and this service has no level hash:${hash}: send the level document with the run`;
    return refused('unknown-level', 'levelDocument', text);
  }
  const checked = checkLevelDocument(JSON.parse(stored.document), 'levelDocument', hash, false);
  // What was stored was checked on the way in; a stored level that no longer parses is a bug.
  if (checked.kind === 'refused') {
    throw new Error(`stored level ${hash} no longer reads: ${checked.field}: ${checked.problem}`);
  }
  return checked;
}
