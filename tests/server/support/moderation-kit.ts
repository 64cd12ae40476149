import { openDatabase } from '../../../src/server/store/database/database';
import { OperatorStore } from '../../../src/server/store/moderation/operator-store';
import { newOperatorCode, operatorCodeHash } from '../../../src/server/moderation/operator-auth';

/** The storage a service was started on (freshStorage's answer). */
interface Storage {
  readonly dataDir: string;
  readonly databaseUrl?: string;
}

/**
 * Adds an operator straight to the database, as `npm run server -- operator add` does: their
 * code, which the service never stores.
 */
export async function addOperator(storage: Storage, name: string): Promise<string> {
  const handle = openDatabase(storage);
  try {
    const code = newOperatorCode();
    await new OperatorStore(handle.db).add({
      name,
      codeHash: operatorCodeHash(code),
      createdAt: '2026-06-01T12:00:00.000Z',
    });
    return code;
  } finally {
    await handle.db.destroy();
  }
}

/** Sends JSON to `url` with a bearer credential (a player key or an operator code). */
export function send(
  url: string,
  body: unknown,
  bearer: string | undefined,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(bearer === undefined ? {} : { authorization: `Bearer ${bearer}` }),
      ...headers,
    },
    body: JSON.stringify(body),
  });
}

/** GETs `url` with an operator code or a key. */
export function read(url: string, bearer?: string): Promise<Response> {
  return fetch(url, bearer === undefined ? {} : { headers: { authorization: `Bearer ${bearer}` } });
}

/** A board row as the tests read it. */
export interface Row {
  readonly rank: number;
  readonly runId: string;
  readonly player: string;
}

/** The rows of a board on `url`: [player, rank] pairs and run ids. */
export async function boardOf(url: string, levelKey: string): Promise<Row[]> {
  const answer = await fetch(`${url}/api/boards/${encodeURIComponent(levelKey)}?limit=100`);
  if (answer.status !== 200) throw new Error(`board answered ${answer.status}`);
  return ((await answer.json()) as { runs: Row[] }).runs;
}
