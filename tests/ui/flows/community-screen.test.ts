// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { shellHarness } from './shell-harness';
import { settle } from '../../app/global/fake-service';
import { communityService, LEVEL_HASH } from '../../app/community/community-service';

/**
 * How long a wait for a screen that loads its code with import() may take: the first import
 * transforms the module, which takes seconds on a loaded machine (vi.waitFor's default is 1 s).
 */
const LOADED = { timeout: 30_000 };

/** A game on the page's own view, posting on as Theseus, whose service lists one level. */
function setup() {
  const fake = communityService();
  const { client, poster, identity, catalogue } = fake;
  const harness = shellHarness({
    global: { client, poster, identity, catalogue },
    settings: { globalPost: true, playerName: 'Theseus' },
  });
  return { ...harness, ...fake };
}

/** Lets the screen's code load and the service's answers come. */
async function loaded(): Promise<void> {
  for (let i = 0; i < 4; i += 1) await settle();
}

/** The Community screen opened with C on the title, as a player would. */
async function openWithKey(h: ReturnType<typeof setup>) {
  h.game.quitToTitle();
  const title = h.root.querySelector<HTMLElement>('.title-screen');
  title?.dispatchEvent(new KeyboardEvent('keydown', { key: 'c', bubbles: true }));
  // The screen's code is a download of its own: a line says so until it has loaded.
  const screen = await vi.waitFor(() => {
    const up = h.root.querySelector<HTMLElement>('.community-screen');
    if (up === null) throw new Error('the Community screen is not up');
    return up;
  }, LOADED);
  await loaded();
  return screen;
}

describe('the Community screen on the page', () => {
  it('opens with C from the title: cards named by their level, each with a labelled minimap', async () => {
    const h = setup();
    const screen = await openWithKey(h);
    expect(h.game.screen).toBe('community');
    const card = screen.querySelector('article');
    const heading = card?.getAttribute('aria-labelledby') ?? '';
    expect(screen.querySelector(`#${heading}`)?.textContent).toBe('Little Loop');
    expect(card?.querySelector('canvas')?.getAttribute('aria-label')).toBe(
      'Map of Little Loop: walls, start, exit and keys',
    );
    const facts = [...(card?.querySelectorAll('dd') ?? [])].map((d) => d.textContent);
    expect(facts).toEqual(['Daedalus', '9 × 7', '4', '–', '2 up, 1 down', '14.50 s']);
    const tabs = [...screen.querySelectorAll('[aria-label="Sort levels"] button')];
    expect(tabs.map((t) => [t.textContent, t.getAttribute('aria-pressed')])).toEqual([
      ['New', 'true'],
      ['Popular', 'false'],
      ['Top rated', 'false'],
      ['Hardest', 'false'],
      ['Easiest', 'false'],
    ]);
    // Focus starts on the first control, as on every screen.
    expect(document.activeElement?.textContent).toBe('New');
  });

  it("keeps focus on the control used when the screen is drawn again with the rating's answer", async () => {
    const h = setup();
    const screen = await openWithKey(h);
    const up = screen.querySelector<HTMLButtonElement>(`[data-focus="${LEVEL_HASH}:rate-up"]`);
    up?.focus();
    up?.click();
    await loaded();
    const again = screen.querySelector<HTMLButtonElement>(`[data-focus="${LEVEL_HASH}:rate-up"]`);
    expect(again).not.toBe(up);
    expect(document.activeElement).toBe(again);
    expect(again?.getAttribute('aria-pressed')).toBe('true');
    expect(screen.querySelector('.card-status')?.textContent).toBe('You rated it up.');
  });

  it('keeps what is typed in the search box and its selection when an answer draws the screen again', async () => {
    const h = setup();
    const screen = await openWithKey(h);
    const box = screen.querySelector<HTMLInputElement>('input[type="search"]');
    if (box === null) throw new Error('no search box');
    box.focus();
    box.value = 'yard';
    box.setSelectionRange(0, 4); // all of it selected, as a fill or a Ctrl+A leaves it
    const popular = [...screen.querySelectorAll<HTMLButtonElement>('button')].find(
      (b) => b.textContent === 'Popular',
    );
    popular?.click(); // the list is read again: the screen is drawn while the box has focus
    await loaded();
    const again = screen.querySelector<HTMLInputElement>('input[type="search"]');
    expect(again).not.toBe(box);
    expect(document.activeElement).toBe(again);
    expect([again?.value, again?.selectionStart, again?.selectionEnd]).toEqual(['yard', 0, 4]);
  });

  it('searches on Enter in the search box, and shows the reasons to report a level', async () => {
    const h = setup();
    const screen = await openWithKey(h);
    const box = screen.querySelector<HTMLInputElement>('input[type="search"]');
    if (box === null) throw new Error('no search box');
    box.value = 'loop';
    box.form?.requestSubmit();
    await loaded();
    expect(h.service.sent.map((r) => r.path)).toContain('/api/levels?sort=new&limit=12&q=loop');
    const report = [...screen.querySelectorAll<HTMLButtonElement>('button')].find(
      (b) => b.textContent === 'Report…',
    );
    const reasons = screen.querySelector<HTMLElement>('.report-reasons');
    expect(reasons?.hidden).toBe(true);
    report?.click();
    expect(reasons?.hidden).toBe(false);
    expect(report?.getAttribute('aria-expanded')).toBe('true');
    expect([...(reasons?.querySelectorAll('button') ?? [])].map((b) => b.textContent)).toEqual([
      'Offensive name',
      'Offensive level',
      'Cheated run',
      'Broken level',
      'Something else',
    ]);
  });
});
