import type { LevelRef, Replay } from '../../replay/format';
import type { Split, SplitEvent } from '../../replay/split-events';
import { SplitRecorder } from '../../replay/splits';
import type { Simulation } from '../../sim';
import type { Settings } from '../../storage/settings';
import { keepsBoard, postsGlobally, type RunSession } from '../core/run-session';
import type { Screen } from '../core/screen';
import type { ReplayKit, ReplayLibrary } from '../replays/replay-library';
import {
  comparisonLabel,
  writeComparisonName,
  type ComparisonName,
  type ComparisonState,
  type ComparisonTarget,
  type Comparisons,
  type EventLeaderAnswer,
} from './comparisons';
import { compareSplits } from './split-compare';
import { onTextLanguage, t } from '../text/text';
import { say, writeMessage } from '../text/message-descriptor';
import { eventName } from './split-names';

/**
 * The HUD's split line: the chosen comparison and where the run stands against it at its last
 * event. `waiting` before the first event; `parted` once the routes differ.
 */
export interface SplitLineModel {
  /** The comparison's name: "PB", "WR", "Sum of best", or whose run is raced. */
  readonly label: string;
  readonly state: 'loading' | 'missing' | 'waiting' | 'delta' | 'parted';
  /** The run's last event, or null before the first. */
  readonly event: SplitEvent | null;
  /** The tick of that event, or null before the first. */
  readonly tick: number | null;
  /** This run's tick minus the comparison's at that event (negative: ahead), for `delta`. */
  readonly delta: number | null;
  /** Why the comparison is missing, for `missing`. */
  readonly reason: string;
}

/** One row of a split table. */
export interface SplitTableRow {
  readonly event: SplitEvent;
  readonly tick: number;
  /** Against the comparison, or null (none, or past where the routes part). */
  readonly delta: number | null;
  /** A new best segment. */
  readonly gold: boolean;
}

/** A finished run's splits as its end screen lists them. */
export interface SplitTableModel {
  /** The comparison's name, or null when none was chosen. */
  readonly label: string | null;
  /** What the player should know about the comparison (missing, a different route), or ''. */
  readonly note: string;
  readonly rows: readonly SplitTableRow[];
}

/** The live run as the splits follow it: the level, how replays name it, its boards. */
interface SplitRun {
  readonly run: Simulation | null;
  readonly ref: LevelRef | null;
  /** Where the run's level keeps boards (null before any run). */
  readonly boards: {
    readonly local: boolean;
    readonly global: boolean;
    readonly segments: boolean;
  };
}

/** What the live splits work with. */
export interface LiveSplitsOptions {
  /** The live run: its splits start, are noted each tick, and end with it. */
  readonly session: Pick<RunSession, 'run' | 'ref' | 'kind' | 'on'>;
  readonly library: ReplayLibrary;
  readonly comparisons: Comparisons;
  readonly settings: () => Settings;
  readonly view: { splitLine(line: SplitLineModel | null): void };
  /** Puts the end screen up again when a comparison arrives after the run ended. */
  readonly host: { screen(): Screen; show(screen: Screen): void };
  /** The run raced as the ghost, when the live run races one: its splits are the comparison. */
  readonly race: () => { readonly replay: Replay; readonly label: string } | null;
  /**
   * The leader of the event a run of `ref` enters (null: it enters none): with the world record
   * chosen, an event run compares with the event's leader instead.
   */
  readonly eventLeader?: (ref: LevelRef) => Promise<EventLeaderAnswer> | null;
}

/** What a split that parts the routes says. */
function partedNote(label: string, event: SplitEvent | undefined): string {
  return event === undefined
    ? t('splits.parted', { label })
    : t('splits.partedAt', { label, event: eventName(event) });
}

/**
 * The live run's splits: noted on the tick each event happens, compared with the chosen
 * comparison, shown on the HUD's split line at once, and listed on the end screen with gold
 * marks for new best segments (which every finished run saves).
 */
export class LiveSplits {
  readonly #options: LiveSplitsOptions;
  #recorder = new SplitRecorder();
  #comparison: ComparisonState = { kind: 'none' };
  /** Counts runs and comparison changes, so a late answer for an earlier one is dropped. */
  #generation = 0;
  #ended = false;
  #gold: readonly boolean[] = [];
  /** Whether the comparison may be the raced ghost (until the setting is changed mid-run). */
  #raceAllowed = true;

  constructor(options: LiveSplitsOptions) {
    this.#options = options;
    // The comparison's name and what it lacks are words: a new language looks it up again.
    onTextLanguage(() => {
      if (!this.#ended) this.#choose(this.#raceAllowed);
    });
    options.session.on('run-started', () => {
      this.#runStarted();
    });
    // Before the run's end: a split shows on its own tick, the last one included.
    options.session.on('run-ticked', (run) => {
      this.#note(run);
    });
    options.session.on('run-ended', () => {
      this.#runEnded();
    });
  }

  /** The live run's splits so far. */
  splits(): Split[] {
    return this.#recorder.splits;
  }

  /** The comparison in use. */
  get comparison(): ComparisonState {
    return this.#comparison;
  }

  /** A live run started: no splits yet, and the comparison is looked up. */
  #runStarted(): void {
    this.#recorder = new SplitRecorder();
    this.#ended = false;
    this.#gold = [];
    this.#raceAllowed = true;
    this.#choose(true);
  }

