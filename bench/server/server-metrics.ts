import type autocannon from 'autocannon';
import { failed, measured, type MetricResult } from '../metric';
import { summarize } from '../stats';
import { describeCounts, statusCounts } from './bench-posts';
import type { HostileFigures } from './hostile-phase';
import { FIXED_RATE, HOSTILE_READ_RATE, type Backend } from './server-settings';
import type { WorstRunFigures } from './worst-run-phase';

/** The full-load posting phase's results. */
export interface PostingFigures {
  readonly max: autocannon.Result;
  /** The service process's CPU time (user + system, all threads) over the `max` phase, ms. */
  readonly postingCpuMs: number;
}

/** The two board-read phases' results. */
export interface ReadFigures {
  readonly reads: autocannon.Result;
  readonly conditional: autocannon.Result;
  /** The service process's CPU time over each read phase, ms. */
  readonly readsCpuMs: number;
  readonly conditionalCpuMs: number;
}

/** Every phase's results. */
export interface Phases extends PostingFigures, ReadFigures {
  readonly backend: Backend;
  readonly fixed: autocannon.Result;
  readonly worst: WorstRunFigures;
  readonly hostile: { reads: autocannon.Result; figures: HostileFigures };
}

const one = (value: number) => summarize([value]);
const id = (backend: Backend, name: string) => (backend === 'SQLite' ? name : `${name}-pg`);
const label = (backend: Backend, text: string) => `Server (${backend}): ${text}`;

function perSecond(result: autocannon.Result, status = '2xx'): number {
  const count = status === '2xx' ? result['2xx'] : (statusCounts(result)[status] ?? 0);
  return count / result.duration;
}

/**
 * `row` when every answer of `result` had `status` (and none failed or timed out); otherwise
 * the row is an error naming what came back, so a figure of refusals is never shown as one of
 * verified runs.
 */
function expecting(
  result: autocannon.Result,
  status: string,
  row: Parameters<typeof measured>[0],
): MetricResult {
  const counts = statusCounts(result);
  const others = Object.entries(counts).filter(([s, n]) => s !== status && n > 0);
  if (others.length === 0 && result.errors === 0 && result.timeouts === 0 && counts[status]) {
    return measured(row);
  }
  const head = { id: row.id, label: row.label, unit: row.unit, goal: row.goal };
  const what = `answers ${describeCounts(counts)}, ${String(result.errors)} errors, ${String(result.timeouts)} timeouts; every answer should be ${status}`;
  return failed(head, new Error(`${what} (the figure would be ${row.summary.median.toFixed(1)})`));
}

/**
 * The service's own CPU time per verified post over the full-load posting phase: what a post
 * costs the host whatever the load generator could send, on every thread of the process.
 */
function cpuPerPostRow(p: PostingFigures & { readonly backend: Backend }): MetricResult {
  const verified = statusCounts(p.max)['201'] ?? 0;
  return expecting(p.max, '201', {
    id: id(p.backend, 'server-cpu-per-post'),
    label: label(p.backend, 'service CPU per verified 60 s post (user + system, all threads)'),
    unit: 'ms',
    goal: { comparison: 'at-most', value: p.backend === 'SQLite' ? 1.0 : 1.5 },
    summary: one(verified === 0 ? Number.NaN : p.postingCpuMs / verified),
    note: `${p.postingCpuMs.toFixed(0)} ms of the service's CPU (/proc/<pid>/stat) over ${String(verified)} verified posts`,
  });
}

/** Rows of the full-load posting phase: verified posts/s and the service's CPU per post. */
export function postingMetrics(p: PostingFigures & { readonly backend: Backend }): MetricResult[] {
  const { max } = p;
  const counts = `answers ${describeCounts(statusCounts(max))}`;
  return [
    expecting(max, '201', {
      id: id(p.backend, 'server-posts-per-s'),
      label: label(p.backend, 'verified posts/s (60 s winning runs, each with its player key)'),
      unit: 'req/s',
      goal: { comparison: 'at-least', value: 1_000 },
      summary: one(perSecond(max, '201')),
      note: `${counts}; p50 ${max.latency.p50} ms, p99 ${max.latency.p99} ms`,
    }),
    cpuPerPostRow(p),
  ];
}

function postRows(p: Phases): MetricResult[] {
  const { max, fixed } = p;
  return [
    ...postingMetrics(p),
    measured({
      id: id(p.backend, 'server-post-p50'),
      label: label(p.backend, 'post latency p50, at full load'),
      unit: 'ms',
      goal: null,
      summary: one(max.latency.p50),
    }),
    measured({
      id: id(p.backend, 'server-post-p99'),
      label: label(p.backend, 'post latency p99, at full load'),
      unit: 'ms',
      goal: null,
      summary: one(max.latency.p99),
    }),
    expecting(fixed, '201', {
      id: id(p.backend, 'server-post-p99-at-500'),
      label: label(p.backend, `post latency p99 at ${FIXED_RATE} posts/s`),
      unit: 'ms',
      goal: { comparison: 'below', value: 50 },
      summary: one(fixed.latency.p99),
      note: `answers ${describeCounts(statusCounts(fixed))} (${perSecond(fixed, '201').toFixed(0)} verified/s)`,
    }),
  ];
}

