import type { ActionKind, AuditEntry, Target } from '../api';
import { formatTicks } from '../sim';
import { button, h } from '../ui/dom/h';
import type { AdminClient, AuditFilter } from './admin-client';
import { actionBar } from './action-bar';
import { levelScene } from '../render/minimap-scene';
import { drawLabelledMinimap } from './minimap-canvas';
import { targetWords } from './report-cards';
import { watchButton } from './report-list';
import { searchTarget, type SearchKind } from './search-query';
import { levelOfDocument } from './watch-run';

/** What the search needs from the page. */
export interface SearchViewOptions {
  readonly client: Pick<AdminClient, 'act' | 'replay' | 'level' | 'run' | 'player'>;
  readonly announce: (text: string) => void;
  readonly done: (entry: AuditEntry) => void;
  readonly showAudit: (filter: AuditFilter) => void;
}

const ACTIONS_OF: Readonly<Record<Target['kind'], readonly ActionKind[]>> = {
  run: ['hide', 'restore'],
  level: ['hide', 'restore'],
  player: ['hide', 'restore', 'ban', 'unban'],
};

/** What the service says of a target: lines of facts and, for a run or a level, its preview. */
async function describeTarget(
  target: Target,
  options: SearchViewOptions,
): Promise<{ facts: string[]; preview: HTMLElement | null }> {
  const { client } = options;
  if (target.kind === 'run') {
    const run = await client.run(target.id);
    if (!run.ok) return { facts: [`The run cannot be read: ${run.reason}.`], preview: null };
    const { player, timeTicks, status, rank, levelKey } = run.value;
    const facts = [
      `By ${player} on ${levelKey} in ${formatTicks(timeTicks)} s`,
      `Status: ${status}, rank ${rank === null ? 'none' : String(rank)}`,
    ];
    return {
      facts,
      preview: watchButton(client, run.value.replayHash, `the run ${target.id}`, options.announce),
    };
  }
  if (target.kind === 'level') {
    const level = await client.level(target.id);
    if (!level.ok) return { facts: [`The level cannot be read: ${level.reason}.`], preview: null };
    const maker =
      level.value.maker === null ? 'no maker yet' : `made by ${level.value.maker.player}`;
    const loaded = levelOfDocument(level.value.level);
    if (!loaded.ok) return { facts: [maker, loaded.reason], preview: null };
    const parsed = loaded.value;
    const canvas = h('canvas', { className: 'admin-map' });
    drawLabelledMinimap(
      canvas,
      levelScene(parsed),
      `Map of ${parsed.name}, ${String(parsed.width)} by ${String(parsed.height)} tiles`,
    );
    return { facts: [`${parsed.name}, ${maker}`], preview: canvas };
  }
  const player = await options.client.player(target.id);
  if (!player.ok) return { facts: [`The name cannot be read: ${player.reason}.`], preview: null };
  const holder = player.value.claimedName;
  return {
    facts: [holder === null ? 'No player holds this name.' : `Held by ${holder}`],
    preview: null,
  };
}

/** The search section: a player's name, a run id or a level hash, and what can be done to it. */
export function searchView(options: SearchViewOptions): HTMLElement {
  const input = h('input', { id: 'search-text', attrs: { type: 'search', autocomplete: 'off' } });
  const kind = h('select', { id: 'search-kind' });
  const kinds: [SearchKind, string][] = [
    ['any', 'Guess from the text'],
    ['player', 'Player name'],
    ['run', 'Run id'],
    ['level', 'Level hash'],
  ];
  for (const [value, text] of kinds) kind.append(h('option', { text, attrs: { value } }));
  const result = h('div', { className: 'admin-result' });
  const form = h(
    'form',
    {
      className: 'admin-form',
      attrs: { role: 'search', 'aria-label': 'Find a player, run or level' },
    },
    h('label', { attrs: { for: 'search-text' } }, 'Player name, run id or level hash'),
    input,
    h('label', { attrs: { for: 'search-kind' } }, 'Look for'),
    kind,
    h('button', { attrs: { type: 'submit' } }, 'Search'),
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const target = searchTarget(input.value, kind.value as SearchKind);
    if (target === null) {
      options.announce('Type a player name, a run id or a level hash to search.');
      return;
    }
    void describeTarget(target, options).then(({ facts, preview }) => {
      result.replaceChildren(
        h('h3', { id: 'search-heading', text: `Found: ${targetWords(target)}` }),
        h('ul', { className: 'admin-facts' }, ...facts.map((fact) => h('li', { text: fact }))),
        ...(preview === null ? [] : [preview]),
        actionBar({
          client: options.client,
          target,
          actions: ACTIONS_OF[target.kind],
          idStem: 'search',
          announce: options.announce,
          done: options.done,
        }),
        button(`Audit log of ${targetWords(target)}`, () => {
          options.showAudit({ kind: target.kind, id: target.id });
        }),
      );
      options.announce(`Search: ${targetWords(target)}. ${facts.join(' ')}`);
    });
  });
  return h(
    'section',
    { className: 'admin-section', attrs: { 'aria-labelledby': 'search-section-heading' } },
    h('h2', { id: 'search-section-heading', text: 'Search' }),
    form,
    result,
  );
}
