import { commandOfKey } from '../input';
import type { PauseReason } from '../loop';
import { formatTicks } from '../sim';
import { button, h } from './h';
import type { Playback, PlaybackEnd } from './playback';
import { PLAYBACK_RATES, type PlaybackRate } from './replay-options';

/** The loop as the viewer drives it. */
export interface ViewerLoop {
  readonly running: boolean;
  readonly paused: boolean;
  readonly rate: number;
  start(): void;
  pause(reason: PauseReason): void;
  resume(): void;
  restartClock(): void;
  setRate(rate: number): void;
}

/** What a viewer shows and whom it tells. */
export interface ReplayViewerOptions {
  readonly playback: Playback;
  readonly loop: ViewerLoop;
  /** Whose run on which level, e.g. "Ariadne on First Steps". */
  readonly title: string;
  readonly onBack: () => void;
  readonly onDownload: () => void;
  /** Once each time the playback reaches its end. */
  readonly onEnd: (end: PlaybackEnd) => void;
}

const OUTCOME_TEXT = { won: 'Won', caught: 'Caught', timeout: 'Out of time', playing: 'Stopped' };

function endText(end: PlaybackEnd, expectedHash: string): string {
  const verdict = end.matched
    ? `final state ${end.hash} matches the recording`
    : `final state ${end.hash} does not match the recording (${expectedHash})`;
  return `${OUTCOME_TEXT[end.outcome]} at ${formatTicks(end.tick)} s: ${verdict}.`;
}

/**
 * The replay viewer: a controls bar over the maze (play or pause, speed 0.5× to 4×, restart, a
 * position slider with the time, back) driving a Playback through the game loop. Speed changes
 * the loop's rate, never the simulation; every seek and restart restarts the loop's clock, so
 * nothing is interpolated across a jump. Everything works from the keyboard.
 */
export class ReplayViewer {
  readonly element: HTMLElement;
  readonly playback: Playback;
  readonly #o: ReplayViewerOptions;
  readonly #play: HTMLButtonElement;
  readonly #speeds: readonly HTMLButtonElement[];
  readonly #slider: HTMLInputElement;
  readonly #time: HTMLElement;
  readonly #status: HTMLElement;
  #shownTick = -1;
  #shownPlaying: boolean | null = null;
  /** While the slider is held, the playback follows it, not the other way round. */
  #dragging = false;

  constructor(options: ReplayViewerOptions) {
    this.#o = options;
    this.playback = options.playback;
    const end = this.playback.endTick;
    this.#play = button(
      'Pause',
      () => {
        this.togglePlay();
      },
      { className: 'replay-play primary' },
    );
    this.#speeds = PLAYBACK_RATES.map((rate) =>
      button(
        `${String(rate)}×`,
        () => {
          this.setRate(rate);
        },
        { attrs: { 'aria-pressed': 'false', 'data-rate': String(rate) } },
      ),
    );
    this.#slider = h('input', {
      className: 'replay-position',
      attrs: {
        type: 'range',
        min: '0',
        max: String(end),
        step: '1',
        value: '0',
        'aria-label': 'Position in the replay',
      },
    });
    this.#slider.addEventListener('input', () => {
      this.seek(Number(this.#slider.value));
    });
    // The game's keys skip form fields; the slider is one, but P, R and Escape still belong here.
    this.#slider.addEventListener('keydown', (event) => {
      const command = commandOfKey(event);
      if (command === 'pause') this.togglePlay();
      else if (command === 'restart') this.restart();
      else if (command === 'back') options.onBack();
      else return;
      event.preventDefault();
    });
    this.#slider.addEventListener('pointerdown', () => {
      this.#dragging = true;
    });
    for (const type of ['pointerup', 'pointercancel', 'change']) {
      this.#slider.addEventListener(type, () => {
        this.#dragging = false;
      });
    }
    this.#time = h('span', { className: 'replay-time' });
    this.#status = h('p', {
      className: 'replay-status',
      attrs: { role: 'status', 'aria-live': 'polite' },
    });
    this.element = h(
      'section',
      { className: 'replay-viewer', attrs: { 'aria-label': 'Replay viewer' } },
      h('p', { className: 'replay-title', text: `Replay: ${options.title}` }),
      this.#status,
      h(
        'div',
        { className: 'replay-controls', attrs: { role: 'group', 'aria-label': 'Replay controls' } },
        this.#play,
        button('Restart', () => {
          this.restart();
        }),
        h(
          'div',
          { className: 'replay-speeds', attrs: { role: 'group', 'aria-label': 'Speed' } },
          ...this.#speeds,
        ),
        this.#slider,
        this.#time,
        button('Download', options.onDownload),
        button('Back', options.onBack, { className: 'back' }),
      ),
    );
    this.refresh();
  }

  /** Starts playing from tick 0 at 1×: the viewer has just opened. */
  start(): void {
    const loop = this.#o.loop;
    // After an error the loop has stopped; a replay opened then needs it going again.
    if (!loop.running) loop.start();
    loop.setRate(1);
    loop.restartClock();
    loop.resume();
    this.refresh();
  }

  /** Stops ticking and puts the loop back to 1× for live play: the viewer is closing. */
  close(): void {
    this.#o.loop.pause('menu');
    this.#o.loop.setRate(1);
  }

  /** True while ticks run. */
  get playing(): boolean {
    return !this.#o.loop.paused;
  }

  /** The loop's tick: one tick of the replay; at the end the loop pauses and the end is told. */
  tick(): void {
    if (!this.playback.tick() || !this.playback.ended) return;
    this.#o.loop.pause('user');
    const end = this.playback.end();
    if (end !== null) this.#o.onEnd(end);
    this.refresh();
  }

  /** Plays from where it is (from the start once it has ended), or pauses. */
  togglePlay(): void {
    if (this.playing) this.pause();
    else this.play();
  }

  play(): void {
    if (this.playback.ended) this.restart();
    this.#o.loop.resume();
    this.refresh();
  }

  pause(): void {
    this.#o.loop.pause('user');
    this.refresh();
  }

  /** Sets the speed: the loop's rate, so ticks come faster or slower and stay the same ticks. */
  setRate(rate: PlaybackRate): void {
    this.#o.loop.setRate(rate);
    this.refresh();
  }

  /** Jumps to `tick` by re-simulating, with a fresh clock so nothing interpolates across. */
  seek(tick: number): void {
    this.playback.seek(tick);
    this.#o.loop.restartClock();
    this.refresh();
  }

  /** Back to tick 0, playing or paused as before. */
  restart(): void {
    this.seek(0);
  }

  /** Updates the controls to the playback and the loop; writes to the page only on change. */
  refresh(): void {
    const { playback } = this;
    const playing = this.playing;
    if (playing !== this.#shownPlaying) {
      this.#shownPlaying = playing;
      this.#play.textContent = playing ? 'Pause' : 'Play';
    }
    for (const speed of this.#speeds) {
      const pressed = String(Number(speed.dataset.rate) === this.#o.loop.rate);
      if (speed.getAttribute('aria-pressed') !== pressed)
        speed.setAttribute('aria-pressed', pressed);
    }
    const tick = playback.run.tick;
    if (tick === this.#shownTick) return;
    this.#shownTick = tick;
    const time = `${formatTicks(tick)} / ${formatTicks(playback.endTick)} s`;
    if (!this.#dragging) this.#slider.value = String(tick);
    this.#slider.setAttribute('aria-valuetext', time);
    this.#time.textContent = time;
    const end = playback.end();
    this.#status.textContent = end === null ? '' : endText(end, playback.replay.final.hash);
  }
}
