/**
 * `npx tsx bench/server/profile-summary.ts <file.cpuprofile> [N] [self|total]`: the top N (30)
 * functions of a V8 CPU profile by self time (default) or total time, in ms, with the thread's
 * busy and idle time. For the profiles BENCH_SERVICE_PROFILE_DIR writes (bench/README.md).
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  readonly id: number;
  readonly callFrame: { functionName: string; url: string; lineNumber: number };
  readonly children?: number[];
}

interface Profile {
  readonly nodes: ProfileNode[];
  readonly samples: number[];
  readonly timeDeltas: number[];
}

const [file, top = '30', mode = 'self'] = process.argv.slice(2);
if (file === undefined)
  throw new Error('usage: profile-summary.ts <file.cpuprofile> [N] [self|total]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map<number, number>();
for (const node of profile.nodes)
  for (const child of node.children ?? []) parent.set(child, node.id);
const name = (node: ProfileNode) => {
  const url = node.callFrame.url
    .replace(/^.*\/node_modules\//, '~/')
    .replace(/^file:\/\/.*?\/(src|bench)\//, '$1/');
  return `${node.callFrame.functionName || '(anonymous)'} ${url}:${String(node.callFrame.lineNumber + 1)}`;
};
const self = new Map<string, number>();
const total = new Map<string, number>();
let all = 0;
profile.samples.forEach((id, i) => {
  const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
  all += ms;
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    const node = byId.get(at);
    if (node === undefined) break;
    const key = name(node);
    if (at === id) self.set(key, (self.get(key) ?? 0) + ms);
    if (!seen.has(key)) total.set(key, (total.get(key) ?? 0) + ms);
    seen.add(key);
  }
});
const idle = [...self].find(([key]) => key.startsWith('(idle)'))?.[1] ?? 0;
process.stdout.write(
  `${all.toFixed(0)} ms sampled, ${idle.toFixed(0)} idle, ${(all - idle).toFixed(0)} busy\n`,
);
const ranked = [...(mode === 'total' ? total : self)].sort((a, b) => b[1] - a[1]);
for (const [key, ms] of ranked.slice(0, Number(top))) {
  process.stdout.write(`${ms.toFixed(0).padStart(7)} ms  ${key}\n`);
}
