import type { Replay } from '../../replay/format';

/** The winning playtest replay of one content of the draft: the proof a link carries. */
export interface Proof {
  /** The content hash of the level it won (`levelDocumentHash`), which its replay names. */
  readonly hash: string;
  readonly replay: Replay;
  readonly finalTimeTicks: number;
}

/**
 * Most winning playtests kept, each for the content it won: an edit and its undo (or the same
 * edit made again by hand) find their proof again. Replays are small; this bounds a long session.
 */
export const MAX_KEPT_PROOFS = 32;

/** The proofs of an editor session by the content hash they won, the oldest dropped first. */
export class KeptProofs {
  /** Oldest first (at most MAX_KEPT_PROOFS). */
  readonly #proofs = new Map<string, Proof>();

  /** The proof of the content `hash`, if a playtest won it. */
  get(hash: string): Proof | undefined {
    return this.#proofs.get(hash);
  }

  /** Keeps `proof` as the newest, dropping the oldest past MAX_KEPT_PROOFS. */
  keep(proof: Proof): void {
    this.#proofs.delete(proof.hash);
    this.#proofs.set(proof.hash, proof);
    for (const old of this.#proofs.keys()) {
      if (this.#proofs.size <= MAX_KEPT_PROOFS) break;
      this.#proofs.delete(old);
    }
  }
}
