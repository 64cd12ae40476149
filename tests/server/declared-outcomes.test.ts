/**
 * A route answers only what its operation declares (src/api/operations): a refusal of a kind the
 * operation does not list, or a success status it does not list, is a bug of the service. It is
 * answered 500 and logged, never sent as a status the contract and the OpenAPI document do not
 * name; and a handler missing for an operation is a type error.
 */
import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OPERATIONS, readRun } from '../../src/api/operations';
import { refused } from '../../src/api/refusal';
import { declaredOutcome, UndeclaredOutcome } from '../../src/server/http/declared-outcome';
import type { Handlers, HandlerOutcome } from '../../src/server/http/operation-handler';
import { unexpectedError } from '../../src/server/http/service-errors';
import { serveOperations } from '../../src/server/operation-routes';
import type { ServiceDeps } from '../../src/server/service/service-deps';

afterEach(() => {
  vi.restoreAllMocks();
});

/** An app whose GET /api/runs/:id handler answers `outcome`; every other handler is unused. */
function appAnswering(outcome: HandlerOutcome): Hono {
  const unused = () => Promise.reject(new Error('not part of this test'));
  const handlers = {
    ...Object.fromEntries(OPERATIONS.map((op) => [op.id, unused])),
    readRun: () => Promise.resolve(outcome),
  } as unknown as Handlers;
  const app = new Hono();
  // GET /api/runs/:id reads no body, takes no credential and counts against no rate limit.
  serveOperations(app, { trustProxy: 0, ipv6Prefix: 64 } as ServiceDeps, handlers);
  app.onError(unexpectedError);
  return app;
}

describe('an outcome its operation does not declare', () => {
  it('is thrown as UndeclaredOutcome, naming the operation and the kind or status', () => {
    expect(readRun.refusals).toEqual({ 'not-found': expect.any(String) as string });
    const copy = refused('copy', 'replay.inputs', 'copies a stored run');
    expect(() => declaredOutcome(readRun, copy)).toThrow(UndeclaredOutcome);
    expect(() => declaredOutcome(readRun, copy)).toThrow(
      'readRun refused with copy, which it does not declare',
    );
    const created = { kind: 'run', answer: {}, created: true };
    expect(() => declaredOutcome(readRun, created)).toThrow(
      'readRun answered 201, which it does not declare',
    );
  });

  it('passes a declared refusal and a declared status as they are', () => {
    const notFound = refused('not-found', 'id', 'no run has this id');
    expect(declaredOutcome(readRun, notFound)).toBe(notFound);
    const found = { kind: 'run', answer: {} };
    expect(declaredOutcome(readRun, found)).toBe(found);
  });

  it('is answered 500 by the service, not with the status of its kind', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const app = appAnswering(refused('copy', 'replay.inputs', 'copies a stored run'));
    const answer = await app.request('/api/runs/AbCdEfGhIjKlMnOp');
    expect(answer.status).toBe(500);
    expect(await answer.json()).toMatchObject({ type: '/api/problems#internal', status: 500 });
    expect(logged).toHaveBeenCalledWith(expect.any(UndeclaredOutcome));
  });

  it('while a declared refusal gets the status of its kind', async () => {
    const app = appAnswering(refused('not-found', 'id', 'no run has this id'));
    const answer = await app.request('/api/runs/AbCdEfGhIjKlMnOp');
    expect(answer.status).toBe(404);
    expect(await answer.json()).toMatchObject({ type: '/api/problems#not-found', field: 'id' });
  });
});

describe('the handlers of the service', () => {
  it('must hold one for every operation (a type error otherwise)', () => {
    const unused = () => Promise.reject(new Error('not part of this test'));
    // @ts-expect-error readReports has no handler: the service could not be built from these.
    const missing: Handlers = {
      ...Object.fromEntries(
        OPERATIONS.filter((op) => op.id !== 'readReports').map((op) => [op.id, unused]),
      ),
    } as Omit<Handlers, 'readReports'>;
    expect(Object.keys(missing)).not.toContain('readReports');
  });
});
