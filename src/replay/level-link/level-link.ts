import { LevelError, type Level } from '../../sim';
import { decodeReplay, encodeReplay } from '../codec';
import { isHashRef, MAX_REPLAY_CHARS, type Replay } from '../format';
import { deeperThan, MAX_LEVEL_LINK_DEPTH } from '../json-depth';
import {
  decodeLinkFragment,
  encodeLinkFragment,
  LINK_FIELD,
  type LinkFragmentKind,
} from '../link-fragment';
import { notJsonProblem, ReplayError } from '../replay-error';
import { MAX_SHARE_FRAGMENT_CHARS } from '../share-link';
import { verifyReplay, type ReplayVerdict } from '../verify-replay';
import {
  canonicalLevelJson,
  levelDocumentHash,
  levelFromDocument,
  type LevelDocument,
} from './level-document';
import type { LevelAuthor } from './level-author';
import { LevelLinkError, type LevelLinkProblem } from './level-link-error';
import {
  decodeLevelDocument,
  LEVEL_LINK_FORMAT,
  LEVEL_LINK_VERSION,
  levelLinkSchema,
  parseLinkShape,
} from './level-link-schema';

/** What starts a level link's fragment: `#l=<level and proof>`. */
export const LEVEL_LINK_PREFIX = 'l=';
/** Longest level link fragment, in characters: the same cap as a replay share link. */
export const MAX_LEVEL_LINK_FRAGMENT_CHARS = MAX_SHARE_FRAGMENT_CHARS;
/**
 * Most bytes a level link may inflate to: a replay document at its limit, and 64 KiB for the
 * level (at most 20 000 characters of text, each at most two bytes of JSON, and its settings).
 */
export const MAX_LEVEL_LINK_INFLATED_BYTES = MAX_REPLAY_CHARS + 65_536;

const LEVEL_LINK: LinkFragmentKind = {
  prefix: LEVEL_LINK_PREFIX,
  maxChars: MAX_LEVEL_LINK_FRAGMENT_CHARS,
  maxInflatedBytes: MAX_LEVEL_LINK_INFLATED_BYTES,
  holds: 'level',
};

/** The fragment codec's ReplayError on the link, as a `malformed` LevelLinkError; anything else as it is. */
function asLinkError(error: unknown): unknown {
  return error instanceof ReplayError
    ? new LevelLinkError('malformed', error.field, error.problem)
    : error;
}

/** A level link's contents, decoded but not yet checked against each other. */
export interface DecodedLevelLink {
  readonly doc: LevelDocument;
  readonly proof: Replay;
  /** Who made it, when the link was made by a signed-in maker (unchecked until the service's). */
  readonly author?: LevelAuthor;
}

/** A level link that opened: its level parses, and its proof re-simulates to a win of it. */
export interface OpenedLevelLink {
  readonly ok: true;
  readonly doc: LevelDocument;
  readonly level: Level;
  readonly proof: Replay;
  /** The level's content hash (`levelDocumentHash(doc)`), which the proof names. */
  readonly hash: string;
  /** The maker's final time in ticks, from the re-simulated proof. */
  readonly makerTimeTicks: number;
  /** What re-simulating the proof on the level found. */
  readonly verdict: ReplayVerdict;
}

/** A level link that was refused, and why, in words a person can act on. */
export interface RefusedLevelLink {
  readonly ok: false;
  readonly kind: LevelLinkProblem;
  /** `field: problem`, e.g. `level.text: Level error at row 3, column 5: …`. */
  readonly message: string;
  readonly field: string;
  /** Row and column (1-based) of an invalid level's problem; null for the other kinds. */
  readonly row: number | null;
  readonly column: number | null;
  /** For a proof that stops matching its recording: the tick where it does; else null. */
  readonly firstMismatchTick: number | null;
  /** What re-simulating the proof on the level found, when it got that far; else null. */
  readonly verdict: ReplayVerdict | null;
}

/** What `openLevelLink` found. */
export type LevelLinkResult = OpenedLevelLink | RefusedLevelLink;

/**
 * The canonical JSON of a level link's document: format, version, the canonical level document,
 * the proof's canonical replay and, when signed, its author, in that order, without whitespace.
 */
export function encodeLevelLinkDocument(
  doc: LevelDocument,
  proof: Replay,
  author?: LevelAuthor,
): string {
  const signed =
    author === undefined
      ? ''
      : `,"author":{"player":${JSON.stringify(author.player)},"signature":${JSON.stringify(author.signature)}}`;
  return `{"format":${JSON.stringify(LEVEL_LINK_FORMAT)},"version":${LEVEL_LINK_VERSION},"level":${canonicalLevelJson(doc)},"proof":${encodeReplay(proof)}${signed}}`;
}

/**
 * Checks a level document and its proof against each other: the level parses (`invalid-level`,
 * with row and column), the proof names this level's hash and re-simulates to the win it records
 * (`proof-mismatch`). Throws a LevelLinkError; returns what a player needs to play it.
 */
