import { createServer, type Server } from 'node:http';
import { serviceRequest } from './support/service-request';
import { expect, test } from './support/fixtures';

/**
 * The policy the production page must carry, written out here rather than read from
 * vite.config.ts: a widened directive (`default-src *`) or an extra script origin there must fail
 * this test, not pass it along.
 */
const EXPECTED_DIRECTIVES = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "media-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
];

/** A policy's directives, each with its sources in order, whitespace normalised. */
function directives(policy: string): string[] {
  return policy
    .split(';')
    .map((part) => part.trim().split(/\s+/).join(' '))
    .filter((part) => part !== '');
}

/** First port of the range this suite may use for its second, cross-origin server. */
const SECOND_SERVER_BASE_PORT = 8840;

/**
 * A second local server on another port, so another origin: it serves one script that marks
 * the page if it ever runs, with headers that let any page embed it, so only the page's policy
 * can stop it. It counts requests, to show the browser never even fetched it.
 */
async function startScriptServer(port: number): Promise<{ server: Server; requests: string[] }> {
  const requests: string[] = [];
  const server = createServer((request, response) => {
    requests.push(request.url ?? '');
    response.writeHead(200, {
      'Content-Type': 'text/javascript',
      'Cross-Origin-Resource-Policy': 'cross-origin',
      'Access-Control-Allow-Origin': '*',
    });
    response.end('window.__crossOriginRan = true;');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return { server, requests };
}

test('the production page carries exactly the written-out policy, in its header and its meta tag', async ({
  page,
}) => {
  const response = await page.goto('/');
  const header = response?.headers()['content-security-policy'] ?? '';
  const meta =
    (await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')) ??
    '';
  expect(directives(meta)).toEqual(EXPECTED_DIRECTIVES);
  expect(directives(header)).toEqual([...EXPECTED_DIRECTIVES, "frame-ancestors 'none'"]);
});

test('a script from another origin and an inline script are both blocked and reported', async ({
  page,
  pageProblems,
}, testInfo) => {
  const port = SECOND_SERVER_BASE_PORT + testInfo.parallelIndex;
  const { server, requests } = await startScriptServer(port);
  try {
    const crossOrigin = `http://127.0.0.1:${String(port)}/payload.js`;
    // The second server does serve the script: only the page's policy can keep it out.
    const direct = await serviceRequest(crossOrigin);
    expect(direct.text).toBe('window.__crossOriginRan = true;');
    requests.length = 0;

    await page.goto('/');
    const outcome = await page.evaluate(async (src) => {
      const w = window as unknown as Record<string, unknown>;
      const external = document.createElement('script');
      external.src = src;
      const settled = new Promise<string>((resolve) => {
        external.onload = () => {
          resolve('loaded');
        };
        external.onerror = () => {
          resolve('error');
        };
      });
      document.head.append(external);
      const inline = document.createElement('script');
      inline.textContent = 'window.__inlineRan = true;';
      document.head.append(inline);
      const externalEvent = await settled;
      return {
        externalEvent,
        crossOriginRan: '__crossOriginRan' in w,
        inlineRan: '__inlineRan' in w,
      };
    }, crossOrigin);
    expect(outcome).toEqual({ externalEvent: 'error', crossOriginRan: false, inlineRan: false });
    expect(requests).toEqual([]);

    // Both the header and the meta policy refuse each script, and each refusal is reported twice:
    // by the page's violation listener and by the browser's own console line.
    const expected = [
      `console error: CSP violation: script-src-elem ${crossOrigin}`,
      'console error: CSP violation: script-src-elem inline',
      `console error: Loading the script '${crossOrigin}' violates the following Content Security Policy directive: "script-src 'self'".`,
      "console error: Executing inline script violates the following Content Security Policy directive 'script-src 'self''.",
    ];
    const matches = (problem: string, line: string) =>
      problem === line || (line.endsWith('.') && problem.startsWith(line));
    await expect
      .poll(() => expected.every((line) => pageProblems.some((p) => matches(p, line))))
      .toBe(true);
    for (const problem of pageProblems) {
      expect(
        expected.some((line) => matches(problem, line)),
        `unexpected problem: ${problem}`,
      ).toBe(true);
    }
    pageProblems.length = 0;
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});
