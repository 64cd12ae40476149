/**
 * Every declared operation, fed hostile bodies, queries and path parameters, with valid
 * credentials so that the requests get past the cheap refusals, never answers 5xx (a 503 of a
 * busy verifier is declared, and allowed). LEADERBOARD_TEST_DATABASE_URL runs it on PostgreSQL,
 * where a cursor outside its column and a NUL in a report once answered 500. Each operation gets
 * OPERATION_FUZZ_RUNS cases (default 40); a failure names the request fast-check shrank it to.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { OPERATIONS, type Operation } from '../../src/api/operations';
import { OPENAPI_EXAMPLES } from '../../src/server/meta/openapi-examples';
import { addOperator } from './support/moderation-kit';
import { freshStorage, startTestService, type TestService } from './support/service-harness';

const RUNS = Number(process.env.OPERATION_FUZZ_RUNS ?? '40');

let service: TestService;
let playerKey: string;
let operatorCode: string;
beforeAll(async () => {
  const storage = await freshStorage();
  service = await startTestService({
    storage,
    env: {
      LEADERBOARD_VERIFIER_THREADS: '1',
      LEADERBOARD_POSTS_PER_MINUTE: '100000',
      LEADERBOARD_CLAIMS_PER_MINUTE: '100000',
      LEADERBOARD_REPORTS_PER_MINUTE: '100000',
    },
  });
  playerKey = await service.keyOf('Fuzzer');
  // The players the documented examples name, so that their reports and actions find a target.
  await service.keyOf('Daedalus');
  await service.keyOf('Theseus');
  operatorCode = await addOperator(storage, 'fuzz-operator');
});
afterAll(async () => {
  await service.close();
});

/** Text a request may carry that a database or a parser may choke on. */
const hostileText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\ud800',
    '\udfff x',
    '1e300',
    '-1',
    '1.5',
    '9223372036854775808',
    '2147483648',
    '-0',
    'NaN',
    '../../etc/passwd',
    '%00',
    "'; drop table runs; --",
    'a'.repeat(5000),
    'ｍａｋｅｒ',
    '0'.repeat(64),
    'level:first-steps',
    'hash:' + 'a'.repeat(64),
  ),
);

const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(2 ** 31, 2 ** 53, 2 ** 63, 1e300, -1e300, -1, 0, 0.5, Number.MAX_SAFE_INTEGER),
);

const hostileLeaf = fc.oneof(hostileText, hostileNumber, fc.boolean(), fc.constant(null));

/** Any JSON value, small, built of hostile leaves. */
const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileLeaf,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.string({ maxLength: 8 }), tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** The keys an object schema names, if it is one. */
function keysOf(schema: v.GenericSchema | undefined): string[] {
  if (schema === undefined || !('entries' in schema)) return [];
  const entries: unknown = schema.entries;
  return typeof entries === 'object' && entries !== null ? Object.keys(entries) : [];
}

/** `seed` with the value at one path (chosen by `pick`) replaced by `value`. */
function replaced(seed: unknown, pick: number, value: unknown): unknown {
  if (typeof seed !== 'object' || seed === null) return value;
  const entries: [string, unknown][] = Object.entries(seed);
  if (entries.length === 0) return value;
  const index = pick % (entries.length + 1);
  if (index === entries.length) return value;
  const copy = { ...(seed as Record<string, unknown>) };
  const [key, inner]: [string, unknown] = entries[index] ?? ['', null];
  copy[key] = replaced(inner, Math.floor(pick / (entries.length + 1)), value);
  return copy;
}

/** Bodies for `op`: its documented examples with a part replaced, its keys with any values, or anything. */
function bodies(op: Operation): fc.Arbitrary<unknown> {
  const seeds = Object.values(OPENAPI_EXAMPLES[op.id] ?? {})
    .map((example) => example.value)
    .filter((value) => typeof value === 'object' && value !== null);
  const keys = keysOf(op.body?.schema);
  const shaped = fc.record(Object.fromEntries(keys.map((key) => [key, hostileValue])), {
    requiredKeys: [],
  });
  const mutated =
    seeds.length === 0
      ? shaped
      : fc
          .tuple(fc.constantFrom(...seeds), fc.nat(), hostileValue)
          .map(([seed, pick, value]) => replaced(seed, pick, value));
  return fc.oneof(mutated, shaped, hostileValue);
}

