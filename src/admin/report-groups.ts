import type { ReportsResponse } from '../api';
import { reasonWords, targetWords, weightWords } from './report-cards';
import { ct } from './text/console-text';

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
      const what = ct('group.what', {
        target: targetWords(item.target),
        reason: reasonWords(report.reason),
      });
      const bucket = report.bucket ?? ct('group.noBucket');
      return {
        group: by === 'reporter' ? report.player : bucket,
        line:
          by === 'reporter'
            ? ct('group.byReporter', { what, bucket })
            : ct('group.byBucket', { what, player: report.player }),
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
      const reports = ct('card.reports', { count: members.length });
      const first = members[0];
      const reporters = new Set(members.map((member) => member.reporter)).size;
      const heading =
        by === 'reporter'
          ? ct('group.reporter', {
              player: group,
              weight: weightWords(first?.weight ?? 0),
              reports,
            })
          : ct('group.bucket', {
              bucket: group,
              reporters: ct('group.reporters', { count: reporters }),
              reports,
            });
      const shown = members.slice(0, GROUP_LINES).map((member) => member.line);
      const more = members.length - shown.length;
      return {
        key: `${by}:${group}`,
        heading,
        lines: more > 0 ? [...shown, ct('group.more', { count: more })] : shown,
      };
    });
}
