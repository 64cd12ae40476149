import { toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { replaySchema } from '../replay/replay-schema';
import { SIM_VERSION } from '../sim';
import {
  boardResponseSchema,
  healthResponseSchema,
  levelResponseSchema,
  postRunRequestDocSchema,
  postRunResponseSchema,
  problemSchema,
  publishLevelRequestSchema,
  runResponseSchema,
  startRequestDocSchema,
  startResponseSchema,
} from './api-schemas';

function schema(source: v.GenericSchema): Record<string, unknown> {
  // Transforms and custom checks have no JSON Schema form; the rest (types, limits, patterns) do.
  const json: Record<string, unknown> = { ...toJsonSchema(source, { errorMode: 'ignore' }) };
  delete json.$schema;
  return json;
}

function json(ref: string) {
  return { 'application/json': { schema: { $ref: `#/components/schemas/${ref}` } } };
}

const problemContent = {
  'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } },
};

function problems(...codes: number[]) {
  return Object.fromEntries(
    codes.map((code) => [
      String(code),
      { description: 'A problem document', content: problemContent },
    ]),
  );
}

/** The OpenAPI 3.1 document of the service, generated from the valibot schemas it checks with. */
export function openApiDocument(): Record<string, unknown> {
  const levelKey = { name: 'levelKey', in: 'path', required: true, schema: { type: 'string' } };
  return {
    openapi: '3.1.0',
    info: {
      title: 'Mythic Maze leaderboard',
      version: '1.0.0',
      description: `Verified runs of Mythic Maze (simulation version ${SIM_VERSION}).`,
    },
    paths: {
      '/api/runs/start': {
        post: {
          summary: 'A single-use start token for a level',
          requestBody: { required: true, content: json('StartRequest') },
          responses: {
            '200': { description: 'A token', content: json('StartResponse') },
            ...problems(400, 413, 422, 429),
          },
        },
      },
      '/api/runs': {
        post: {
          summary: 'Post a replay; it is re-simulated and, if won, ranked',
          requestBody: { required: true, content: json('PostRunRequest') },
          responses: {
            '201': { description: 'Ranked', content: json('PostRunResponse') },
            '200': {
              description: 'This replay was posted before',
              content: json('PostRunResponse'),
            },
            ...problems(400, 409, 413, 422, 429, 503),
          },
        },
      },
      '/api/levels': {
        post: {
          summary:
            "Publish a level made in the editor by its link: the maker's proof is re-simulated and, if it wins, kept as the maker's time",
          requestBody: { required: true, content: json('PublishLevelRequest') },
          responses: {
            '201': { description: 'Published', content: json('Level') },
            '200': { description: 'Published before', content: json('Level') },
            ...problems(400, 413, 422, 429, 503),
          },
        },
      },
      '/api/levels/{hash}': {
        get: {
          summary: 'A stored editor level by its content hash, with its maker',
          parameters: [{ name: 'hash', in: 'path', required: true, schema: { type: 'string' } }],
          responses: {
            '200': { description: 'The level', content: json('Level') },
            ...problems(404),
          },
        },
      },
      '/api/boards/{levelKey}': {
        get: {
          summary: 'A page of a board in ranking order',
          parameters: [
            levelKey,
            { name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 100 } },
            { name: 'offset', in: 'query', schema: { type: 'integer', minimum: 0 } },
            { name: 'simVersion', in: 'query', schema: { type: 'integer', minimum: 1 } },
          ],
          responses: {
            '200': { description: 'The board', content: json('Board') },
            ...problems(400),
          },
        },
      },
      '/api/runs/{id}': {
        get: {
          summary: 'A stored run',
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
          responses: { '200': { description: 'The run', content: json('Run') }, ...problems(404) },
        },
      },
      '/api/replays/{hash}': {
        get: {
          summary: 'A canonical replay by the SHA-256 of its text',
          parameters: [{ name: 'hash', in: 'path', required: true, schema: { type: 'string' } }],
          responses: {
            '200': { description: 'The replay', content: json('Replay') },
            ...problems(404),
          },
        },
      },
      '/api/health': {
        get: {
          summary: 'Database reachable, verifier pool alive, simVersion',
          responses: {
            '200': { description: 'Healthy', content: json('Health') },
            '503': { description: 'Unhealthy', content: json('Health') },
          },
        },
      },
    },
    components: {
      schemas: {
        StartRequest: schema(startRequestDocSchema),
        StartResponse: schema(startResponseSchema),
        PostRunRequest: schema(postRunRequestDocSchema),
        PostRunResponse: schema(postRunResponseSchema),
        Board: schema(boardResponseSchema),
        PublishLevelRequest: schema(publishLevelRequestSchema),
        Level: schema(levelResponseSchema),
        Run: schema(runResponseSchema),
        Health: schema(healthResponseSchema),
        Problem: schema(problemSchema),
        Replay: schema(replaySchema),
      },
    },
  };
}
