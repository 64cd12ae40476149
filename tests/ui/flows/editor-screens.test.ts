// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { decodeLevelLink, levelDocumentHash } from '../../../src/replay';
import {
  ROWS,
  draftWin,
  editedLinkFragment,
  paintYard,
  publishing,
  settle,
} from '../../app/editor/editor-fixtures';
import type { HarnessOptions } from '../../app/game-harness';
import { shellHarness } from './shell-harness';
import { fakeKey } from '../../app/global/fake-service';

/**
 * How long a wait for a screen that loads its code with import() may take: the first import
 * transforms the module, which takes seconds on a loaded machine (vi.waitFor's default is 1 s).
 */
const LOADED = { timeout: 30_000 };

/** A game with the editor open on a new level, then painted into ROWS through the model. */
async function editing(options: HarnessOptions = {}) {
  const h = shellHarness(options);
  h.game.launch({ kind: 'title', notice: null });
  h.click('Make a level');
  // The editor's code is a dynamic import: the first one transforms it, which takes a while.
  await vi.waitFor(() => {
    expect(h.game.screen).toBe('editor');
  }, LOADED);
  const session = h.game.editor.session;
  if (session === null) throw new Error('the editor did not open');
  paintYard(session);
  return { h, session, editor: session.editor };
}

/** Plays the draft's winning inputs in a playtest and waits for its replay to be kept. */
async function winPlaytest(h: ReturnType<typeof shellHarness>): Promise<number> {
  const session = h.game.editor.session;
  if (session === null) throw new Error('no editor');
  const { level, inputs } = draftWin(session);
  h.click('Playtest');
  expect(h.game.state()).toMatchObject({ screen: 'playing', levelId: level.id });
  h.inputs.push(...inputs);
  h.run(inputs.length + 3);
  expect(h.game.screen).toBe('won');
  await settle();
  return h.game.session.run?.finalTimeTicks ?? -1;
}

describe('EditorFlow: the editor between screens', () => {
  it('playtests under the hash reference and comes back exactly as it was', async () => {
    const { h, session, editor } = await editing();
    const depth = editor.canUndo;
    const ticks = await winPlaytest(h);
    expect(h.game.session.ref).toEqual({ hash: levelDocumentHash(editor.document()) });
    expect(h.game.session.kind).toBe('editor');
    // The playtest's replay can be watched: the viewer verifies it on the draft's level.
    h.click('Watch replay');
    await settle();
    expect(h.game.screen).toBe('replay');
    h.game.command('back');
    expect(h.game.screen).toBe('won');
    h.click('Back to the editor');
    expect(h.game.screen).toBe('editor');
    expect(h.game.editor.session).toBe(session);
    expect(editor.cursor).toEqual({ x: 2, y: 2 });
    expect(editor.grid.rows).toEqual(ROWS);
    expect(editor.canUndo).toBe(depth);
    expect(session.wonTicks).toBe(ticks);
    expect(h.root.querySelector<HTMLButtonElement>('[data-editor="publish"]')?.disabled).toBe(
      false,
    );
  });

  it('keeps no progress and no board for a playtest', async () => {
    const { h } = await editing();
    await winPlaytest(h);
    expect([...h.storage.items.keys()].filter((key) => key.includes('leaderboard'))).toEqual([]);
    expect(h.root.querySelector('.replay-status')?.textContent).toBe('Replay kept.');
    expect(h.buttons()).not.toContain('Leaderboard');
    expect(h.game.progress.size).toBe(0);
  });

  it('finds the win again when the edits are undone back to exactly the won content', async () => {
    const { h, session, editor } = await editing();
    const ticks = await winPlaytest(h);
    const proof = h.game.replays.lastReplay();
    h.click('Back to the editor');
    // Two edits: a tile and the name.
    session.edit((draft) => {
      draft.setBrush('.');
      draft.paintAt(2, 2);
    });
    session.edit((draft) => {
      draft.setName('Yard 2');
    });
    expect(session.wonTicks).toBeNull();
    expect(h.root.querySelector<HTMLButtonElement>('[data-editor="publish"]')?.disabled).toBe(
      false,
    );
    // One undo: the gem is still gone, so this is other content.
    h.click('Undo (Ctrl+Z)');
    expect(editor.fields.name).toBe('Yard');
    expect(editor.grid.rows[2]).toBe('#...#');
    expect(session.wonTicks).toBeNull();
    expect(h.root.querySelector<HTMLButtonElement>('[data-editor="publish"]')?.disabled).toBe(true);
    expect(session.publish()).toBeNull();
    // The second undo is the won content again: the same proof, publishable.
    h.click('Undo (Ctrl+Z)');
    expect(editor.grid.rows).toEqual(ROWS);
    expect(session.wonTicks).toBe(ticks);
    expect(h.root.querySelector<HTMLButtonElement>('[data-editor="publish"]')?.disabled).toBe(
      false,
    );
    h.click('Publish');
    const fragment = session.published?.fragment ?? '';
    const link = decodeLevelLink(fragment);
    expect(link.proof).toEqual(proof);
    expect(link.doc.text).toBe(ROWS.join('\n'));
    // Redo leaves that content: the link of the won content is no longer the draft's.
    h.click('Redo (Ctrl+Y)');
    expect(session.wonTicks).toBeNull();
    expect(session.published).toBeNull();
    // The same edit taken back by hand, not by undo, is the won content too.
    session.edit((draft) => {
      draft.setBrush('*');
      draft.paintAt(2, 2);
    });
    expect(editor.grid.rows).toEqual(ROWS);
    expect(session.wonTicks).toBe(ticks);
    // And its link, published for that content, is the draft's link again.
    expect(session.published?.fragment).toBe(fragment);
  });
});

