import { toJsonSchemaDefs, type JsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { OPERATIONS, type Operation } from '../../api/operations';
import { SIM_VERSION } from '../../sim';
import {
  KEY_EXTENSION,
  TOKEN_KEY_EXTENSION,
  TOKEN_PLACEHOLDER,
  type Example,
} from './openapi-example-kit';
import { OPENAPI_EXAMPLES } from './openapi-examples';
import { problemAnswers } from './openapi-problems';
import { COMPONENTS, CONVERSION, componentOf, componentRef } from './openapi-components';

/**
 * The examples of an operation, as OpenAPI request (or parameter) examples; one of an operation
 * that needs a key says whose (`x-key`: the name claimed above whose key is sent; null: none),
 * and a post whose token another key started says whose (`x-token-key`).
 */
function requestsOf(examples: Readonly<Record<string, Example>>) {
  return Object.fromEntries(
    Object.entries(examples).map(([name, e]) => [
      name,
      {
        summary: e.summary,
        value: e.value,
        ...(e.key === undefined ? {} : { [KEY_EXTENSION]: e.key }),
        ...(e.tokenKey === undefined ? {} : { [TOKEN_KEY_EXTENSION]: e.tokenKey }),
      },
    ]),
  );
}

/**
 * The parameters a schema of the contract reads from the path or the query, one per entry; the
 * operation's examples, when it has no body, are values of its (one) path parameter.
 */
function parameters(
  where: 'path' | 'query',
  schema: v.GenericSchema,
  examples: Readonly<Record<string, Example>> = {},
) {
  const json = toJsonSchemaDefs({ parameters: schema }, CONVERSION).parameters as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  const shown = Object.keys(examples).length === 0 ? {} : { examples: requestsOf(examples) };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (json.required ?? []).includes(name),
    schema: property,
    ...(where === 'path' ? shown : {}),
  }));
}

function content(type: string, schema: string, examples?: Record<string, unknown>) {
  return {
    [type]: {
      schema: { $ref: componentRef(schema) },
      ...(examples === undefined ? {} : { examples }),
    },
  };
}

/** The examples of an operation answered with `status`, as OpenAPI response examples. */
function answersWith(examples: Readonly<Record<string, Example>>, status: number) {
  const named = Object.entries(examples).filter(([, example]) => example.status === status);
  if (named.length === 0) return undefined;
  return Object.fromEntries(
    named.map(([name, e]) => [name, { summary: e.summary, value: e.answer }]),
  );
}

/** The answers of an operation by status: its successes, then its problems. */
function responsesOf(op: Operation, examples: Readonly<Record<string, Example>>) {
  const answers: [number, { description: string; schema: string }][] = [
    ...Object.entries(op.answers).map(
      ([status, answer]): [number, { description: string; schema: string }] => [
        Number(status),
        { description: answer.description, schema: componentOf(answer.schema) },
      ],
    ),
    ...[...problemAnswers(op)].map(
      ([status, description]): [number, { description: string; schema: string }] => [
        status,
        { description, schema: 'Problem' },
      ],
    ),
  ];
  return Object.fromEntries(
    answers.map(([status, answer]) => {
      const type = answer.schema === 'Problem' ? 'application/problem+json' : 'application/json';
      const shown = answersWith(examples, status);
      return [
        status,
        { description: answer.description, content: content(type, answer.schema, shown) },
      ];
    }),
  );
}

/** One operation of the document, its examples placed on its request and its answers. */
function operation(op: Operation, examples: Readonly<Record<string, Example>>) {
  const params = [
    ...(op.params === undefined ? [] : parameters('path', op.params, op.body ? {} : examples)),
    ...(op.query === undefined ? [] : parameters('query', op.query)),
  ];
  const hasExamples = Object.keys(examples).length > 0;
  const security =
    op.credential === undefined
      ? {}
      : { security: [{ [op.credential === 'operator' ? 'operatorCode' : 'playerKey']: [] }] };
  return {
    operationId: op.id,
    summary: op.summary,
    ...security,
    ...(params.length === 0 ? {} : { parameters: params }),
    ...(op.body === undefined
      ? {}
      : {
          requestBody: {
            required: true,
            content: content(
              'application/json',
              componentOf(op.body.schema),
              hasExamples ? requestsOf(examples) : undefined,
            ),
          },
        }),
    responses: responsesOf(op, examples),
  };
}

/** The OpenAPI 3.1 document of the service, generated from the schemas it validates with. */
export function openApiDocument(): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of OPERATIONS as readonly Operation[]) {
    const examples = OPENAPI_EXAMPLES[op.id] ?? {};
    paths[op.path] = { ...paths[op.path], [op.method]: operation(op, examples) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Mythic Maze leaderboard',
      version: '1.0.0',
      description: `Verified runs of Mythic Maze (simulation version ${SIM_VERSION}). The examples are meant to be tried in document order against a fresh service whose clock reads the replays' recording day; a token written ${JSON.stringify(TOKEN_PLACEHOLDER)} stands for one asked for the replay's level, at least the run's game time before and before its recordedAt, with the key the example is sent with (or the one its ${TOKEN_KEY_EXTENSION} names), an example's ${KEY_EXTENSION} names the player (claimed above) whose key goes with it, and a run id of an example answer stands for the one the service gave that run.`,
    },
    paths,
    components: {
      schemas: toJsonSchemaDefs(COMPONENTS, CONVERSION),
      securitySchemes: {
        playerKey: {
          type: 'http',
          scheme: 'bearer',
          description: 'The key POST /api/players answered when the name was claimed',
        },
        operatorCode: {
          type: 'http',
          scheme: 'bearer',
          description: 'An operator code, from `npm run server -- operator add <name>`',
        },
      },
    },
  };
}