/** Queries for `op`: any of its declared keys, each with hostile text. */
function queries(op: Operation): fc.Arbitrary<Record<string, string>> {
  const keys = keysOf(op.query);
  return fc.record(Object.fromEntries(keys.map((key) => [key, hostileText])), {
    requiredKeys: [],
  }) as fc.Arbitrary<Record<string, string>>;
}

/** Path parameters: hostile text, or text shaped like a real hash or id. */
const param = fc.oneof(
  hostileText.filter((text) => text !== ''),
  fc.stringMatching(/^[0-9a-f]{64}$/),
  fc.stringMatching(/^[A-Za-z0-9_-]{16}$/),
);

/**
 * A path parameter as sent: percent-encoded, and a lone surrogate (which UTF-8 cannot encode) as
 * the bytes of one anyway (`%ED%A0%80`), which no valid UTF-8 decoder accepts.
 */
function pathPart(text: string): string {
  return Array.from(text, (char) => char)
    .map((char) => {
      const code = char.codePointAt(0) ?? 0;
      if (code < 0xd800 || code > 0xdfff) return encodeURIComponent(char);
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    })
    .join('');
}

interface Sent {
  readonly method: string;
  readonly url: string;
  readonly body: string | undefined;
}

function request(
  op: Operation,
  params: string[],
  query: Record<string, string>,
  body: unknown,
): Sent {
  let index = 0;
  const path = op.path.replace(/\{[^}]+\}/g, () => pathPart(params[index++] ?? 'x'));
  const search = new URLSearchParams(query).toString();
  return {
    method: op.method.toUpperCase(),
    url: `${service.url}${path}${search === '' ? '' : `?${search}`}`,
    body: op.method === 'get' ? undefined : JSON.stringify(body),
  };
}

async function statusOf(op: Operation, sent: Sent): Promise<number> {
  const bearer = op.credential === 'operator' ? operatorCode : playerKey;
  const answer = await fetch(sent.url, {
    method: sent.method,
    headers: {
      'content-type': 'application/json',
      ...(op.credential === undefined ? {} : { authorization: `Bearer ${bearer}` }),
    },
    ...(sent.body === undefined ? {} : { body: sent.body }),
  });
  await answer.arrayBuffer();
  return answer.status;
}

/** Every string leaf of `value` in turn replaced by `text`: one value per leaf. */
function eachTextLeaf(value: unknown, text: string): unknown[] {
  if (typeof value === 'string') return [text];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    eachTextLeaf(inner, text).map((swapped) => ({ ...value, [key]: swapped })),
  );
}

describe('text no database can store, in every text field of every documented request', () => {
  it.each(OPERATIONS.map((op): [string, Operation] => [op.id, op]))(
    '%s answers no 5xx',
    async (_id, op) => {
      const seeds = Object.values(OPENAPI_EXAMPLES[op.id] ?? {}).map((example) => example.value);
      const statuses: string[] = [];
      for (const seed of op.body === undefined ? [] : seeds) {
        for (const text of ['a\u0000b', 'x\ud800', '\udc00']) {
          for (const body of eachTextLeaf(seed, text)) {
            const sent = request(op, ['x', 'x', 'x'], {}, body);
            statuses.push(`${String(await statusOf(op, sent))} ${sent.body ?? ''}`);
          }
        }
      }
      expect(statuses.filter((line) => line.startsWith('5'))).toEqual([]);
    },
  );
});

describe('every declared operation under hostile input', () => {
  it('covers every operation of the contract', () => {
    expect(OPERATIONS.length).toBeGreaterThanOrEqual(19);
  });

  it.each(OPERATIONS.map((op): [string, Operation] => [op.id, op]))(
    '%s answers no 5xx but a declared 503',
    async (_id, op) => {
      const arbitrary = fc.tuple(
        fc.array(param, { minLength: 3, maxLength: 3 }),
        queries(op),
        bodies(op),
      );
      await fc.assert(
        fc.asyncProperty(arbitrary, async ([params, query, body]) => {
          const sent = request(op, params, query, body);
          const status = await statusOf(op, sent);
          const declared503 = status === 503 && ('unavailable' in op.refusals || 503 in op.answers);
          expect(status < 500 || declared503, `${status} to ${JSON.stringify(sent)}`).toBe(true);
        }),
        { numRuns: RUNS },
      );
    },
    120_000,
  );
});
