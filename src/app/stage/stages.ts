import type { Command } from '../core/command';
import type { RunSession } from '../core/run-session';
import type { ScreenHost } from '../core/screen';
import type { LoopControl, TickInput } from '../game-options';
import type { LiveWatch } from '../live/live-watch';
import type { ReplayPlayer } from '../replays/replay-player';
import type { FrameScene } from './frame-painter';
import type { Stage } from './stage-switch';

/** How a stage draws: one scene a frame (the backdrop when the run is null). */
export interface ScenePainter {
  paint(scene: FrameScene, alpha: number): void;
}

/** A scene without ghosts. */
const NO_GHOSTS: FrameScene['ghosts'] = [];

/** What the live run's stage works with. */
export interface LiveStageOptions {
  readonly session: RunSession;
  readonly painter: ScenePainter;
  /** The ghosts racing the live run now, none or more (they may join a run late). */
  readonly ghosts: () => FrameScene['ghosts'];
  /** Paused by the player, resumed from the pause screen. */
  readonly loop: Pick<LoopControl, 'pause' | 'resume'>;
  /** Keys held while paused are dropped on resuming. */
  readonly input: Pick<TickInput, 'clearLatched'>;
  /** Whether the run is in play or on the pause screen. */
  readonly host: Pick<ScreenHost, 'screen' | 'show'>;
  /** Starts the level played again (a restart is a new run). */
  readonly launcher: { restart(): void };
}

/**
 * The live run: each tick advances it with the player's input (the session tells its end to
 * the parts that follow runs); each frame draws it with its ghosts (the backdrop before the
 * first run). Pausing it brings up the pause screen; resuming leaves it.
 */
export class LiveStage implements Stage {
  readonly #options: LiveStageOptions;

  constructor(options: LiveStageOptions) {
    this.#options = options;
  }

  tick(input: number): void {
    this.#options.session.tick(input);
  }

  render(alpha: number): void {
    const { session, painter } = this.#options;
    painter.paint({ run: session.run, ghosts: this.#options.ghosts() }, alpha);
  }

  /** The live run's keys are the game's own (pause, back, restart): none is the stage's alone. */
  command(): boolean {
    return false;
  }

  /** Pauses a run in play; the loop's pause puts the pause screen up. */
  pause(): void {
    if (this.#options.host.screen() === 'playing') this.#options.loop.pause('user');
  }

  /** Leaves the pause screen for play, ignoring keys pressed while paused. */
  resume(): void {
    const { host, input, loop } = this.#options;
    if (host.screen() !== 'paused') return;
    input.clearLatched();
    host.show('playing');
    loop.resume();
  }

  restart(): void {
    this.#options.launcher.restart();
  }
}

/**
 * Behind the menus: the backdrop is drawn. A run left in play under a menu (the loading screen
 * of a replay file dropped mid-run) goes on ticking, as the live stage would tick it, and takes
 * the live stage's commands.
 */
export class MenuStage implements Stage {
  readonly #live: Stage;
  readonly #painter: ScenePainter;

  constructor(live: Stage, painter: ScenePainter) {
    this.#live = live;
    this.#painter = painter;
  }

  tick(input: number): void {
    this.#live.tick(input);
  }

  render(alpha: number): void {
    this.#painter.paint({ run: null, ghosts: NO_GHOSTS }, alpha);
  }

  command(command: Command): boolean {
    return this.#live.command(command);
  }

  pause(): void {
    this.#live.pause();
  }

  resume(): void {
    this.#live.resume();
  }

  restart(): void {
    this.#live.restart();
  }
}

/**
 * The replay viewer's playback: ticked by its player (the player's input is ignored), with the
 * compared replay as its ghost. Its keys are the viewer's: play or pause, back out, restart,
 * and step a tick either way.
 */
export class PlaybackStage implements Stage {
  readonly #player: ReplayPlayer;
  readonly #painter: ScenePainter;

  constructor(player: ReplayPlayer, painter: ScenePainter) {
    this.#player = player;
    this.#painter = painter;
  }

  tick(): void {
    this.#player.tick();
  }

  render(alpha: number): void {
    const compared = this.#player.compared;
    const ghosts = compared === null ? NO_GHOSTS : [compared];
    this.#painter.paint({ run: this.#player.playback.run, ghosts }, alpha);
  }

  command(command: Command): boolean {
    const player = this.#player;
    if (command === 'pause') player.togglePlay();
    else if (command === 'back') player.back();
    else if (command === 'restart') player.restart();
    else if (command === 'step-back') player.step(-1);
    else if (command === 'step-forward') player.step(1);
    else return false;
    return true;
  }

  pause(): void {
    this.#player.pause();
  }

  resume(): void {
    this.#player.play();
  }

  restart(): void {
    this.#player.restart();
  }
}

/**
 * The watch view's live run: each tick of the loop plays the watched run on by what came (the
 * player's input is ignored), and each frame draws it at the frame's alpha, as a replay is drawn;
 * the backdrop until its catch-up comes. Back (Escape) leaves for the Live screen; the runner's
 * run cannot be paused or restarted by a spectator.
 */
export class WatchStage implements Stage {
  readonly #watch: LiveWatch;
  readonly #painter: ScenePainter;
  readonly #back: () => void;

  constructor(watch: LiveWatch, painter: ScenePainter, back: () => void) {
    this.#watch = watch;
    this.#painter = painter;
    this.#back = back;
  }

  tick(): void {
    this.#watch.tick();
  }

  render(alpha: number): void {
    this.#painter.paint({ run: this.#watch.run, ghosts: NO_GHOSTS }, alpha);
  }

  command(command: Command): boolean {
    if (command === 'back') this.#back();
    // Pausing and restarting are the runner's: a spectator's keys for them do nothing.
    return command === 'back' || command === 'pause' || command === 'restart';
  }

  pause(): void {
    // The run is the runner's to pause.
  }

  resume(): void {
    // Nor to resume.
  }

  restart(): void {
    // Nor to restart.
  }
}
