import { startTestService } from './service-harness';

/**
 * Starts of first-steps under one key, one per X-Forwarded-For header, one after the other, on
 * a service of its own with `env` (and one verifier thread): their statuses.
 */
export async function forwardedStarts(
  env: Record<string, string>,
  headers: readonly string[],
): Promise<number[]> {
  const service = await startTestService({ env: { LEADERBOARD_VERIFIER_THREADS: '1', ...env } });
  try {
    const statuses: number[] = [];
    const key = await service.keyOf('Theseus');
    for (const header of headers) {
      const answer = await fetch(`${service.url}/api/runs/start`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': header,
          authorization: `Bearer ${key}`,
        },
        body: JSON.stringify({ level: { id: 'first-steps' } }),
      });
      statuses.push(answer.status);
    }
    return statuses;
  } finally {
    await service.close();
  }
}
