/** What the decoders make of a request: read on the HTTP thread or in a verifier worker. */
import type { RequestProblem } from '../../api';
import type { Refusal } from '../../api/refusal';
import type { Outcome } from '../../sim';
import type { LevelAuthor, ReplayVerdict } from '../../replay';

/** What reading a request gave when it could not be read: the body's problem or a field's. */
export type ReadProblem = RequestProblem | Refusal;

/** An editor level's document, checked (shape, hash, parse): its hash and canonical JSON. */
export interface CheckedDocument {
  readonly ok: true;
  readonly hash: string;
  readonly canonical: string;
}

/**
 * A post of a run, read: what the post path needs of it, and no replay object (the canonical
 * text stands for it), so that a long replay read in a worker costs the HTTP thread nothing.
 */
export interface RunPostRead {
  readonly ok: true;
  readonly kind: 'run-post';
  readonly token: string;
  readonly canonical: string;
  readonly replayHash: string;
  readonly levelKey: string;
  /** An editor level's content hash; undefined for built-in and generated levels. */
  readonly levelHash: string | undefined;
  readonly ticks: number;
  readonly outcome: Outcome;
  readonly player: string;
  readonly recordedAt: string;
  /** The run's identity, its level and input stream (`runIdentity`): equal for a copy. */
  readonly identity: string;
  /** The level document sent with the run, checked against `levelHash`. */
  readonly levelDocument: CheckedDocument | undefined;
}

/** A level link read and its proof re-simulated, in one job. */
export interface LevelLinkRead {
  readonly ok: true;
  readonly level: CheckedDocument;
  readonly proof: {
    readonly canonical: string;
    readonly hash: string;
    readonly player: string;
    readonly recordedAt: string;
    /** The proof's identity as a run of the level (`runIdentity`): a later copy names it. */
    readonly identity: string;
    /** SHA-256 of the proof's course as re-simulated (courseDigest): a disguised copy names it. */
    readonly trajectory: string;
  };
  readonly verdict: ReplayVerdict;
  /** Who the link says made the level, when its maker signed it (checked by publishLevel). */
  readonly author?: LevelAuthor;
}
