import type { Refusal } from '../../api/refusal';
import type { ReplayVerdict } from '../../replay';
import type {
  CheckedDocument,
  LevelLinkRead,
  ReadProblem,
  RunPostRead,
} from '../decode/request-reads';

/**
 * A re-simulation's verdict, with the fewest ticks any win of that level takes; the verdict is
 * null when the replay claims a win in fewer (it is not re-simulated).
 */
export interface VerifyAnswer {
  readonly verdict: ReplayVerdict | null;
  /**
   * The SHA-256 (hex) of the re-simulated run's course: the hash of what can be seen of its
   * state after every tick (`seenStateHash`). Null with a null verdict.
   */
  readonly trajectory: string | null;
  readonly levelKey: string;
  readonly minWinTicks: number;
}

/** What a verifier worker is asked to do. */
export type WorkerJob =
  | {
      readonly kind: 'verify';
      readonly canonical: string;
      /** For an editor level, the canonical JSON of its level document. */
      readonly levelDocument?: string;
      /**
       * True when `canonical` was encoded by this service from a replay it decoded and checked
       * as it read the post (`readRunPost`): the worker parses it without checking it again
       * (encodeReplay's text decodes to an equal replay). A replay read from the database is
       * decoded and checked in the worker.
       */
      readonly checked?: true;
    }
  | { readonly kind: 'read-post'; readonly body: string; readonly tickCap: number }
  | {
      readonly kind: 'check-level';
      readonly document: unknown;
      readonly field: string;
      readonly hash: string;
    }
  | { readonly kind: 'publish'; readonly link: string; readonly tickCap: number }
  | { readonly kind: 'hold'; readonly holdMs: number };

/** Each job's answer. */
export interface WorkerAnswers {
  readonly verify: VerifyAnswer;
  readonly 'read-post': RunPostRead | ReadProblem;
  readonly 'check-level': CheckedDocument | Refusal;
  readonly publish: LevelLinkRead | Refusal;
  readonly hold: null;
}

/** A job with the slot its worker reports its start in (see JobSlots). */
export interface JobEnvelope {
  readonly job: WorkerJob;
  readonly slot: number;
}