/** A new level: 9x9, floor inside a wall, the start at the top left and the exit at the bottom right. */
const NEW_LEVEL = [
  '#########',
  '#S......#',
  ...Array.from({ length: 5 }, () => '#.......#'),
  '#......E#',
  '#########',
];

describe('EditorFlow: reopening My levels', () => {
  it('opens a published level as the draft, still proved by its winning run; undo goes back', async () => {
    const { h, session, editor } = await editing();
    const ticks = await winPlaytest(h);
    h.click('Back to the editor');
    h.click('Publish');
    h.click('New level');
    expect(editor.grid.rows).toEqual(NEW_LEVEL);
    expect(session.wonTicks).toBeNull();
    // A keyboard player: the button has the focus when it is pressed.
    const open = [...h.root.querySelectorAll<HTMLButtonElement>('.reopen-level')];
    expect(open.map((b) => b.textContent)).toEqual(['Open Yard in the editor']);
    open[0]?.focus();
    expect(h.root.ownerDocument.activeElement).toBe(open[0]);
    open[0]?.click();
    expect(editor.grid.rows).toEqual(ROWS);
    expect(editor.fields.name).toBe('Yard');
    expect(session.wonTicks).toBe(ticks);
    expect(h.root.querySelector('.editor-message')?.textContent).toBe(
      'Opened Yard from My levels (undo goes back to the draft before): its winning run still proves it.',
    );
    expect(h.root.querySelector<HTMLButtonElement>('[data-editor="publish"]')?.disabled).toBe(
      false,
    );
    // The keyboard is on the grid of the level just opened.
    expect(h.root.ownerDocument.activeElement).toBe(h.root.querySelector('.editor-grid'));
    // It is the autosaved draft: a new game opens it.
    const again = shellHarness({ storage: h.storage });
    again.game.launch({ kind: 'title', notice: null });
    again.click('Make a level');
    await vi.waitFor(() => {
      expect(again.game.screen).toBe('editor');
    }, LOADED);
    expect(again.game.editor.session?.editor.grid.rows).toEqual(ROWS);
    session.edit((draft) => {
      draft.undo();
    });
    expect(editor.grid.rows).toEqual(NEW_LEVEL);
  });
});

