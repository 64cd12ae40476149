import * as v from 'valibot';
// The files of src/api, not its index: the game's bundle takes only what it uses.
import {
  operationPath,
  type InputOf,
  type Operation,
  type OperationInput,
} from '../../api/operations/operation';
import { problemSchema } from '../../api/problems';
import type { MessageDescriptor } from '../text/message-descriptor';
import { noAnswerMessage, problemKind, refusalMessage } from './refusal-text';

/** The part of a fetch Response the client reads (the page's, or a test's fake). */
export interface ResponseLike {
  readonly status: number;
  text(): Promise<string>;
}

/** The part of `fetch` the client uses; main hands in the page's, tests a fake or the app's. */
export type FetchLike = (
  url: string,
  init?: {
    readonly method?: string;
    readonly headers?: Record<string, string>;
    readonly body?: string;
  },
) => Promise<ResponseLike>;

/**
 * What a request to the service came to, when it did not succeed. `unreachable` is worth retrying
 * later: no answer, a 5xx, a 429, or an answer the game cannot read (one that does not parse with
 * the contract's schema in src/api: a proxy's page, a service of another version). `refused` is
 * the service's final word, its reason a message from its problem document's kind. Either is shown
 * to the player with its reason, written in the language on screen; the client never throws.
 */
export type ServiceFailure =
  | { readonly kind: 'unreachable'; readonly reason: MessageDescriptor }
  | {
      readonly kind: 'refused';
      readonly status: number;
      readonly reason: MessageDescriptor;
      /** The simulation version the service runs, when it refused for the game's version. */
      readonly serviceVersion?: number;
      /** The problem's kind, the fragment of its `type` (`not-played`), when it names one. */
      readonly problem?: string;
    };

/** A 2xx answer as the client received it. */
export interface Received {
  readonly kind: 'ok';
  readonly status: number;
  readonly body: unknown;
  readonly text: string;
}

/**
 * One call of an operation of the contract (src/api/operations): its path parameters, query and
 * body, typed by the operation's schemas, and the credential that goes with it.
 */
export type OperationCall<O extends Operation> = InputOf<O> & {
  /** A player's key or an operator code, sent as `authorization: Bearer <credential>`. */
  readonly credential?: string;
};

/** What a call came to: an answer, whatever its status, or no answer and why. */
export type Reply =
  | { readonly kind: 'answer'; readonly status: number; readonly text: string }
  | { readonly kind: 'no-answer'; readonly error: unknown };

/**
 * Sends one request of `op` through `fetch` to the service at `base` ('' for the page's own):
 * its method and path from the operation, its body as JSON. Every client of the service (the
 * game's and the operator console's) calls through here. It never throws.
 */
export async function callOperation<O extends Operation>(
  fetch: FetchLike,
  base: string,
  op: O,
  call: OperationCall<O>,
): Promise<Reply> {
  const { credential } = call;
  const body = (call as { readonly body?: unknown }).body;
  const headers: Record<string, string> = {
    ...(credential === undefined ? {} : { authorization: `Bearer ${credential}` }),
    ...(op.body === undefined ? {} : { 'content-type': 'application/json' }),
  };
  try {
    const response = await fetch(`${base}${operationPath(op, call as OperationInput)}`, {
      method: op.method.toUpperCase(),
      headers,
      ...(op.body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { kind: 'answer', status: response.status, text: await response.text() };
  } catch (error) {
    return { kind: 'no-answer', error };
  }
}

const problemAnswer = v.partial(v.pick(problemSchema, ['simVersion']));

/** The statuses of an answer that created something (201) or found it there already (200). */
export const CREATED_OR_KNOWN: readonly number[] = [200, 201];

/**
 * Calls `op` and reads its answer: a 2xx is `ok` (its body parsed as JSON unless `raw`, and its
 * text); anything else is the failure it came to. It never throws.
 */
export async function askService<O extends Operation>(
  fetch: FetchLike,
  base: string,
  op: O,
  call: OperationCall<O> & { readonly raw?: boolean },
): Promise<Received | ServiceFailure> {
  const reply = await callOperation(fetch, base, op, call);
  if (reply.kind === 'no-answer') {
    return { kind: 'unreachable', reason: noAnswerMessage(describe(reply.error)) };
  }
  const { status, text } = reply;
  const parsed = call.raw === true && status < 300 ? undefined : jsonOf(text);
  if (status >= 200 && status < 300) return { kind: 'ok', status, body: parsed, text };
  const kind = problemKind(parsed);
  const reason = refusalMessage(kind, status);
  if (status >= 500 || status === 429 || status === 408) return { kind: 'unreachable', reason };
  const problem = v.safeParse(problemAnswer, parsed);
  const serviceVersion = problem.success ? problem.output.simVersion : undefined;
  return {
    kind: 'refused',
    status,
    reason,
    ...(serviceVersion === undefined ? {} : { serviceVersion }),
    ...(kind === undefined ? {} : { problem: kind }),
  };
}

/** A text read as JSON, or undefined when it is not JSON. */
export function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * An answer read with its schema: the value and its status; or the failure it came to, which an
 * answer that does not parse (or comes with a status outside `statuses`) is too: unreadable,
 * retried like no answer, with `reason` for the player.
 */
export function readAnswer<S extends v.GenericSchema>(
  answer: Received | ServiceFailure,
  schema: S,
  reason: MessageDescriptor,
  statuses?: readonly number[],
): { kind: 'read'; status: number; value: v.InferOutput<S> } | ServiceFailure {
  if (answer.kind !== 'ok') return answer;
  const parsed = v.safeParse(schema, answer.body);
  if (!parsed.success || (statuses !== undefined && !statuses.includes(answer.status))) {
    return { kind: 'unreachable', reason };
  }
  return { kind: 'read', status: answer.status, value: parsed.output };
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
