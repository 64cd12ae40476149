/** What an operation's handler is given and answers: the types every route module's handlers take. */
import type { Context } from 'hono';
import type * as v from 'valibot';
import type { Operation, OPERATIONS } from '../../api/operations';
import type { Refusal } from '../service/refusal';
import type { Player } from '../store/player-store';
import type { Answered } from './answers';

type ParamsOf<O> = O extends { readonly params: infer S extends v.GenericSchema }
  ? Readonly<Record<keyof v.InferInput<S>, string>>
  : Readonly<Record<string, never>>;

type QueryOf<O> = O extends { readonly query: infer S extends v.GenericSchema }
  ? v.InferOutput<S>
  : undefined;

type BodyOf<O> = O extends { readonly body: { readonly read: 'text' } }
  ? string
  : O extends { readonly body: { readonly schema: infer S extends v.GenericSchema } }
    ? v.InferOutput<S>
    : undefined;

type CallerOf<O> = O extends { readonly credential: 'player' | 'key-holder' }
  ? { readonly player: Player }
  : O extends { readonly credential: 'operator' }
    ? { readonly operator: { readonly name: string } }
    : unknown;

/**
 * A request of operation `O`, read as far as its declaration says: its body by its schema (or
 * its text), its query, its path parameters (checked or as sent), who sent it, and the player or
 * operator its credential names.
 */
export type Received<O extends Operation> = {
  readonly c: Context;
  /** The client's address: the rate limits' key, and whose verification jobs are its. */
  readonly sender: string;
  readonly params: ParamsOf<O>;
  readonly query: QueryOf<O>;
  readonly body: BodyOf<O>;
} & CallerOf<O>;

/**
 * What a handler answers: a use case's outcome (mapped to its status once, in answers.ts), or a
 * response of its own (a board with its ETag, a replay's text, health).
 */
export type HandlerOutcome = Answered | Refusal | Response;

/** The handler of operation `O`. */
export type Handler<O extends Operation> = (request: Received<O>) => Promise<HandlerOutcome>;

/** Every operation of the contract, by its id. */
type Declared = (typeof OPERATIONS)[number];

/** The id of an operation. */
export type OperationId = Declared['id'];

/** A handler for each operation: missing one is a type error where they are put together. */
export type Handlers = { readonly [Id in OperationId]: Handler<Extract<Declared, { id: Id }>> };