describe('EditorFlow: publishing to the global leaderboard', () => {
  it('sends the won level (text, settings and proof) when posting is on, and says so', async () => {
    const { storage, service, global } = publishing(true);
    const hashHolder: { hash?: string } = {};
    service.answer = (request) => {
      if (request.path !== '/api/levels') return 'no-answer';
      const hash = hashHolder.hash ?? '';
      return { status: 201, body: { hash, levelKey: `hash:${hash}`, level: {}, maker: {} } };
    };
    const { h, session, editor } = await editing({ storage, global });
    await winPlaytest(h);
    const proof = h.game.replays.lastReplay();
    hashHolder.hash = levelDocumentHash(editor.document());
    h.click('Back to the editor');
    expect(service.sent).toEqual([]);
    h.click('Publish');
    await settle();
    const fragment = session.published?.fragment ?? '';
    expect(service.sent).toEqual([
      {
        method: 'POST',
        path: '/api/levels',
        body: { link: fragment },
        authorization: `Bearer ${fakeKey('Daedalus')}`,
      },
    ]);
    const sent = decodeLevelLink(fragment);
    expect(sent.doc).toEqual({ text: ROWS.join('\n'), meta: editor.document().meta });
    expect(sent.doc.meta.name).toBe('Yard');
    expect(sent.proof).toEqual(proof);
    expect(h.root.querySelector('.editor-message')?.textContent).toBe(
      "Published: share the link below. On the global leaderboard, with your time as the maker's.",
    );
    const row = h.root.querySelector('.my-levels li');
    expect(row?.querySelector('.level-global')?.getAttribute('data-state')).toBe('posted');
  });

  it('shows a level the service did not answer for as waiting, kept with My levels', async () => {
    const { storage, service, global, timers } = publishing(true);
    const { h } = await editing({ storage, global });
    await winPlaytest(h);
    h.click('Back to the editor');
    h.click('Publish');
    await settle();
    expect(service.sent.map((r) => r.path)).toEqual(['/api/levels']);
    expect(h.root.querySelector('.editor-message')?.textContent).toBe(
      'Publishing on the global leaderboard under your name: its link shows here once it is stored. Not on the global leaderboard yet (no answer (Failed to fetch)): it will be sent again.',
    );
    // Not stored: no link to copy, in the editor's published part or in My levels.
    expect(h.root.querySelectorAll('.level-link')).toHaveLength(0);
    expect(h.root.querySelectorAll('.link-pending')).toHaveLength(2);
    const stored = JSON.parse(storage.items.get('mythic-maze:my-levels') ?? '{}') as {
      data: Record<string, { global?: unknown }>;
    };
    expect(Object.values(stored.data).map((l) => l.global)).toEqual([
      // Kept as the message (key and values), so it reads in the language shown when listed.
      {
        kind: 'waiting',
        reason: { key: 'refusal.noAnswer', params: { error: 'Failed to fetch' } },
      },
    ]);
    expect(timers.due()).toEqual([5_000]);
  });

  it('shows what the service made of a level in an earlier session, from My levels', async () => {
    const { storage, global } = publishing(true);
    const hash = 'd'.repeat(64);
    const earlier = {
      name: 'Old Yard',
      hash,
      fragment: 'l=abc',
      makerTicks: 40,
      publishedAt: '2026-05-01T00:00:00.000Z',
      global: { kind: 'refused', reason: 'link.proof does not win this level' },
    };
    storage.setItem(
      'mythic-maze:my-levels',
      JSON.stringify({ version: 1, data: { [hash]: earlier } }),
    );
    const { h } = await editing({ storage, global });
    const state = h.root.querySelector('.my-levels .level-global');
    expect(state?.getAttribute('data-state')).toBe('refused');
    expect(state?.textContent).toBe(
      ' The global leaderboard refused it: link.proof does not win this level.',
    );
  });

  it('sends nothing when posting is off', async () => {
    const { storage, service, global, timers } = publishing(false);
    const { h, session } = await editing({ storage, global });
    await winPlaytest(h);
    h.click('Back to the editor');
    h.click('Publish');
    await settle();
    expect(session.published).not.toBeNull();
    expect(service.sent).toEqual([]);
    expect(timers.due()).toEqual([]);
    expect(h.root.querySelector('.editor-message')?.textContent).toBe(
      'Published: share the link below.',
    );
    expect(h.root.querySelector('.level-global')).toBeNull();
  });
});

describe('EditorFlow: opening a level link', () => {
  it('refuses a link whose level was edited, saying why, and stores nothing', async () => {
    const { h, session } = await editing();
    await winPlaytest(h);
    h.click('Back to the editor');
    const published = session.publish()?.link ?? '';
    const fragment = editedLinkFragment(published);
    const fresh = shellHarness();
    fresh.game.launch({ kind: 'level-link', fragment });
    await settle();
    expect(fresh.game.screen).toBe('title');
    expect(fresh.root.querySelector('[role="alert"]')?.textContent).toMatch(
      /^This level link was refused: /,
    );
    expect([...fresh.storage.items.keys()]).toEqual([]);
  });
});