export function checkLevelProof(doc: LevelDocument, proof: Replay): OpenedLevelLink {
  let level: Level;
  try {
    level = levelFromDocument(doc);
  } catch (error) {
    if (!(error instanceof LevelError)) throw error;
    throw new LevelLinkError('invalid-level', 'level', error.message, {
      position: { row: error.row, column: error.column },
    });
  }
  const hash = levelDocumentHash(doc);
  if (!isHashRef(proof.level) || proof.level.hash !== hash) {
    const named = isHashRef(proof.level) ? `level ${proof.level.hash}` : 'a built-in level';
    throw new LevelLinkError(
      'proof-mismatch',
      'proof.level.hash',
      `the proof was recorded on ${named}, but this level's hash is ${hash}: the level was changed after its proof was recorded`,
    );
  }
  const verdict = verifyReplay(proof, { level });
  if (!verdict.ok) {
    throw new LevelLinkError(
      'proof-mismatch',
      'proof',
      `does not replay on this level: it stops matching its recording by tick ${String(verdict.firstMismatchTick)}`,
      { verdict },
    );
  }
  if (verdict.outcome !== 'won') {
    throw new LevelLinkError(
      'proof-mismatch',
      'proof.final.outcome',
      `the proof must win the level, but it ends ${verdict.outcome}`,
      { verdict },
    );
  }
  return { ok: true, doc, level, proof, hash, makerTimeTicks: verdict.finalTimeTicks, verdict };
}

/**
 * The fragment of a level link (without the `#`): `l=` and the base64url, unpadded, of its
 * canonical JSON, raw-deflated. The level and proof are checked first as `openLevelLink` would
 * (a re-simulation, milliseconds), so what this returns opens; throws a LevelLinkError otherwise,
 * or when the fragment would pass MAX_LEVEL_LINK_FRAGMENT_CHARS. A signed-in maker's link
 * carries its `author` (`signLevelAuthor`), so the service knows whose it is whoever sends it.
 */
export function encodeLevelLink(doc: LevelDocument, proof: Replay, author?: LevelAuthor): string {
  checkLevelProof(doc, proof);
  try {
    return encodeLinkFragment(
      encodeLevelLinkDocument(doc, proof, author),
      LEVEL_LINK,
      'a shorter winning run or a smaller level fits',
    );
  } catch (error) {
    throw asLinkError(error);
  }
}

/** The text a fragment carries; a `malformed` LevelLinkError otherwise. */
function inflateFragment(fragment: string): string {
  try {
    return decodeLinkFragment(fragment, LEVEL_LINK);
  } catch (error) {
    throw asLinkError(error);
  }
}

function decode(fragment: string): DecodedLevelLink {
  const text = inflateFragment(fragment);
  // Measured before it is built: a small link can inflate to a megabyte of brackets.
  if (deeperThan(text, MAX_LEVEL_LINK_DEPTH) >= 0) {
    throw new LevelLinkError(
      'malformed',
      '(document)',
      `nests deeper than a level link can (${MAX_LEVEL_LINK_DEPTH} levels)`,
    );
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new LevelLinkError('malformed', '(document)', notJsonProblem(error));
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new LevelLinkError(
      'malformed',
      '(document)',
      `must be a level link object: {"format": "${LEVEL_LINK_FORMAT}", …}`,
    );
  }
  const shape = parseLinkShape(levelLinkSchema, value, '');
  const doc = decodeLevelDocument(shape.level);
  let proof: Replay;
  try {
    proof = decodeReplay(shape.proof);
  } catch (error) {
    if (!(error instanceof ReplayError)) throw error;
    const field = error.field === '(document)' ? 'proof' : `proof.${error.field}`;
    throw new LevelLinkError('malformed', field, error.problem);
  }
  if (!isHashRef(proof.level)) {
    throw new LevelLinkError(
      'malformed',
      'proof.level',
      'must name the level by its hash: a level link proves a level made in the editor',
    );
  }
  if (proof.final.outcome !== 'won') {
    throw new LevelLinkError(
      'malformed',
      'proof.final.outcome',
      `is ${proof.final.outcome}, but a level's proof is a run that wins it`,
    );
  }
  return shape.author === undefined ? { doc, proof } : { doc, proof, author: shape.author };
}

/**
 * The level document and proof in a level link's fragment (with or without the `#`), decoded
 * with the strictness of replay share links: prefix, length cap, strict base64url, bounded
 * inflate with nothing after the stream, UTF-8, exact types and no unknown key anywhere, a proof
 * the replay codec accepts that names a level by hash and records a win. Nothing is checked
 * against anything else yet. Throws a `malformed` LevelLinkError, and nothing else.
 */
export function decodeLevelLink(fragment: string): DecodedLevelLink {
  try {
    return decode(fragment);
  } catch (error) {
    if (error instanceof LevelLinkError) throw error;
    throw new LevelLinkError('malformed', LINK_FIELD, 'could not be read');
  }
}

/**
 * Opens a level link (`#l=…` or `l=…`): decodes it, parses the level, checks that the proof
 * names this level's hash, and re-simulates the proof to a win. Never throws: a refusal says
 * its kind and the problem. Nothing is stored.
 */
export function openLevelLink(fragment: string): LevelLinkResult {
  try {
    const { doc, proof } = decodeLevelLink(fragment);
    return checkLevelProof(doc, proof);
  } catch (error) {
    const refused =
      error instanceof LevelLinkError
        ? error
        : new LevelLinkError('malformed', LINK_FIELD, 'could not be read');
    return {
      ok: false,
      kind: refused.kind,
      message: refused.message,
      field: refused.field,
      row: refused.details.position?.row ?? null,
      column: refused.details.position?.column ?? null,
      firstMismatchTick: refused.details.verdict?.firstMismatchTick ?? null,
      verdict: refused.details.verdict ?? null,
    };
  }
}
