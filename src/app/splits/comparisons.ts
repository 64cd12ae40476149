import type { LevelRef, Replay } from '../../replay/format';
import type { Split } from '../../replay/split-events';
import type { Level } from '../../sim';
import { loadBestSegments, saveBestSegments, type BestSegments } from '../../storage/best-segments';
import type { LocalStore } from '../../storage/local-store';
import type { ComparisonChoice } from '../../storage/settings';
import type { GlobalClient } from '../global/global-client';
import type { ServiceFailure } from '../global/service-request';
import type { ReplayKit, ReplayLibrary } from '../replays/replay-library';
import { mergeBestSegments } from './best-segments';
import { splitsOfSegments } from './split-compare';
import type { MessageKey } from '../text/text';
import { say, writeMessage, type MessageDescriptor } from '../text/message-descriptor';

/**
 * A comparison as the splits show it: none chosen, on its way, missing (and why), or ready. Why
 * it is missing is kept as a message, written when shown, so a switch of language rewrites it.
 */
export type ComparisonState =
  | { readonly kind: 'none' }
  | { readonly kind: 'loading'; readonly label: ComparisonName }
  | { readonly kind: 'missing'; readonly label: ComparisonName; readonly reason: MessageDescriptor }
  | { readonly kind: 'ready'; readonly label: ComparisonName; readonly splits: readonly Split[] };

/** A comparison's name: one of the catalogue's (written when shown), or a raced run's own. */
export type ComparisonName = MessageDescriptor | string;

/** A comparison's name in the language on screen. */
export function writeComparisonName(name: ComparisonName): string {
  return typeof name === 'string' ? name : writeMessage(name);
}

/** A stored run to compare with: its splits as the service derived them, and its replay. */
export interface ComparedRun {
  readonly splits?: readonly Split[];
  readonly replayHash: string;
}

/** An event's leader as the service answered it: its run, none yet, or no answer. */
export type EventLeaderAnswer =
  | { readonly kind: 'leader'; readonly run: ComparedRun }
  | { readonly kind: 'no-leader' }
  | ServiceFailure;

/** What a comparison is looked up for: the level, how replays name it, and where it has boards. */
export interface ComparisonTarget {
  readonly level: Level;
  readonly ref: LevelRef;
  /** Whether this browser keeps a board (and best segments) for the level. */
  readonly local: boolean;
  /** Whether the level has a global board. */
  readonly global: boolean;
}

/** What the comparisons are made from. */
export interface ComparisonsOptions {
  readonly library: ReplayLibrary;
  readonly store: LocalStore;
  /** The leaderboard service; absent, there is no world record to compare with. */
  readonly global?: { readonly client: GlobalClient };
}

/** How each comparison is named on the split line and tables. */
export const COMPARISON_LABELS: Readonly<Record<Exclude<ComparisonChoice, 'none'>, MessageKey>> = {
  pb: 'splits.pb',
  wr: 'splits.wr',
  sob: 'splits.sob',
};

/** A comparison's name, kept as a message to be written in the language on screen. */
export function comparisonLabel(choice: Exclude<ComparisonChoice, 'none'>): MessageDescriptor {
  return { key: COMPARISON_LABELS[choice], params: {} };
}

/**
 * The runs a run's splits are compared with: the personal best (this browser's board, its
 * replay re-simulated for its splits), the world record (the global board's first run: its
 * splits as the service derived them, or its replay fetched, verified and re-simulated here),
 * and the sum of best segments (kept in local storage, and improved by every run).
 */
export class Comparisons {
  readonly #options: ComparisonsOptions;
  /** Splits of replays already re-simulated (a board's runs stay the same objects). */
  readonly #ofReplay = new WeakMap<Replay, readonly Split[]>();
  /** World records asked for this session, by level key. */
  readonly #records = new Map<string, Promise<ComparisonState>>();
  #segments: Map<string, BestSegments> | null = null;

  constructor(options: ComparisonsOptions) {
    this.#options = options;
  }

