import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tolerantPost } from '../../bench/server/tolerant-post';
import { MAX_BODY_BYTES } from '../../src/api';
import { startTestService, type TestService } from '../server/support/service-harness';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(async () => {
  await service.close();
});

const JSON_TYPE = { 'content-type': 'application/json' };

describe('a post that reads an answer given before its body was read (the hostile bench)', () => {
  it('reads the 413 of a body a byte over the limit, which the service never reads', async () => {
    const body = '['.repeat(MAX_BODY_BYTES + 1);
    const answer = await tolerantPost(service.url, '/api/runs', body, JSON_TYPE);
    expect(answer.status).toBe(413);
    expect(answer.text).toContain('is over');
  });

  it('reads the 401 of the largest body sent without a key', async () => {
    const body = '['.repeat(MAX_BODY_BYTES);
    const answer = await tolerantPost(service.url, '/api/levels', body, JSON_TYPE);
    expect(answer.status).toBe(401);
  });

  it('says 0 when nothing answers', async () => {
    const answer = await tolerantPost('http://127.0.0.1:1', '/', 'x', {});
    expect(answer.status).toBe(0);
  });
});
