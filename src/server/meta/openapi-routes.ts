import type { Hono } from 'hono';
import { openApiDocument } from './openapi';

/** GET /api/openapi.json: the OpenAPI 3.1 document, generated once when the service starts. */
export function openApiRoutes(app: Hono): void {
  const document = JSON.stringify(openApiDocument());
  app.get('/api/openapi.json', (c) =>
    c.body(document, 200, { 'content-type': 'application/json' }),
  );
}
