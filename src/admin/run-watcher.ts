import type { ReplaySeeker } from '../replay';
import { formatTicks, TICKS_PER_SECOND } from '../sim';
import { button, h } from '../ui/dom/h';
import { runScene } from '../render/minimap-scene';
import { drawLabelledMinimap } from './minimap-canvas';

/** Ticks a step back or forward moves: one second of the run. */
const STEP_TICKS = TICKS_PER_SECOND;

/**
 * A run stepped through on a minimap: Play/Pause at the game's speed, a second back or forward,
 * and a slider over every tick. Each control is a labelled native control, so the keyboard alone
 * drives it. Returns the element and a stop that ends the playback (when the card goes away).
 */
export function runWatcher(
  seeker: ReplaySeeker,
  label: string,
): { element: HTMLElement; stop: () => void } {
  const end = seeker.endTick;
  const canvas = h('canvas', { className: 'admin-map' });
  const position = h('p', { className: 'admin-tick' });
  const slider = h('input', {
    attrs: {
      type: 'range',
      min: '0',
      max: String(end),
      step: '1',
      value: '0',
      'aria-label': `Tick of ${label}`,
    },
  });
  let tick = 0;
  let timer: ReturnType<typeof setInterval> | undefined;
  const show = (at: number) => {
    tick = Math.max(0, Math.min(end, at));
    const sim = seeker.seek(tick);
    const words = `${label} at ${formatTicks(tick)} s of ${formatTicks(end)} s`;
    drawLabelledMinimap(canvas, runScene(sim), words);
    slider.value = String(tick);
    slider.setAttribute('aria-valuetext', `${formatTicks(tick)} s`);
    position.textContent = `Tick ${String(tick)} of ${String(end)} (${formatTicks(tick)} s)`;
  };
  const stop = () => {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
    play.textContent = 'Play';
  };
  const play = button('Play', () => {
    if (timer !== undefined) {
      stop();
      return;
    }
    if (tick >= end) show(0);
    play.textContent = 'Pause';
    timer = setInterval(() => {
      show(tick + 1);
      if (tick >= end) stop();
    }, 1000 / TICKS_PER_SECOND);
  });
  slider.addEventListener('input', () => {
    show(Number(slider.value));
  });
  const controls = h(
    'div',
    { className: 'admin-controls' },
    play,
    button('Back 1 s', () => {
      show(tick - STEP_TICKS);
    }),
    button('Forward 1 s', () => {
      show(tick + STEP_TICKS);
    }),
    slider,
  );
  show(0);
  return { element: h('div', { className: 'admin-watch' }, canvas, controls, position), stop };
}
