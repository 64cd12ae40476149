// @vitest-environment happy-dom
/**
 * The console's Seasons section (issue 44) on a DOM, in English: the newest seasons listed, and
 * a season's table as GET /api/seasons/:id answers it (its points by rank band in words, how many
 * results count, how many events ended and remain, the players by points); a failed read said in
 * the live region. The client is a recording fake.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { SeasonTableResponse } from '../../src/api';
import type { AdminAnswer } from '../../src/admin/admin-client';
import { SeasonsView } from '../../src/admin/seasons-view';

const WINTER: SeasonTableResponse = {
  id: 'se_winter',
  name: 'Winter',
  bestOf: 2,
  events: { total: 4, ended: 3, remaining: 1 },
  pointBands: [
    { fromRank: 1, toRank: 1, points: 100 },
    { fromRank: 2, toRank: 3, points: 80 },
    { fromRank: 4, toRank: null, points: 10 },
  ],
  table: [
    { rank: 1, player: 'P2', points: 180, counted: [100, 80], events: 3 },
    { rank: 1, player: 'P3', points: 180, counted: [100, 80], events: 3 },
    { rank: 3, player: 'P1', points: 165, counted: [100, 65], events: 2 },
  ],
};

function fakeClient() {
  const asked: string[] = [];
  let table: AdminAnswer<SeasonTableResponse> = { ok: true, value: WINTER };
  return {
    asked,
    fail() {
      table = { ok: false, status: 404, reason: 'no season has this id' };
    },
    client: {
      seasons: () =>
        Promise.resolve({
          ok: true as const,
          value: {
            seasons: [
              { id: 'se_spring', name: 'Spring', bestOf: 5 },
              { id: 'se_winter', name: 'Winter', bestOf: 2 },
            ],
          },
        }),
      season: (id: string) => {
        asked.push(id);
        return Promise.resolve(table);
      },
    },
  };
}

let fake: ReturnType<typeof fakeClient>;
let said: string[];
let view: SeasonsView;
beforeEach(async () => {
  fake = fakeClient();
  said = [];
  view = new SeasonsView(fake.client, (text) => said.push(text));
  document.body.replaceChildren(view.element);
  await view.show();
});

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
const cells = (selector: string) =>
  [...document.querySelectorAll(`${selector} tbody tr`)].map((row) =>
    [...row.querySelectorAll('td')].map((td) => td.textContent),
  );

describe('the Seasons section', () => {
  it('lists the newest seasons, each with a button named for it', () => {
    const items = [...document.querySelectorAll('.admin-seasons li')].map((li) => [
      li.getAttribute('data-season'),
      li.querySelector('button')?.getAttribute('aria-label'),
    ]);
    expect(items).toEqual([
      ['se_spring', 'Show the table of Spring'],
      ['se_winter', 'Show the table of Winter'],
    ]);
    expect(said).toEqual(['2 seasons shown.']);
  });

  it("shows a season's bands, best N, events ended and remaining, and its players by points", async () => {
    document.querySelector<HTMLButtonElement>('[data-season="se_winter"] button')?.click();
    await settled();
    expect(fake.asked).toEqual(['se_winter']);
    const lines = [...document.querySelectorAll('.admin-season p')].map((p) => p.textContent);
    expect(lines).toEqual([
      "A player's best 2 results count.",
      '3 of 4 events have ended.',
      '1 event remains.',
    ]);
    expect(cells('.admin-season-bands')).toEqual([
      ['1', '100'],
      ['2 to 3', '80'],
      ['4 and after', '10'],
    ]);
    expect(document.querySelector('.admin-season-table caption')?.textContent).toBe(
      'Table: Winter',
    );
    expect(cells('.admin-season-table')).toEqual([
      ['1', 'P2', '180', '100, 80', '3'],
      ['1', 'P3', '180', '100, 80', '3'],
      ['3', 'P1', '165', '100, 65', '2'],
    ]);
    expect(said.at(-1)).toBe('Table of Winter shown.');
  });

  it('shows the season chosen last when an earlier choice is answered after it', async () => {
    const spring = { ...WINTER, id: 'se_spring', name: 'Spring', bestOf: 5, table: [] };
    const answers = new Map<string, (answer: AdminAnswer<SeasonTableResponse>) => void>();
    const client = {
      seasons: fake.client.seasons,
      season: (id: string) =>
        new Promise<AdminAnswer<SeasonTableResponse>>((resolve) => answers.set(id, resolve)),
    };
    const twice = new SeasonsView(client, (text) => said.push(text));
    document.body.replaceChildren(twice.element);
    const winter = twice.open('se_winter');
    const chosen = twice.open('se_spring');
    answers.get('se_spring')?.({ ok: true, value: spring });
    await chosen;
    answers.get('se_winter')?.({ ok: true, value: WINTER });
    await winter;
    expect(document.querySelector('.admin-season h3')?.textContent).toBe('Spring');
    expect(document.querySelector('.admin-season-table caption')?.textContent).toBe(
      'Table: Spring',
    );
    expect(cells('.admin-season-table')).toEqual([['No player has points yet.']]);
    expect(said.slice(1)).toEqual(['Table of Spring shown.']);
  });

  it('says why a table cannot be read', async () => {
    fake.fail();
    await view.open('se_gone');
    expect(said.at(-1)).toBe('The seasons cannot be read: no season has this id.');
    expect(document.querySelector('.admin-season-table')).toBeNull();
  });
});
