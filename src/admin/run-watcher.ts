import { formatRunTime } from '../app/text/formats';
import type { ReplaySeeker } from '../replay';
import { TICKS_PER_SECOND } from '../sim';
import { button, h } from '../ui/dom/h';
import { runScene } from '../render/minimap-scene';
import { drawLabelledMinimap } from './minimap-canvas';
import { ct } from './text/console-text';

/** Ticks a step back or forward moves: one second of the run. */
const STEP_TICKS = TICKS_PER_SECOND;

/**
 * A run stepped through on a minimap: Play/Pause at the game's speed, a second back or forward,
 * and a slider over every tick. Each control is a labelled native control, so the keyboard alone
 * drives it. Returns the element and a stop that ends the playback (when the card goes away).
 */
export function runWatcher(
  seeker: ReplaySeeker,
  runId: string,
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
      'aria-label': ct('watch.slider', { id: runId }),
    },
  });
  let tick = 0;
  let timer: ReturnType<typeof setInterval> | undefined;
  const show = (at: number) => {
    tick = Math.max(0, Math.min(end, at));
    const sim = seeker.seek(tick);
    const time = formatRunTime(tick);
    const words = ct('watch.map', { id: runId, time, end: formatRunTime(end) });
    drawLabelledMinimap(canvas, runScene(sim), words);
    slider.value = String(tick);
    slider.setAttribute('aria-valuetext', ct('watch.seconds', { time }));
    position.textContent = ct('watch.position', { tick, end, time });
  };
  const stop = () => {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
    play.textContent = ct('watch.play');
  };
  const play = button(ct('watch.play'), () => {
    if (timer !== undefined) {
      stop();
      return;
    }
    if (tick >= end) show(0);
    play.textContent = ct('watch.pause');
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
    button(ct('watch.back'), () => {
      show(tick - STEP_TICKS);
    }),
    button(ct('watch.forward'), () => {
      show(tick + STEP_TICKS);
    }),
    slider,
  );
  show(0);
  return { element: h('div', { className: 'admin-watch' }, canvas, controls, position), stop };
}
