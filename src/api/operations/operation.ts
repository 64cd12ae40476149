import type * as v from 'valibot';
import type { RefusalKind } from '../refusal';

/** The methods the service takes. */
export type Method = 'get' | 'post' | 'put' | 'patch';

/** The kinds of request counted per address, each against its own limit. */
export type RateKind = 'start' | 'post' | 'claim' | 'report' | 'room';

/**
 * What authorizes a request, checked before its body is read: a player's key not banned (401
 * without one, 403 for a banned one), any key a player holds, banned or not (`key-holder`: who
 * is this key, 401), or an operator code (401; 403 for a player's key).
 */
export type Credential = 'player' | 'key-holder' | 'operator';

/** The largest body an operation takes, and what that size holds (said in its 413). */
export interface BodyLimit {
  readonly bytes: number;
  /** What a body of that size holds: "a report or an action needs". */
  readonly holds: string;
}

/** A success the operation answers with: its body's schema and what it means. */
export interface OperationAnswer {
  readonly description: string;
  readonly schema: v.GenericSchema;
}

/**
 * One HTTP operation of the service, declared once: the service registers its handler from it
 * and refuses any refusal it does not declare, the OpenAPI document is generated from it, and
 * every client builds its requests from it.
 */
export interface Operation {
  /** The operationId, and the key of its examples. */
  readonly id: string;
  readonly method: Method;
  /** The path as OpenAPI writes it (`/api/runs/{id}`). */
  readonly path: string;
  readonly summary: string;
  /** The path parameters, as documented. */
  readonly params?: v.GenericSchema;
  /**
   * True when the parameters are checked by `params` (400 naming the one at fault) before the
   * handler; otherwise the handler's use case reads them, and a text no resource can have is 404.
   */
  readonly checkParams?: boolean;
  readonly query?: v.GenericSchema;
  /** The JSON body and its schema; `text` when the handler reads the text itself (a long post). */
  readonly body?: { readonly schema: v.GenericSchema; readonly read?: 'text' };
  /** The largest body taken: a larger one is 413 before it is read. */
  readonly bodyLimit?: BodyLimit;
  /** The limit per address the request counts against (429 past it). */
  readonly rate?: RateKind;
  /** The limit per player key the request counts against as well (429 past it). */
  readonly rateKey?: 'report-key';
  readonly credential?: Credential;
  /** Each success status and its answer. */
  readonly answers: Readonly<Partial<Record<200 | 201 | 503, OperationAnswer>>>;
  /** Each refusal the handler may give, and when. */
  readonly refusals: Readonly<Partial<Record<RefusalKind, string>>>;
}

/** An operation, its literal types kept (its path, its schemas) for typed handlers and calls. */
export function operation<const O extends Operation>(op: O): O {
  return op;
}

/** The values a request fills in: its path parameters, its query and its body. */
export interface OperationInput {
  readonly params?: Readonly<Record<string, string>>;
  readonly query?: Readonly<Record<string, string | undefined>>;
  readonly body?: unknown;
}

/** What a request of `O` is sent with: its parameters, query and body, typed by its schemas. */
export type InputOf<O extends Operation> = (O['params'] extends v.GenericSchema
  ? { readonly params: Readonly<Record<keyof v.InferInput<O['params']>, string>> }
  : unknown) &
  (O['query'] extends v.GenericSchema
    ? { readonly query?: Partial<Readonly<Record<keyof v.InferInput<O['query']>, string>>> }
    : unknown) &
  (O['body'] extends { readonly schema: infer S extends v.GenericSchema }
    ? { readonly body: v.InferInput<S> }
    : unknown);

/**
 * The path and query of a request of `op`: each `{parameter}` filled in, encoded; the query's
 * entries in their order, those undefined left out.
 */
export function operationPath(op: Pick<Operation, 'path'>, input: OperationInput = {}): string {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = input.params?.[name];
    if (value === undefined) throw new TypeError(`${op.path} needs its ${name}`);
    return encodeURIComponent(value);
  });
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(input.query ?? {})) {
    if (value !== undefined) query.set(name, value);
  }
  const text = query.toString();
  return text === '' ? path : `${path}?${text}`;
}
