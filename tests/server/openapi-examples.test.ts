import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  boardResponse,
  healthResponse,
  levelResponse,
  nameResponse,
  playerRunsResponse,
  playerClaimedResponse,
  problemSchema,
  replayResponse,
  reportResponse,
  runPostedResponse,
  runResponse,
  startRunResponse,
} from '../../src/api';
import {
  KEY_EXTENSION,
  TOKEN_KEY_EXTENSION,
  TOKEN_PLACEHOLDER,
} from '../../src/server/meta/openapi-example-kit';
import { startTestService, type TestService } from './support/service-harness';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
  // The example replays were recorded on this day: their tokens are asked for before that.
  service.now = Date.parse('2026-03-14T09:00:00.000Z');
});
afterAll(async () => {
  await service.close();
});

/** The schemas of the contract, by the component names of the document. */
const SCHEMAS: Readonly<Record<string, v.GenericSchema>> = {
  PlayerClaimed: playerClaimedResponse,
  Name: nameResponse,
  PlayerRuns: playerRunsResponse,
  StartResponse: startRunResponse,
  PostRunResponse: runPostedResponse,
  Level: levelResponse,
  Board: boardResponse,
  Run: runResponse,
  Health: healthResponse,
  Replay: replayResponse,
  Problem: problemSchema,
  ReportResponse: reportResponse,
};

interface Named {
  readonly summary: string;
  readonly value: unknown;
  readonly [KEY_EXTENSION]?: string | null;
  readonly [TOKEN_KEY_EXTENSION]?: string;
}
interface Content {
  readonly schema: { readonly $ref: string };
  readonly examples?: Readonly<Record<string, Named>>;
}
interface OperationDoc {
  readonly parameters?: readonly {
    readonly in: string;
    readonly examples?: Record<string, Named>;
  }[];
  readonly requestBody?: { readonly content: Record<string, Content> };
  readonly responses: Readonly<Record<string, { readonly content: Record<string, Content> }>>;
}
interface OpenApi {
  readonly paths: Readonly<Record<string, Readonly<Record<string, OperationDoc>>>>;
}

/** One documented example: the request to send, and the answer the document promises. */
interface Case {
  readonly name: string;
  readonly method: string;
  readonly path: string;
  readonly body?: unknown;
  /** Whose key is sent (a name claimed by an earlier example); null or absent: none. */
  readonly key?: string | null;
  /** Whose key starts the token that fills a placeholder, when not the key sent. */
  readonly tokenKey?: string;
  readonly status: number;
  readonly schema: string;
  readonly answer: unknown;
}

/** The example named `name` among an operation's answers: its status, schema and value. */
function documentedAnswer(op: OperationDoc, name: string) {
  for (const [status, response] of Object.entries(op.responses)) {
    for (const content of Object.values(response.content)) {
      const example = content.examples?.[name];
      if (example !== undefined) {
        const schema = content.schema.$ref.replace('#/components/schemas/', '');
        return { status: Number(status), schema, answer: example.value };
      }
    }
  }
  throw new Error(`example ${name} has no documented answer`);
}

/** Every example of the document, in document order. */
function casesOf(doc: OpenApi): Case[] {
  const cases: Case[] = [];
  for (const [route, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      const bodies = op.requestBody?.content['application/json']?.examples ?? {};
      for (const [name, example] of Object.entries(bodies)) {
        cases.push({
          name,
          method,
          path: route,
          body: example.value,
          key: example[KEY_EXTENSION],
          tokenKey: example[TOKEN_KEY_EXTENSION],
          ...documentedAnswer(op, name),
        });
      }
      const param = op.parameters?.find((p) => p.in === 'path' && p.examples !== undefined);
      for (const [name, example] of Object.entries(param?.examples ?? {})) {
        const path = route.replace(/\{\w+\}/, encodeURIComponent(String(example.value)));
        cases.push({ name, method, path, ...documentedAnswer(op, name) });
      }
    }
  }
  return cases;
}

/** The keys the claim examples were answered with, by name. */
const keys = new Map<string, string>();
/** The run ids the service gave the posted examples, by the run id their answers document. */
const runIds = new Map<string, string>();

/**
 * Sends a documented request: a token placeholder becomes a token asked for the replay's level
 * with the key sent (or the one `x-token-key` names), and the key of the player the example
 * names (claimed by an example before) goes with it.
 */
async function send(example: Case): Promise<Response> {
  if (example.method === 'get') {
    const [documented, given] = [...runIds].find(([id]) => example.path.endsWith(`/${id}`)) ?? [];
    if (documented === undefined || given === undefined) return service.get(example.path);
    return service.get(example.path.replace(documented, given));
  }
  const body = example.body as { token?: string; replay?: { level: unknown } };
  const key = example.key == null ? undefined : keys.get(example.key);
  if (example.key != null && key === undefined) throw new Error(`no key of ${example.key} yet`);
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    ...(key === undefined ? {} : { authorization: `Bearer ${key}` }),
  };
  let sent = example.body;
  if (body.token === TOKEN_PLACEHOLDER && body.replay !== undefined) {
    const starter = keys.get(example.tokenKey ?? example.key ?? 'Theseus');
    if (starter === undefined) throw new Error(`no key to start ${example.name}'s token with`);
    const token = await service.token(body.replay.level, { key: starter });
    service.now += 2 * 60 * 60 * 1000;
    sent = { ...body, token };
  }
  const answer = await fetch(`${service.url}${example.path}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(sent),
  });
  if (example.path === '/api/players' && answer.status === 201) {
    const claimed = (await answer.clone().json()) as { name: string; key: string };
    keys.set(claimed.name, claimed.key);
  }
  if (example.path === '/api/runs' && answer.status === 201) {
    const { runId } = (await answer.clone().json()) as { runId: string };
    runIds.set((example.answer as { runId: string }).runId, runId);
  }
  return answer;
}

describe('the examples of the OpenAPI document', () => {
  it('each get the documented status and an answer of the documented schema', async () => {
    const doc = (await (await service.get('/api/openapi.json')).json()) as OpenApi;
    const cases = casesOf(doc);
    // Not a vacuous pass: every operation but health has examples, answered and refused.
    expect(cases.length).toBeGreaterThanOrEqual(29);
    expect(new Set(cases.map((c) => c.status))).toEqual(
      new Set([200, 201, 400, 401, 404, 409, 422]),
    );
    for (const example of cases) {
      const label = `${example.method.toUpperCase()} ${example.path.slice(0, 60)} (${example.name})`;
      const answer = await send(example);
      expect(answer.status, label).toBe(example.status);
      const body = JSON.parse(await answer.text()) as unknown;
      const schema = SCHEMAS[example.schema];
      if (schema === undefined) throw new Error(`no schema ${example.schema}`);
      expect(v.is(schema, body), label).toBe(true);
      expect(v.is(schema, example.answer), `${label}: the documented answer`).toBe(true);
      // A problem is documented word for word; a success by its fields (tokens and ids vary).
      if (example.schema === 'Problem') expect(body, label).toEqual(example.answer);
      else
        expect(Object.keys(body as object).sort(), label).toEqual(
          Object.keys(example.answer as object).sort(),
        );
    }
  });
});
