import type { AuditEntry } from '../api';
import { button, h } from '../ui/dom/h';
import type { AdminClient } from './admin-client';
import { actionBar } from './action-bar';
import { levelScene } from '../render/minimap-scene';
import { drawLabelledMinimap } from './minimap-canvas';
import type { CardPreview, ReportCard } from './report-cards';
import { runWatcher } from './run-watcher';
import { ct } from './text/console-text';
import { levelOfDocument, loadRun } from './watch-run';

/** What the report list needs from the page. */
export interface ReportListOptions {
  readonly client: Pick<AdminClient, 'act' | 'replay' | 'level'>;
  readonly announce: (text: string) => void;
  readonly done: (entry: AuditEntry) => void;
}

/** A "Watch the run" button that puts the run's watcher in its place once the run is loaded. */
export function watchButton(
  client: ReportListOptions['client'],
  replayHash: string,
  runId: string,
  announce: (text: string) => void,
): HTMLElement {
  const slot = h('div', { className: 'admin-preview' });
  const watch = button(ct('watch.button', { id: runId }), () => {
    watch.disabled = true;
    void loadRun(client, replayHash).then((loaded) => {
      if (!loaded.ok) {
        watch.disabled = false;
        announce(loaded.reason);
        return;
      }
      const watcher = runWatcher(loaded.value, runId);
      slot.replaceChildren(watcher.element);
      announce(ct('watch.ready', { id: runId, count: loaded.value.endTick }));
      watcher.element.querySelector('button')?.focus();
    });
  });
  slot.append(watch);
  return slot;
}

function previewPart(card: ReportCard, options: ReportListOptions): HTMLElement | null {
  const preview: CardPreview = card.preview;
  if (preview === null) return null;
  if (preview.kind === 'run') {
    return watchButton(options.client, preview.replayHash, card.target.id, options.announce);
  }
  const level = levelOfDocument(preview.document);
  if (!level.ok) return h('p', { text: level.reason });
  const canvas = h('canvas', { className: 'admin-map' });
  const { width, height, name } = level.value;
  drawLabelledMinimap(canvas, levelScene(level.value), ct('map.level', { name, width, height }));
  return h('div', { className: 'admin-preview' }, canvas);
}

function cardElement(card: ReportCard, index: number, options: ReportListOptions): HTMLElement {
  const headingId = `report-${String(index)}-heading`;
  const texts =
    card.texts.length === 0
      ? null
      : h(
          'div',
          {},
          h('p', { text: ct('card.reportersWrote') }),
          h('ul', {}, ...card.texts.map((text) => h('li', { text }))),
        );
  return h(
    'article',
    { className: 'admin-card', attrs: { 'aria-labelledby': headingId } },
    h('h3', { id: headingId, text: card.heading }),
    h('ul', { className: 'admin-facts' }, ...card.facts.map((fact) => h('li', { text: fact }))),
    texts,
    previewPart(card, options),
    actionBar({
      client: options.client,
      target: card.target,
      actions: card.actions,
      idStem: `report-${String(index)}`,
      announce: options.announce,
      done: options.done,
    }),
  );
}

/** The open reports, one card per target, or a line saying there are none. */
export function reportList(cards: readonly ReportCard[], options: ReportListOptions): HTMLElement {
  if (cards.length === 0) return h('p', { text: ct('reports.none') });
  return h(
    'div',
    { className: 'admin-cards' },
    ...cards.map((card, index) => cardElement(card, index, options)),
  );
}
