/**
 * How much a report counts (issue 40). A key costs nothing, so a report counts by its reporter's
 * proof of play and record, never by the number of keys:
 *
 *   weight = 0 while the reporter's key is banned or it has no verified run, else
 *   weight = min(1, verified runs / 5) × (upheld + 1) / (upheld + dismissed + 1)
 *
 * A verified run is one the service re-simulated and accepted, so it took the game time it lasts
 * on the wall clock (the start token's check): a key alone brings none. The accuracy term is 1 for a
 * reporter no operator has judged yet, halves with the first dismissed report, and climbs back
 * toward 1 with upheld ones. A name is hidden while the weights of the reports that count on it
 * sum to the threshold (LEADERBOARD_REPORT_THRESHOLD, default 3) and those reporters sent them
 * from at least two address buckets; a reporter whose report on a target was dismissed never
 * counts on that target again. docs/deployment.md states what this costs an attacker.
 */
import type { CountingReport } from '../store/moderation/report-store';
import type { Stores } from '../store/service-stores';

/** Verified runs that give a reporter the whole of their weight. */
export const FULL_RECORD_RUNS = 5;

/** What a reporter's weight is made of. */
export interface ReporterStanding {
  readonly verifiedRuns: number;
  readonly upheld: number;
  readonly dismissed: number;
  readonly banned: boolean;
}

/** A reporter's weight, between 0 and 1 (the formula above). */
export function reporterWeight(standing: ReporterStanding): number {
  if (standing.banned || standing.verifiedRuns < 1) return 0;
  const record = Math.min(1, standing.verifiedRuns / FULL_RECORD_RUNS);
  const accuracy = (standing.upheld + 1) / (standing.upheld + standing.dismissed + 1);
  return record * accuracy;
}

/** A sum of weights as stored: to a millionth, so five reports of 0.6 make 3, not 3.0000000000000004. */
function rounded(weight: number): number {
  return Math.round(weight * 1e6) / 1e6;
}

/** The stores the weighing reads and writes (a transaction's). */
export type WeighingStores = Pick<Stores, 'runs' | 'reports' | 'players' | 'levels'>;

/** Each reporter's standing now: verified record, banned, and reports upheld and dismissed. */
export async function reporterStandings(
  reporterIds: readonly string[],
  stores: WeighingStores,
): Promise<Map<string, ReporterStanding>> {
  const [records, judged, banned] = [
    await stores.runs.records.verifiedRecords(reporterIds),
    await stores.reports.records(reporterIds),
    await stores.players.bannedAmong(reporterIds),
  ];
  return new Map(
    reporterIds.map((id) => [
      id,
      {
        verifiedRuns: records.get(id)?.runs ?? 0,
        upheld: judged.get(id)?.upheld ?? 0,
        dismissed: judged.get(id)?.dismissed ?? 0,
        banned: banned.has(id),
      },
    ]),
  );
}

/**
 * The score of the reports that count on a target: their reporters' weights summed (each
 * reporter once), and the address buckets the reports with weight came from.
 */
export function scoreOf(
  reports: readonly CountingReport[],
  weights: ReadonlyMap<string, number>,
): { readonly weight: number; readonly buckets: number } {
  let weight = 0;
  const buckets = new Set<string>();
  for (const reporterId of new Set(reports.map((report) => report.reporterId))) {
    weight += weights.get(reporterId) ?? 0;
  }
  for (const report of reports) {
    if ((weights.get(report.reporterId) ?? 0) > 0 && report.senderHash !== null) {
      buckets.add(report.senderHash);
    }
  }
  return { weight: rounded(weight), buckets: buckets.size };
}

/** Each reporter's weight now, by id. */
export async function reporterWeights(
  reporterIds: readonly string[],
  stores: WeighingStores,
): Promise<Map<string, number>> {
  const standings = await reporterStandings([...new Set(reporterIds)], stores);
  return new Map([...standings].map(([id, standing]) => [id, reporterWeight(standing)]));
}

/**
 * Weighs the reports that count on each name of `playerIds` again and stores the score: the
 * players whose score changed (their boards change). Each name's row is held first, in id order,
 * so reports weighed at the same moment are weighed one after the other.
 */
export async function weighNames(
  playerIds: readonly string[],
  stores: WeighingStores,
): Promise<string[]> {
  const changed: string[] = [];
  for (const playerId of [...new Set(playerIds)].sort()) {
    await stores.players.lock(playerId);
    const reports = await stores.reports.countingOn('player', playerId);
    const weights = await reporterWeights(
      reports.map((report) => report.reporterId),
      stores,
    );
    if (await stores.players.setReportScore(playerId, scoreOf(reports, weights))) {
      changed.push(playerId);
    }
  }
  return changed;
}

/**
 * Weighs the reports that count on each level of `hashes` again and stores the score, as
 * weighNames does for names: the levels whose score changed. A level whose reports weigh the
 * threshold from two buckets is off the catalogue until an operator decides.
 */
export async function weighLevels(
  hashes: readonly string[],
  stores: WeighingStores,
): Promise<string[]> {
  const changed: string[] = [];
  for (const hash of [...new Set(hashes)].sort()) {
    await stores.levels.lock(hash);
    const reports = await stores.reports.countingOn('level', hash);
    const weights = await reporterWeights(
      reports.map((report) => report.reporterId),
      stores,
    );
    if (await stores.levels.setReportScore(hash, scoreOf(reports, weights))) changed.push(hash);
  }
  return changed;
}
