import type { LevelRef } from '../replay/format';
import type { Level } from '../sim';
import type { LoopControl, TickInput } from './game-options';
import { restartRunClock } from './core/run-clock';
import type { RunKind, RunSession } from './core/run-session';
import type { ScreenHost } from './core/screen';
import type { CalendarDate } from './core/utc-date';
import { t } from './text/text';
import { say, type MessageDescriptor } from './text/message-descriptor';

/** What starting runs works with. */
export interface RunLauncherOptions {
  readonly host: ScreenHost;
  readonly session: RunSession;
  readonly loop: LoopControl;
  readonly input: TickInput;
  readonly today: () => CalendarDate;
  readonly makeDaily: (date: CalendarDate) => Promise<{ level: Level; ref: LevelRef }>;
  readonly makeSeeded: (seed: number) => Promise<Level>;
  readonly isHidden: () => boolean;
  /** The built-in levels. */
  readonly levels: readonly Level[];
}

/**
 * Starts live runs: a built-in level at once, a generated one (a seed, or the daily labyrinth)
 * behind the loading screen, and the same level again; each on a fresh clock at 1×.
 */
export class RunLauncher {
  readonly #options: RunLauncherOptions;
  readonly #daily = new Map<string, { level: Level; ref: LevelRef }>();

  constructor(options: RunLauncherOptions) {
    this.#options = options;
  }

  /** Starts a run of a built-in level from any screen. */
  startLevel(level: Level): void {
    this.#startRun(level, 'level', { id: level.id });
  }

  /** Starts a run of a level made in the editor (a playtest, or a shared link's), named by `ref`. */
  startMade(level: Level, kind: 'editor' | 'shared', ref: LevelRef): void {
    this.#startRun(level, kind, ref);
  }

  /**
   * Starts a practice run of `level` from another run's state: `prefix` is that run's inputs up
   * to the tick the player takes over from (the replay theatre's "play from here").
   */
  startPractice(level: Level, ref: LevelRef, prefix: readonly number[]): void {
    this.#options.host.claim();
    this.#options.session.startPractice(level, ref, prefix);
    this.#beginRun();
  }

  /** Starts a generated level; a seed the generator refuses brings up the title with its reason. */
  startSeed(seed: number): Promise<void> {
    return this.#generate(
      'seed',
      async () => ({ level: await this.#options.makeSeeded(seed), ref: { seed } }),
      () => say('launch.seed', { seed: String(seed) }),
    );
  }

  /** Starts today's daily labyrinth (UTC), generated once per day. */
  startDaily(): Promise<void> {
    const date = this.#options.today();
    const key = `${String(date.year)}-${String(date.month)}-${String(date.day)}`;
    return this.#generate(
      'daily',
      async () => {
        const daily = this.#daily.get(key) ?? (await this.#options.makeDaily(date));
        this.#daily.set(key, daily);
        return daily;
      },
      () => say('launch.daily'),
    );
  }

  /** Starts a run of the level a replay names: a built-in one, today's daily, or a seed. */
  async startRef(ref: LevelRef): Promise<void> {
    if ('id' in ref) {
      const level = this.#options.levels.find((l) => l.id === ref.id);
      if (level !== undefined) this.startLevel(level);
      return;
    }
    // An editor level is started from its link or the editor, which hold its level document.
    if ('hash' in ref) return;
    const today = await this.#options.makeDaily(this.#options.today());
    if ('seed' in today.ref && today.ref.seed === ref.seed) await this.startDaily();
    else await this.startSeed(ref.seed);
  }

  /** Starts the current level again from tick 0. */
  restart(): void {
    this.#options.host.claim();
    this.#options.session.restart();
    this.#beginRun();
  }

  /** Shows 'loading' while a level is generated, then starts it unless the player moved on. */
  async #generate(
    kind: RunKind,
    make: () => Promise<{ level: Level; ref: LevelRef }>,
    what: () => MessageDescriptor,
  ): Promise<void> {
    const { host } = this.#options;
    this.#options.loop.pause('menu');
    const ticket = host.claim();
    host.show('loading', t('launch.carving'));
    let made: { level: Level; ref: LevelRef };
    try {
      made = await make();
    } catch (error) {
      if (host.isCurrent(ticket)) {
        const reason = error instanceof Error ? error.message : String(error);
        host.toTitle(say('launch.failed', { what: what(), error: reason }));
      }
      return;
    }
    if (host.isCurrent(ticket) && host.screen() === 'loading')
      this.#startRun(made.level, kind, made.ref);
  }

  #startRun(level: Level, kind: RunKind, ref: LevelRef): void {
    this.#options.host.claim();
    this.#options.session.start(level, kind, ref);
    this.#beginRun();
  }

  #beginRun(): void {
    const { loop, host } = this.#options;
    restartRunClock(loop, 'new-run');
    this.#options.input.clearLatched();
    host.show('playing');
    loop.resume();
    if (this.#options.isHidden()) loop.pause('hidden');
  }
}
