/**
 * A refusal answered before its request's body was read: the rate limit's 429, a credential's
 * 401 or 403, a media type's 415, the body limit's 413. Answering `keep-alive` with the body
 * still unread left the client's next request on that socket to be reset. So the body is read to
 * its end and dropped first when its declared length is at most LINGER_MAX_BYTES (reading a few
 * MB costs little; the request timeout bounds how long it may take), and the connection serves
 * the next request; a larger body, or one of no declared length, gets `Connection: close`.
 */
import type { Context } from 'hono';

/**
 * Largest body still read to its end (and thrown away) under a refusal: 4 MiB. A body over the
 * largest request's limit (about 0.6 MiB) by a few MB, such as a 2 MB report, still gets its
 * answer on a connection that stays open.
 */
export const LINGER_MAX_BYTES = 4 * 1024 * 1024;

/** Whether the request's body is now read to its end: none was sent, or it was dropped. */
async function dropBody(c: Context): Promise<boolean> {
  const length = c.req.header('content-length');
  const body = c.req.raw.body;
  if (length === undefined) return c.req.header('transfer-encoding') === undefined;
  const declared = Number(length);
  if (!Number.isSafeInteger(declared) || declared > LINGER_MAX_BYTES) return false;
  if (declared === 0 || body === null) return true;
  if (body.locked) return false;
  try {
    await body.pipeTo(new WritableStream());
    return true;
  } catch {
    return false;
  }
}

/** `answer` once the unread body is dropped, or with `Connection: close` when it is not. */
export async function refuseUnread(c: Context, answer: Response): Promise<Response> {
  if (await dropBody(c)) return answer;
  const headers = new Headers(answer.headers);
  headers.set('connection', 'close');
  return new Response(answer.body, { status: answer.status, headers });
}