/** The service's CPU per answer of `status` over a phase, as a note's words. */
function cpuPerAnswer(result: autocannon.Result, status: string, cpuMs: number): string {
  const answers = statusCounts(result)[status] ?? 0;
  const us = answers === 0 ? Number.NaN : (cpuMs * 1000) / answers;
  return `service CPU ${us.toFixed(0)} µs per answer (${cpuMs.toFixed(0)} ms over ${String(answers)})`;
}

/** Rows of the board-read phases: reads/s with and without If-None-Match. */
export function readMetrics(p: ReadFigures & { readonly backend: Backend }): MetricResult[] {
  const { reads, conditional } = p;
  return [
    expecting(reads, '200', {
      id: id(p.backend, 'server-board-reads-per-s'),
      label: label(p.backend, 'board reads/s (50 rows)'),
      unit: 'req/s',
      goal: { comparison: 'at-least', value: 10_000 },
      summary: one(perSecond(reads, '200')),
      note: `p99 ${reads.latency.p99} ms; ${cpuPerAnswer(reads, '200', p.readsCpuMs)}`,
    }),
    expecting(conditional, '304', {
      id: id(p.backend, 'server-board-304-per-s'),
      label: label(p.backend, 'board reads/s with If-None-Match (304)'),
      unit: 'req/s',
      goal: { comparison: 'at-least', value: 20_000 },
      summary: one(perSecond(conditional, '304')),
      note: `p99 ${conditional.latency.p99} ms; ${cpuPerAnswer(conditional, '304', p.conditionalCpuMs)}`,
    }),
  ];
}

function worstRows(p: Phases): MetricResult[] {
  const { verifyMs, verifyTimesMs, posts } = p.worst;
  return [
    measured({
      id: id(p.backend, 'server-worst-run-verify'),
      label: label(
        p.backend,
        'worst legal run (23 273 ticks, 128x128 editor level) verified once, here',
      ),
      unit: 'ms',
      goal: null,
      summary: one(verifyMs),
      note: `median of ${verifyTimesMs.map((t) => t.toFixed(0)).join(', ')} ms, re-simulated in the bench's process`,
    }),
    expecting(posts, '201', {
      id: id(p.backend, 'server-worst-run-posts-per-s'),
      label: label(p.backend, 'worst legal runs posted alone, verified posts/s'),
      unit: 'req/s',
      goal: null,
      summary: one(perSecond(posts, '201')),
      note: `answers ${describeCounts(statusCounts(posts))}; 4 at a time; p50 ${posts.latency.p50} ms, max ${posts.latency.max} ms`,
    }),
  ];
}

/** Rows of the phases without hostile clients. */
export function throughputMetrics(p: Phases): MetricResult[] {
  return [...postRows(p), ...readMetrics(p), ...worstRows(p)];
}

/** Rows of the hostile phase. */
export function hostileMetrics(p: Phases): MetricResult[] {
  const { reads, figures } = p.hostile;
  const legal = [...figures.legalStatuses, ...figures.worstStatuses];
  const notVerified = legal.filter((status) => status !== 201).length;
  const hostile = figures.hostileStatuses;
  const unrefused = Object.entries(hostile).filter(([s, n]) => n > 0 && !/^4\d\d$/.test(s));
  const attack = `hostile answers ${describeCounts(hostile)}; three clients with a key: deep-nesting links, largest nested bodies and one a byte over, 0-tick wins and 60 s runs on fresh 128x128 seeds, worst legal runs between them`;
  const rows = [
    expecting(reads, '200', {
      id: id(p.backend, 'server-hostile-board-p99'),
      label: label(
        p.backend,
        `board-read p99 under hostile load (${HOSTILE_READ_RATE} reads/s offered)`,
      ),
      unit: 'ms',
      goal: { comparison: 'below', value: 50 },
      summary: one(reads.latency.p99),
      note: `${reads['2xx']} reads answered 200; ${attack}`,
    }),
    measured({
      id: id(p.backend, 'server-hostile-health-max'),
      label: label(p.backend, '/api/health max under hostile load'),
      unit: 'ms',
      goal: { comparison: 'below', value: 100 },
      summary: one(figures.healthMaxMs),
      note: `event-loop delay max reported by /api/health ${figures.reportedLoopMaxMs} ms`,
    }),
    measured({
      id: id(p.backend, 'server-hostile-legal-refused'),
      label: label(p.backend, 'legal runs (60 s and worst) not verified under hostile load'),
      unit: 'count',
      goal: { comparison: 'at-most', value: 0 },
      summary: one(notVerified),
      note: `60 s runs ${figures.legalStatuses.join(', ')}; worst runs ${figures.worstStatuses.join(', ')}`,
    }),
  ];
  if (unrefused.length === 0) return rows;
  const [first, ...rest] = rows;
  if (first === undefined) return rows;
  const head = { id: first.id, label: first.label, unit: first.unit, goal: first.goal };
  return [failed(head, new Error(`a hostile shape was not refused: ${attack}`)), ...rest];
}
