import type { ActionKind, AuditEntry, RunResponse, Target } from '../api';
import { formatRunTime } from '../app/text/formats';
import { button, h } from '../ui/dom/h';
import type { AdminClient, AuditFilter } from './admin-client';
import { actionBar } from './action-bar';
import { levelScene } from '../render/minimap-scene';
import { drawLabelledMinimap } from './minimap-canvas';
import { targetWords } from './report-cards';
import { watchButton } from './report-list';
import { searchTarget, type SearchKind } from './search-query';
import { ct } from './text/console-text';
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
    if (!run.ok) {
      return { facts: [ct('search.runUnreadable', { reason: run.reason })], preview: null };
    }
    return {
      facts: runFacts(run.value),
      preview: watchButton(client, run.value.replayHash, target.id, options.announce),
    };
  }
  if (target.kind === 'level') {
    const level = await client.level(target.id);
    if (!level.ok) {
      return { facts: [ct('search.levelUnreadable', { reason: level.reason })], preview: null };
    }
    const maker =
      level.value.maker === null
        ? ct('search.noMaker')
        : ct('search.madeBy', { player: level.value.maker.player });
    const loaded = levelOfDocument(level.value.level);
    if (!loaded.ok) return { facts: [maker, loaded.reason], preview: null };
    const { name, width, height } = loaded.value;
    const canvas = h('canvas', { className: 'admin-map' });
    drawLabelledMinimap(canvas, levelScene(loaded.value), ct('map.level', { name, width, height }));
    return { facts: [ct('search.levelFacts', { name, maker })], preview: canvas };
  }
  const player = await options.client.player(target.id);
  if (!player.ok) {
    return { facts: [ct('search.nameUnreadable', { reason: player.reason })], preview: null };
  }
  const holder = player.value.claimedName;
  return {
    facts: [holder === null ? ct('search.nameFree') : ct('search.heldBy', { player: holder })],
    preview: null,
  };
}

/** A stored run's facts: who ran which level in what time, its status and rank. */
function runFacts({ player, timeTicks, status, rank, levelKey }: RunResponse): string[] {
  return [
    ct('search.runFacts', { player, level: levelKey, time: formatRunTime(timeTicks) }),
    ct('search.runStatus', {
      status: status === 'verified' ? ct('search.verified') : ct('search.rejected'),
      rank: rank ?? ct('search.noRank'),
    }),
  ];
}

/** The search section: a player's name, a run id or a level hash, and what can be done to it. */
export function searchView(options: SearchViewOptions): HTMLElement {
  const input = h('input', { id: 'search-text', attrs: { type: 'search', autocomplete: 'off' } });
  const kind = h('select', { id: 'search-kind' });
  const kinds = [
    ['any', 'search.any'],
    ['player', 'search.player'],
    ['run', 'search.run'],
    ['level', 'search.level'],
  ] as const satisfies readonly (readonly [SearchKind, string])[];
  for (const [value, text] of kinds) kind.append(h('option', { text: ct(text), attrs: { value } }));
  const result = h('div', { className: 'admin-result' });
  const form = h(
    'form',
    {
      className: 'admin-form',
      attrs: { role: 'search', 'aria-label': ct('search.form') },
    },
    h('label', { attrs: { for: 'search-text' } }, ct('search.text')),
    input,
    h('label', { attrs: { for: 'search-kind' } }, ct('search.kind')),
    kind,
    h('button', { attrs: { type: 'submit' } }, ct('search.submit')),
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const target = searchTarget(input.value, kind.value as SearchKind);
    if (target === null) {
      options.announce(ct('search.empty'));
      return;
    }
    void describeTarget(target, options).then(({ facts, preview }) => {
      result.replaceChildren(
        h('h3', {
          id: 'search-heading',
          text: ct('search.found', { target: targetWords(target) }),
        }),
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
        button(ct('search.auditOf', { target: targetWords(target) }), () => {
          options.showAudit({ kind: target.kind, id: target.id });
        }),
      );
      options.announce(ct('search.said', { target: targetWords(target), facts: facts.join(' ') }));
    });
  });
  return h(
    'section',
    { className: 'admin-section', attrs: { 'aria-labelledby': 'search-section-heading' } },
    h('h2', { id: 'search-section-heading', text: ct('search.heading') }),
    form,
    result,
  );
}
