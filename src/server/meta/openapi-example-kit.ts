/** What the examples of the OpenAPI document are made of, shared by the files that hold them. */
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ProblemKind } from '../../api';
import { SIM_VERSION } from '../../sim';
import { problem } from '../http/answers';

/**
 * What the `token` of an example post stands for: a token from POST /api/runs/start for the
 * replay's level, issued at least the run's game time before the post, to the key the post is
 * sent with (or to the one its `x-token-key` names).
 */
export const TOKEN_PLACEHOLDER = '<a token from POST /api/runs/start>';

/**
 * The extension of a request example naming the player (claimed by an example before it) whose
 * key is sent with it as `Authorization: Bearer <key>`; null: no key is sent.
 */
export const KEY_EXTENSION = 'x-key';

/**
 * The extension of a post example naming the player (claimed by an example before it) whose key
 * started its token, when that is not the key sent: a token is spent only with its own key.
 */
export const TOKEN_KEY_EXTENSION = 'x-token-key';

/** One example: the request's body (or path parameter), its status, and the answer. */
export interface Example {
  readonly summary: string;
  readonly value: unknown;
  readonly status: ContentfulStatusCode;
  readonly answer: unknown;
  /** For an operation that needs a key: whose key is sent (a name claimed above), or null. */
  readonly key?: string | null;
  /** For a post: whose key started its token, when not the key sent (`x-token-key`). */
  readonly tokenKey?: string;
}

/** Examples of a set of operations, keyed by example name. */
export type Examples = Readonly<Record<string, Example>>;

/** An example's refusal: its status, and the problem document word for word. */
export function refusal(
  kind: ProblemKind,
  status: ContentfulStatusCode,
  field: string,
  text: string,
): { status: ContentfulStatusCode; answer: unknown } {
  return { status, answer: problem(kind, status, { field, problem: text }) };
}

/** The refusal of a game of another simulation version: the service says its own. */
export function otherVersion(field: string, text: string): { status: 409; answer: unknown } {
  return {
    status: 409,
    answer: problem('version-mismatch', 409, { field, problem: text, simVersion: SIM_VERSION }),
  };
}
