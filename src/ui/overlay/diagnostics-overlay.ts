import { t } from '../../app/text/text';
import type { DiagnosticsSource } from '../../app';
import type { LoopStats, TimeLedgerSnapshot } from '../../loop';
import { PAUSE_REASONS } from '../../loop';
import { button, h } from '../dom';

/** How long "Simulate stall" blocks a frame. */
export const STALL_MS = 500;
/** Frame times above this are drawn at the top of the graph. */
const GRAPH_MAX_US = 50_000;
const GRAPH_WIDTH = 240;
const GRAPH_HEIGHT = 60;

const ms = (us: number, digits = 1) => (us / 1000).toFixed(digits);

/** The overlay's text, from a loop snapshot: what each line means is in the README. */
export function diagnosticsText(
  stats: LoopStats,
  ledger: TimeLedgerSnapshot,
  run: { readonly tick: number; hash(): number } | null,
): string {
  const hz = stats.refreshHz === null ? '?' : stats.refreshHz.toFixed(1);
  const frame = stats.lastIntervalUs === null ? '?' : ms(stats.lastIntervalUs, 2);
  const cadence = stats.cadence
    .map((n, k) => `${k === 4 ? '4+' : String(k)}:${String(n)}`)
    .join(' ');
  const pauses = PAUSE_REASONS.map((r) => `${r} ${String(ledger.pausesByReason[r])}`).join(', ');
  const balanced =
    ledger.fedUs === ledger.simulatedUs + ledger.droppedUs + ledger.discardedUs + ledger.pendingUs;
  const hash = run === null ? '-' : (run.hash() >>> 0).toString(16).padStart(8, '0');
  return [
    t('diagnostics.rates', { fps: String(stats.framesPerSecond), hz, frame }),
    t('diagnostics.cadence', { cadence }),
    t('diagnostics.state', {
      alpha: stats.lastAlpha.toFixed(3),
      tick: run === null ? '-' : String(run.tick),
      hash,
    }),
    t('diagnostics.dropped', {
      events: String(ledger.droppedEvents),
      ms: ms(ledger.droppedUs),
      ticks: String(ledger.ticksDropped),
    }),
    t('diagnostics.pauses', { pauses, resets: String(ledger.resetEvents) }),
    t('diagnostics.ledger', {
      fed: ms(ledger.fedUs),
      simulated: ms(ledger.simulatedUs),
      dropped: ms(ledger.droppedUs),
      discarded: ms(ledger.discardedUs),
      pending: ms(ledger.pendingUs),
      check: balanced ? '✓' : '✗',
    }),
    stats.paused
      ? t('diagnostics.paused', { reason: stats.pauseReason ?? '?' })
      : t('diagnostics.running'),
  ].join('\n');
}

/**
 * Timing figures over the game: text refreshed about four times a second (DOM writes every
 * frame would cost more than the game) and a frame-time graph of the last five seconds.
 */
export class DiagnosticsOverlay {
  readonly element: HTMLElement;
  readonly #source: DiagnosticsSource;
  readonly #text: HTMLElement;
  readonly #graph: HTMLCanvasElement;
  #framesToRefresh = 0;
  #visible = false;

  constructor(source: DiagnosticsSource) {
    this.#source = source;
    this.#text = h('pre', { className: 'diagnostics-text' });
    this.#graph = h('canvas', {
      className: 'diagnostics-graph',
      attrs: { width: String(GRAPH_WIDTH), height: String(GRAPH_HEIGHT), role: 'img' },
    });
    this.#graph.setAttribute('aria-label', t('diagnostics.graph'));
    this.element = h(
      'aside',
      { className: 'diagnostics', attrs: { 'aria-label': t('diagnostics.heading') } },
      h('h2', { text: t('diagnostics.heading') }),
      this.#graph,
      this.#text,
      button(
        t('diagnostics.stall', { ms: String(STALL_MS) }),
        () => {
          source.onStall(STALL_MS);
        },
        { className: 'stall' },
      ),
    );
    this.element.hidden = true;
  }

  /** Whether the overlay is shown. */
  get visible(): boolean {
    return this.#visible;
  }

  /** Shows (refreshing at once) or hides the overlay. */
  setVisible(visible: boolean): void {
    this.#visible = visible;
    this.element.hidden = !visible;
    if (visible) this.refresh();
  }

  /** Called once per drawn frame; refreshes every quarter second or so of frames. */
  frame(): void {
    if (!this.#visible) return;
    this.#framesToRefresh -= 1;
    if (this.#framesToRefresh > 0) return;
    this.refresh();
  }

  /** Rewrites the text and redraws the graph now. */
  refresh(): void {
    const stats = this.#source.stats();
    this.#framesToRefresh = Math.max(1, Math.round((stats.refreshHz ?? 60) / 4));
    this.#text.textContent = diagnosticsText(stats, this.#source.ledger(), this.#source.run());
    this.#drawGraph(this.#source.intervalHistory());
  }

  #drawGraph(intervals: Float64Array): void {
    const ctx = this.#graph.getContext('2d');
    if (ctx === null) return;
    ctx.fillStyle = 'rgba(10, 8, 6, 0.9)';
    ctx.fillRect(0, 0, GRAPH_WIDTH, GRAPH_HEIGHT);
    const y = (us: number) =>
      GRAPH_HEIGHT - (Math.min(us, GRAPH_MAX_US) / GRAPH_MAX_US) * GRAPH_HEIGHT;
    ctx.fillStyle = 'rgba(240, 220, 170, 0.35)';
    for (const guide of [16_667, 33_333]) ctx.fillRect(0, Math.round(y(guide)), GRAPH_WIDTH, 1);
    const n = intervals.length;
    if (n === 0) return;
    ctx.strokeStyle = '#f2c14e';
    ctx.lineWidth = 1;
    ctx.beginPath();
    for (let i = 0; i < n; i++) {
      const x = n === 1 ? GRAPH_WIDTH : (i / (n - 1)) * GRAPH_WIDTH;
      const value = intervals[i] ?? 0;
      if (i === 0) ctx.moveTo(x, y(value));
      else ctx.lineTo(x, y(value));
    }
    ctx.stroke();
  }
}
