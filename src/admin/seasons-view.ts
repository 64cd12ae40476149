import type { PointBand, SeasonsResponse, SeasonTableResponse } from '../api';
import { button, h } from '../ui/dom/h';
import type { AdminClient } from './admin-client';
import { ct } from './text/console-text';

type SeasonsClient = Pick<AdminClient, 'seasons' | 'season'>;

const TABLE_COLUMNS = [
  'seasonAdmin.rank',
  'seasonAdmin.player',
  'seasonAdmin.points',
  'seasonAdmin.counted',
  'seasonAdmin.placed',
] as const;

/** A band's ranks in words: one rank, a range, or a rank and every one after. */
function bandRanks(band: PointBand): string {
  if (band.toRank === null) return ct('seasonAdmin.bandAfter', { from: band.fromRank });
  if (band.toRank === band.fromRank) return ct('seasonAdmin.bandOne', { from: band.fromRank });
  return ct('seasonAdmin.bandRange', { from: band.fromRank, to: band.toRank });
}

/** The points each band of ranks gives, one row a band. */
function bandsTable(bands: readonly PointBand[]): HTMLElement {
  return h(
    'table',
    { className: 'admin-season-bands' },
    h('caption', { text: ct('seasonAdmin.bands') }),
    h(
      'thead',
      {},
      h(
        'tr',
        {},
        h('th', { text: ct('seasonAdmin.ranks'), attrs: { scope: 'col' } }),
        h('th', { text: ct('seasonAdmin.pointsEach'), attrs: { scope: 'col' } }),
      ),
    ),
    h(
      'tbody',
      {},
      ...bands.map((band) =>
        h('tr', {}, h('td', { text: bandRanks(band) }), h('td', { text: String(band.points) })),
      ),
    ),
  );
}

/** The players by points: rank, name, points, the results that count, events placed in. */
function standingsTable(season: SeasonTableResponse): HTMLElement {
  const rows = season.table.map((row) =>
    h(
      'tr',
      {},
      h('td', { text: String(row.rank) }),
      h('td', { text: row.player }),
      h('td', { text: String(row.points) }),
      h('td', { text: row.counted.map(String).join(ct('console.separator')) }),
      h('td', { text: String(row.events) }),
    ),
  );
  const empty = h(
    'tr',
    {},
    h('td', { text: ct('seasonAdmin.noPoints'), attrs: { colspan: String(TABLE_COLUMNS.length) } }),
  );
  return h(
    'table',
    { className: 'admin-season-table' },
    h('caption', { text: ct('seasonAdmin.tableOf', { name: season.name }) }),
    h(
      'thead',
      {},
      h(
        'tr',
        {},
        ...TABLE_COLUMNS.map((key) => h('th', { text: ct(key), attrs: { scope: 'col' } })),
      ),
    ),
    h('tbody', {}, ...(rows.length > 0 ? rows : [empty])),
  );
}

/**
 * The seasons section: the newest seasons, and the table of the one chosen (its points by rank
 * band, how many results count, how many of its events ended and remain, the players by points),
 * as GET /api/seasons and GET /api/seasons/:id answer them; every outcome said in the live region.
 */
export class SeasonsView {
  readonly element: HTMLElement;
  readonly #client: SeasonsClient;
  readonly #announce: (text: string) => void;
  readonly #list = h('ul', { className: 'admin-seasons' });
  readonly #chosen = h('div', { className: 'admin-season' });
  /** Counts the tables asked for: only the answer for the latest is shown. */
  #opened = 0;

  constructor(client: SeasonsClient, announce: (text: string) => void) {
    this.#client = client;
    this.#announce = announce;
    this.element = h(
      'section',
      { className: 'admin-section', attrs: { 'aria-labelledby': 'seasons-heading' } },
      h('h2', { id: 'seasons-heading', text: ct('seasonAdmin.heading') }),
      button(ct('seasonAdmin.refresh'), () => void this.show()),
      this.#list,
      this.#chosen,
    );
  }

  /** Reads the seasons again and lists them; `quiet` keeps the live region's words. */
  async show(quiet = false): Promise<void> {
    const answer = await this.#client.seasons();
    if (!answer.ok) {
      this.#announce(ct('seasonAdmin.unreadable', { reason: answer.reason }));
      return;
    }
    this.#list.replaceChildren(...this.#items(answer.value));
    if (!quiet) this.#announce(ct('seasonAdmin.listed', { count: answer.value.seasons.length }));
  }

  #items({ seasons }: SeasonsResponse): HTMLElement[] {
    if (seasons.length === 0) return [h('li', { text: ct('seasonAdmin.none') })];
    return seasons.map((season) =>
      h(
        'li',
        { attrs: { 'data-season': season.id } },
        `${season.name} `,
        button(ct('seasonAdmin.open'), () => void this.open(season.id), {
          attrs: { 'aria-label': ct('seasonAdmin.openNamed', { name: season.name }) },
        }),
      ),
    );
  }

  /** Reads the table of season `id` and shows it, unless another season was chosen since. */
  async open(id: string): Promise<void> {
    const opening = ++this.#opened;
    const answer = await this.#client.season(id);
    // A season chosen since is the one shown and said, whichever answer comes back first.
    if (opening !== this.#opened) return;
    if (!answer.ok) {
      this.#announce(ct('seasonAdmin.unreadable', { reason: answer.reason }));
      return;
    }
    const season = answer.value;
    const { total, ended, remaining } = season.events;
    this.#chosen.replaceChildren(
      h('h3', { text: season.name }),
      h('p', { text: ct('seasonAdmin.bestOf', { count: season.bestOf }) }),
      h('p', { text: ct('seasonAdmin.ended', { count: total, ended }) }),
      h('p', { text: ct('seasonAdmin.remaining', { count: remaining }) }),
      bandsTable(season.pointBands),
      standingsTable(season),
    );
    this.#announce(ct('seasonAdmin.shown', { name: season.name }));
  }
}
