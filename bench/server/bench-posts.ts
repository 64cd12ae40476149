import type autocannon from 'autocannon';
import { encodeReplay, type Replay } from '../../src/replay';

/** A claimed player: its name and its key (sent as `Authorization: Bearer <key>`). */
export interface BenchPlayer {
  readonly name: string;
  readonly key: string;
}

/** A post ready to send: its body (a fresh token and a replay of its own) and its player's key. */
export interface ReadyPost {
  readonly body: string;
  readonly key: string;
}

/** The headers of a JSON request sent with `key`. */
export function keyHeaders(key: string): Record<string, string> {
  return { 'content-type': 'application/json', authorization: `Bearer ${key}` };
}

/**
 * Claims `count` players named `prefix` and a number (digits only after the prefix, so no two
 * names look alike to the service's confusable check); throws on any answer but 201.
 */
export async function claimPlayers(
  base: string,
  prefix: string,
  count: number,
): Promise<BenchPlayer[]> {
  const players: BenchPlayer[] = [];
  for (let i = 0; i < count; i++) {
    const name = `${prefix}${String(i)}`;
    const answer = await fetch(`${base}/api/players`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name }),
    });
    const text = await answer.text();
    if (answer.status !== 201)
      throw new Error(`claiming ${name} answered ${answer.status}: ${text}`);
    players.push({ name, key: (JSON.parse(text) as { key: string }).key });
  }
  return players;
}

/** A start token for `level`, asked with `key`; throws on any answer but 200. */
export async function startToken(base: string, level: unknown, key: string): Promise<string> {
  const answer = await fetch(`${base}/api/runs/start`, {
    method: 'POST',
    headers: keyHeaders(key),
    body: JSON.stringify({ level }),
  });
  const text = await answer.text();
  if (answer.status !== 200) throw new Error(`a start answered ${answer.status}: ${text}`);
  return (JSON.parse(text) as { token: string }).token;
}

/**
 * The body of a post of `run` by `player`: a fresh token asked with its key, the replay stamped
 * with its name and recorded now (inside the token's window), and `extra` fields (such as the
 * level document of an editor level).
 */
export async function readyPost(
  base: string,
  run: Replay,
  player: BenchPlayer,
  extra = '',
): Promise<ReadyPost> {
  const token = await startToken(base, run.level, player.key);
  const replay = encodeReplay({
    ...run,
    player: player.name,
    recordedAt: new Date().toISOString(),
  });
  return { body: `{"token":${JSON.stringify(token)},"replay":${replay}${extra}}`, key: player.key };
}

/** Posts ready for `runs` (with `extra` fields), the players taken in turn, 32 starts at a time. */
export async function readyPosts(
  base: string,
  runs: readonly Replay[],
  players: readonly BenchPlayer[],
  extra = '',
): Promise<ReadyPost[]> {
  const posts = new Array<ReadyPost>(runs.length);
  let next = 0;
  const worker = async () => {
    while (next < runs.length) {
      const i = next++;
      const run = runs[i];
      const player = players[i % players.length];
      if (run === undefined || player === undefined) throw new Error('no run or player');
      posts[i] = await readyPost(base, run, player, extra);
    }
  };
  await Promise.all(Array.from({ length: 32 }, worker));
  return posts;
}

/** How many answers of an autocannon run had each status, as `201: 812, 401: 3`. */
export function statusCounts(result: autocannon.Result): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const [status, stat] of Object.entries(result.statusCodeStats ?? {})) {
    counts[status] = stat.count ?? 0;
  }
  return counts;
}

/** `201: 812, 401: 3` (statuses in order), or `none` when nothing was answered. */
export function describeCounts(counts: Readonly<Record<string, number>>): string {
  const entries = Object.entries(counts).sort(([a], [b]) => Number(a) - Number(b));
  return entries.length === 0 ? 'none' : entries.map(([s, n]) => `${s}: ${String(n)}`).join(', ');
}