  /** The comparison `choice` names for a level: at once when it is at hand, else a promise. */
  get(
    choice: ComparisonChoice,
    target: ComparisonTarget,
  ): ComparisonState | Promise<ComparisonState> {
    if (choice === 'none') return { kind: 'none' };
    const kit = this.#options.library.kit;
    if (kit === null) {
      return this.#options.library.load().then(
        () => this.get(choice, target),
        (error: unknown) => missing(choice, say('splits.codeNotLoaded', { error: String(error) })),
      );
    }
    if (choice === 'pb') return this.#personalBest(kit, target);
    if (choice === 'sob') return this.#sumOfBest(kit, target);
    return this.#worldRecord(kit, target);
  }

  /**
   * The leader of the event a run enters as its comparison ('Leader', in place of the world
   * record): its splits as the service derived them, else its replay fetched and re-simulated.
   */
  async eventLeader(leader: Promise<EventLeaderAnswer>): Promise<ComparisonState> {
    const label = say('splits.leader');
    const answer = await leader;
    if (answer.kind === 'no-leader') return missingAs(label, say('splits.noLeader'));
    if (answer.kind !== 'leader') {
      return missingAs(label, say('splits.standingsOutOfReach', { reason: answer.reason }));
    }
    const client = this.#options.global?.client;
    if (client === undefined) return missingAs(label, say('splits.noWorldBoard'));
    return this.#splitsOfRun(client, answer.run, label);
  }

  /** A replay (verified) as a comparison: its splits, re-simulated once. */
  ofReplay(kit: ReplayKit, replay: Replay, level: Level, label: ComparisonName): ComparisonState {
    let splits = this.#ofReplay.get(replay);
    if (splits === undefined) {
      splits = kit.replaySplits(replay, { level });
      this.#ofReplay.set(replay, splits);
    }
    return { kind: 'ready', label, splits };
  }

  /**
   * A finished run's splits improve the level's best segments (saved at once): which of its
   * segments were new bests (gold), one per split.
   */
  recordRun(levelKey: string, splits: readonly Split[], won: boolean): readonly boolean[] {
    const records = this.#bestSegments();
    const stamp = Math.max(0, ...[...records.values()].map((r) => r.stamp)) + 1;
    const merged = mergeBestSegments(records.get(levelKey) ?? null, splits, won, stamp);
    if (merged.changed && merged.record !== null) {
      records.set(levelKey, merged.record);
      saveBestSegments(this.#options.store, records);
    }
    return merged.gold;
  }

  #personalBest(kit: ReplayKit, target: ComparisonTarget): ComparisonState {
    if (!target.local) return missing('pb', say('splits.noBoard'));
    const best = this.#options.library.leaderboard(kit).best(target.ref);
    if (best === null) return missing('pb', say('splits.noWin'));
    return this.ofReplay(kit, best.replay, target.level, comparisonLabel('pb'));
  }

  #sumOfBest(kit: ReplayKit, target: ComparisonTarget): ComparisonState {
    if (!target.local) return missing('sob', say('splits.noSegments'));
    const record = this.#bestSegments().get(kit.levelKey(target.ref));
    if (record === undefined) return missing('sob', say('splits.noWin'));
    return {
      kind: 'ready',
      label: comparisonLabel('sob'),
      splits: splitsOfSegments(record.route, record.best),
    };
  }

  #worldRecord(kit: ReplayKit, target: ComparisonTarget): Promise<ComparisonState> {
    const client = this.#options.global?.client;
    if (client === undefined || !target.global) {
      return Promise.resolve(missing('wr', say('splits.noWorldBoard')));
    }
    const key = kit.levelKey(target.ref);
    let record = this.#records.get(key);
    if (record === undefined) {
      record = this.#fetchRecord(kit, client, key);
      this.#records.set(key, record);
      // A failure is asked again next time; a record found is kept for the session.
      void record.then((state) => {
        if (state.kind !== 'ready') this.#records.delete(key);
      });
    }
    return record;
  }

  /**
   * The world record's splits: the ones its board row carries (the service's own re-simulation),
   * else (a run stored before the service kept splits) its replay fetched, verified and
   * re-simulated here.
   */
  async #fetchRecord(kit: ReplayKit, client: GlobalClient, key: string): Promise<ComparisonState> {
    const board = await client.board(key);
    if (board.kind !== 'rows')
      return missing('wr', say('splits.boardOutOfReach', { reason: board.reason }));
    const first = board.rows[0];
    if (first === undefined) return missing('wr', say('splits.noRecord'));
    return this.#splitsOfRun(client, first, comparisonLabel('wr'), kit);
  }

  /**
   * A stored run's splits: the ones the service derived when it verified it, else (a run stored
   * before the service kept splits) its replay fetched, verified and re-simulated here.
   */
  async #splitsOfRun(
    client: GlobalClient,
    run: ComparedRun,
    label: ComparisonName,
    kit: ReplayKit | null = this.#options.library.kit,
  ): Promise<ComparisonState> {
    if (run.splits !== undefined) return { kind: 'ready', label, splits: run.splits };
    const answer = await client.replay(run.replayHash);
    if (answer.kind !== 'replay')
      return missingAs(label, say('splits.replayOutOfReach', { reason: answer.reason }));
    const loaded = kit ?? (await this.#options.library.load());
    const checked = loaded.checkReplay({ kind: 'value', value: answer.text });
    if (!checked.ok) return missingAs(label, checked.error);
    return this.ofReplay(loaded, checked.replay, checked.level, label);
  }

  #bestSegments(): Map<string, BestSegments> {
    this.#segments ??= loadBestSegments(this.#options.store);
    return this.#segments;
  }
}

function missing(
  choice: Exclude<ComparisonChoice, 'none'>,
  reason: MessageDescriptor,
): ComparisonState {
  return missingAs(comparisonLabel(choice), reason);
}

function missingAs(label: ComparisonName, reason: MessageDescriptor): ComparisonState {
  return { kind: 'missing', label, reason };
}
