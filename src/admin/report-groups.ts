import type { ReportsResponse } from '../api';
import { reasonWords, targetWords, weightWords } from './report-cards';

/** How the console lists the open reports it has loaded. */
export type ReportGrouping = 'target' | 'reporter' | 'bucket';

/** Lines a group lists at most; the rest are counted. */
export const GROUP_LINES = 20;

/** A reporter's or a bucket's open reports, as the console lists them. */
export interface ReportGroup {
  /** Unique on the page: `reporter:<name>` or `bucket:<hex>`. */
  readonly key: string;
  readonly heading: string;
  /** One line per report (at most GROUP_LINES), then how many more. */
  readonly lines: readonly string[];
}

interface Line {
  readonly group: string;
  readonly line: string;
  readonly reporter: string;
  readonly weight: number;
}

function plural(count: number, word: string): string {
  return `${String(count)} ${word}${count === 1 ? '' : 's'}`;
}

/**
 * The loaded targets' open reports grouped by reporter (their weight, what they reported) or by
 * address bucket (who reported from it, and what), most reports first: one key behind a hundred
 * decoys, or one bucket behind many keys, shows as one group.
 */
export function groupReports(
  targets: ReportsResponse['targets'],
  by: Exclude<ReportGrouping, 'target'>,
): ReportGroup[] {
  const lines: Line[] = targets.flatMap((item) =>
    item.open.map((report) => {
      const what = `${targetWords(item.target)}: ${reasonWords(report.reason)}`;
      const bucket = report.bucket ?? 'none';
      return {
        group: by === 'reporter' ? report.player : bucket,
        line: by === 'reporter' ? `${what}, bucket ${bucket}` : `${what}, by ${report.player}`,
        reporter: report.player,
        weight: report.weight,
      };
    }),
  );
  const groups = new Map<string, Line[]>();
  for (const line of lines) groups.set(line.group, [...(groups.get(line.group) ?? []), line]);
  return [...groups]
    .sort(([a, left], [b, right]) => right.length - left.length || a.localeCompare(b))
    .map(([group, members]) => {
      const reports = plural(members.length, 'report');
      const first = members[0];
      const heading =
        by === 'reporter'
          ? `${group}: weight ${weightWords(first?.weight ?? 0)}, ${reports}`
          : `Bucket ${group}: ${plural(new Set(members.map((m) => m.reporter)).size, 'reporter')}, ${reports}`;
      const shown = members.slice(0, GROUP_LINES).map((member) => member.line);
      const more = members.length - shown.length;
      return {
        key: `${by}:${group}`,
        heading,
        lines: more > 0 ? [...shown, `… and ${String(more)} more`] : shown,
      };
    });
}
