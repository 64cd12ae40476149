import type { Page } from '@playwright/test';

/**
 * Posts a replay the way any page script could: the replay's player's name claimed for a key, a
 * start token for first-steps asked with that key, then the run with it.
 */
export function postFromPage(page: Page, replay: string, player: string) {
  return page.evaluate(
    async ([text, name]) => {
      const claim = await fetch('/api/players', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name }),
      });
      const { key } = (await claim.json()) as { key: string };
      const headers = { 'content-type': 'application/json', authorization: `Bearer ${key}` };
      const start = await fetch('/api/runs/start', {
        method: 'POST',
        headers,
        body: JSON.stringify({ level: { id: 'first-steps' } }),
      });
      const { token } = (await start.json()) as { token: string };
      const answer = await fetch('/api/runs', {
        method: 'POST',
        headers,
        body: JSON.stringify({ token, replay: text }),
      });
      return {
        status: answer.status,
        type: answer.headers.get('content-type'),
        body: (await answer.json()) as unknown,
      };
    },
    [replay, player] as const,
  );
}
