import { PLAYBACK_RATES, type PlaybackEnd, type ReplayPlayer } from '../../app';
import { commandOfKey } from '../../input';
import type { KeyResolver } from '../../input/bound-keys';
import { formatRunTime } from '../../app/text/formats';
import { t, type MessageKey } from '../../app/text/text';
import { button, h } from '../dom';
import { TheatrePanel } from './theatre-panel';

const OUTCOME_TEXT: Readonly<Record<PlaybackEnd['outcome'], MessageKey>> = {
  won: 'viewer.won',
  caught: 'viewer.caught',
  timeout: 'viewer.timeout',
  playing: 'viewer.stopped',
};

function endText(end: PlaybackEnd, expectedHash: string): string {
  const said = { outcome: t(OUTCOME_TEXT[end.outcome]), time: formatRunTime(end.tick) };
  return end.matched
    ? t('viewer.endMatches', { ...said, hash: end.hash })
    : t('viewer.endDiffers', { ...said, hash: end.hash, expected: expectedHash });
}

/**
 * The position slider: it seeks as it moves, and on it the game's keys (as bound) still pause,
 * restart and go back. `onDrag` hears when the slider is held and let go.
 */
function positionSlider(
  player: ReplayPlayer,
  keys: Pick<KeyResolver, 'command'>,
  onDrag: (dragging: boolean) => void,
): HTMLInputElement {
  const slider = h('input', {
    className: 'replay-position',
    attrs: {
      type: 'range',
      min: '0',
      max: String(player.playback.endTick),
      step: '1',
      value: '0',
      'aria-label': t('viewer.position'),
    },
  });
  slider.addEventListener('input', () => {
    player.seek(Number(slider.value));
  });
  // The game's keys skip form fields; the slider is one, but pause, restart and Escape (as
  // bound) still belong here.
  slider.addEventListener('keydown', (event) => {
    const command = keys.command(event);
    if (command === 'pause') player.togglePlay();
    else if (command === 'step-back') player.step(-1);
    else if (command === 'step-forward') player.step(1);
    else if (command === 'restart') player.restart();
    else if (command === 'back') player.back();
    else return;
    event.preventDefault();
  });
  slider.addEventListener('pointerdown', () => {
    onDrag(true);
  });
  for (const type of ['pointerup', 'pointercancel', 'change']) {
    slider.addEventListener(type, () => {
      onDrag(false);
    });
  }
  return slider;
}

/** A tick back and a tick forward: each pauses and seeks one tick. */
function stepButtons(player: ReplayPlayer): HTMLButtonElement[] {
  return [
    button(
      '◀ 1',
      () => {
        player.step(-1);
      },
      { attrs: { 'aria-label': t('viewer.previousTick') } },
    ),
    button(
      '1 ▶',
      () => {
        player.step(1);
      },
      { attrs: { 'aria-label': t('viewer.nextTick') } },
    ),
  ];
}

/** Compare, play from here, download and back. */
function theatreButtons(player: ReplayPlayer): HTMLButtonElement[] {
  return [
    button(t('viewer.compareBest'), () => {
      player.compareWithBest();
    }),
    button(t('viewer.playFromHere'), () => {
      player.playFromHere();
    }),
    button(t('viewer.download'), () => {
      player.download();
    }),
    button(
      'Back',
      () => {
        player.back();
      },
      { className: 'back' },
    ),
  ];
}

/**
 * The replay viewer (the replay theatre): a controls bar over the maze (play or pause, a tick
 * back and forward, speed 0.25× to 8×, restart, a position slider with the time, back), the
 * inputs held and the split table, for a ReplayPlayer, which drives the playback through
 * the game loop. Everything works from the keyboard.
 */
export class ReplayViewer {
  readonly element: HTMLElement;
  readonly player: ReplayPlayer;
  readonly #play: HTMLButtonElement;
  readonly #speeds: readonly HTMLButtonElement[];
  readonly #slider: HTMLInputElement;
  readonly #time: HTMLElement;
  readonly #status: HTMLElement;
  readonly #theatre: TheatrePanel;
  #shownTick = -1;
  #shownPlaying: boolean | null = null;
  /** While the slider is held, the playback follows it, not the other way round. */
  #dragging = false;

  /** `keys` reads the game's keys on the slider: the player's bindings (the built-in keys if absent). */
  constructor(
    player: ReplayPlayer,
    keys: Pick<KeyResolver, 'command'> = { command: commandOfKey },
  ) {
    this.player = player;
    this.#play = button(
      'Pause',
      () => {
        player.togglePlay();
      },
      { className: 'replay-play primary' },
    );
    this.#speeds = PLAYBACK_RATES.map((rate) =>
      button(
        `${String(rate)}×`,
        () => {
          player.setRate(rate);
        },
        { attrs: { 'aria-pressed': 'false', 'data-rate': String(rate) } },
      ),
    );
    this.#slider = positionSlider(player, keys, (dragging) => {
      this.#dragging = dragging;
    });
    this.#time = h('span', { className: 'replay-time' });
    this.#status = h('p', {
      className: 'replay-status',
      attrs: { role: 'status', 'aria-live': 'polite' },
    });
    this.#theatre = new TheatrePanel(player);
    this.element = h(
      'section',
      { className: 'replay-viewer', attrs: { 'aria-label': t('viewer.label') } },
      h('p', { className: 'replay-title', text: t('viewer.title', { title: player.title }) }),
      this.#status,
      h(
        'div',
        {
          className: 'replay-controls',
          attrs: { role: 'group', 'aria-label': t('viewer.controls') },
        },
        this.#play,
        button(t('viewer.restart'), () => {
          player.restart();
        }),
        ...stepButtons(player),
        h(
          'div',
          { className: 'replay-speeds', attrs: { role: 'group', 'aria-label': t('viewer.speed') } },
          ...this.#speeds,
        ),
        this.#slider,
        this.#time,
        ...theatreButtons(player),
      ),
      this.#theatre.element,
    );
    player.onChange(() => {
      this.refresh();
    });
    this.refresh();
  }

  /** Updates the controls to the playback and the loop; writes to the page only on change. */
  refresh(): void {
    const { playback } = this.player;
    const playing = this.player.playing;
    if (playing !== this.#shownPlaying) {
      this.#shownPlaying = playing;
      this.#play.textContent = playing ? 'Pause' : 'Play';
    }
    for (const speed of this.#speeds) {
      const pressed = String(Number(speed.dataset.rate) === this.player.rate);
      if (speed.getAttribute('aria-pressed') !== pressed)
        speed.setAttribute('aria-pressed', pressed);
    }
    const tick = playback.run.tick;
    this.#theatre.refresh(tick);
    if (tick === this.#shownTick) return;
    this.#shownTick = tick;
    const time = t('viewer.time', {
      time: formatRunTime(tick),
      end: formatRunTime(playback.endTick),
    });
    if (!this.#dragging) this.#slider.value = String(tick);
    this.#slider.setAttribute('aria-valuetext', time);
    this.#time.textContent = time;
    const end = playback.end();
    this.#status.textContent = end === null ? '' : endText(end, playback.replay.final.hash);
  }
}