  /** The comparison setting changed: the line and table follow it (a race is left). */
  comparisonChanged(): void {
    this.#raceAllowed = false;
    this.#choose(false);
  }

  /** After each tick of the live run: a split that happened shows on the line on this tick. */
  #note(run: Simulation): void {
    const before = this.#recorder.count;
    this.#recorder.note(run);
    if (this.#recorder.count !== before) this.#emit();
  }

  /** The run ended: its segments go into the best segments (gold marks), then the table. */
  #runEnded(): void {
    this.#ended = true;
    const { run, ref, boards } = this.#run();
    if (run === null || ref === null || !boards.segments) return;
    const splits = this.#recorder.splits;
    const won = run.outcome === 'won';
    const record = (kit: ReplayKit) => {
      this.#gold = this.#options.comparisons.recordRun(kit.levelKey(ref), splits, won);
    };
    const kit = this.#options.library.kit;
    if (kit !== null) record(kit);
    else {
      const generation = this.#generation;
      void this.#options.library.load().then((loaded) => {
        record(loaded);
        if (generation === this.#generation) this.#reshowEnd();
      });
    }
  }

  /** What the HUD's split line shows now, or null when no comparison is chosen. */
  line(): SplitLineModel | null {
    const state = this.#comparison;
    if (state.kind === 'none') return null;
    const label = writeComparisonName(state.label);
    const base = { label, event: null, tick: null, delta: null, reason: '' };
    if (state.kind === 'loading') return { ...base, state: 'loading' };
    if (state.kind === 'missing')
      return { ...base, state: 'missing', reason: writeMessage(state.reason) };
    const splits = this.#recorder.splits;
    const last = splits.length - 1;
    const split = splits[last];
    if (split === undefined) return { ...base, state: 'waiting' };
    const { deltas, partedAt } = compareSplits(splits, state.splits);
    const at = { ...base, event: split.event, tick: split.tick };
    if (partedAt !== null && partedAt <= last) return { ...at, state: 'parted' };
    return { ...at, state: 'delta', delta: deltas[last] ?? null };
  }

  /** The finished run's split table, or null while a run is on. */
  table(): SplitTableModel | null {
    if (!this.#ended) return null;
    const splits = this.#recorder.splits;
    const state = this.#comparison;
    const against = state.kind === 'ready' ? state.splits : null;
    const { deltas, partedAt } = compareSplits(splits, against);
    const rows = splits.map((split, i) => ({
      ...split,
      delta: deltas[i] ?? null,
      gold: this.#gold[i] === true,
    }));
    const label = state.kind === 'none' ? null : writeComparisonName(state.label);
    let note = '';
    if (label === null) return { label, note, rows };
    if (state.kind === 'loading') note = t('splits.onItsWay', { label });
    else if (state.kind === 'missing')
      note = t('splits.missing', { label, reason: writeMessage(state.reason) });
    else if (state.kind === 'ready' && partedAt !== null) {
      note = partedNote(label, splits[partedAt - 1]?.event);
    }
    return { label, note, rows };
  }

  /** Looks the comparison up for the live run, at once when it is at hand. */
  #choose(allowRace: boolean): void {
    const generation = ++this.#generation;
    const { run, ref, boards } = this.#run();
    if (run === null || ref === null) return;
    const race = allowRace ? this.#options.race() : null;
    const kit = this.#options.library.kit;
    const choice = this.#options.settings().splitComparison;
    const leader = race === null && choice === 'wr' ? this.#options.eventLeader?.(ref) : null;
    let state: ComparisonState | Promise<ComparisonState>;
    if (race !== null && kit !== null) {
      state = this.#options.comparisons.ofReplay(kit, race.replay, run.level, race.label);
    } else if (leader != null) {
      state = this.#options.comparisons.eventLeader(leader);
    } else {
      const target: ComparisonTarget = { level: run.level, ref, ...boards };
      state = this.#options.comparisons.get(choice, target);
    }
    if (!(state instanceof Promise)) {
      this.#settle(state);
      return;
    }
    const label: ComparisonName =
      leader != null ? say('splits.leader') : choice === 'none' ? '' : comparisonLabel(choice);
    this.#settle({ kind: 'loading', label });
    void state.then((resolved) => {
      if (generation !== this.#generation) return;
      this.#settle(resolved);
      if (this.#ended) this.#reshowEnd();
    });
  }

  /** The live run, and the boards its level keeps: segments only where it has a local board. */
  #run(): SplitRun {
    const { run, ref, kind } = this.#options.session;
    const local = keepsBoard(kind);
    return { run, ref, boards: { local, global: postsGlobally(kind), segments: local } };
  }

  #settle(state: ComparisonState): void {
    this.#comparison = state;
    this.#emit();
  }

  #emit(): void {
    this.#options.view.splitLine(this.line());
  }

  #reshowEnd(): void {
    const screen = this.#options.host.screen();
    if (screen === 'won' || screen === 'lost') this.#options.host.show(screen);
  }
}
