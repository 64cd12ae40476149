import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { inWords } from '../../support/in-words';
import { decodeLevelLink, levelDocumentHash, openLevelLink } from '../../../src/replay';
import { gameHarness, type HarnessOptions } from '../game-harness';
import { fakeKey } from '../global/fake-service';
import {
  ROWS,
  draftWin,
  editedLinkFragment,
  paintYard,
  postingOn,
  publishing,
  settle,
} from './editor-fixtures';

/**
 * How long a wait for a screen that loads its code with import() may take: the first import
 * transforms the module, which takes seconds on a loaded machine (vi.waitFor's default is 1 s).
 */
const LOADED = { timeout: 30_000 };

/** A game with the editor open on a new level, then painted into ROWS through the model. */
async function editing(options: HarnessOptions = {}) {
  const h = gameHarness(options);
  h.game.launch({ kind: 'title', notice: null });
  h.view.act('editor');
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
async function winPlaytest(h: ReturnType<typeof gameHarness>): Promise<number> {
  const session = h.game.editor.session;
  if (session === null) throw new Error('no editor');
  const { level, inputs } = draftWin(session);
  session.playtest();
  expect(h.game.state()).toMatchObject({ screen: 'playing', levelId: level.id });
  h.inputs.push(...inputs);
  h.run(inputs.length + 3);
  expect(h.game.screen).toBe('won');
  await settle();
  return h.game.session.run?.finalTimeTicks ?? -1;
}

describe('EditorFlow (recording view): the editor between screens', () => {
  it('opens from the title and autosaves the draft, which a new game opens again', async () => {
    const { h } = await editing();
    expect(h.game.screen).toBe('editor');
    const again = gameHarness({ storage: h.storage });
    again.game.launch({ kind: 'title', notice: null });
    again.view.act('editor');
    await vi.waitFor(() => {
      expect(again.game.screen).toBe('editor');
    }, LOADED);
    expect(again.game.editor.session?.editor.grid.rows).toEqual(ROWS);
    expect(again.game.editor.session?.editor.fields.name).toBe('Yard');
  });

  it('sends nothing of a playtest to the global leaderboard, even with posting on', async () => {
    const { service, client, poster } = postingOn();
    service.answer = () => ({ status: 200, body: { token: 't', levelKey: 'level:first-steps' } });
    const { h } = await editing({ global: { client, poster } });
    await winPlaytest(h);
    expect(service.sent).toEqual([]);
    expect(poster.waiting).toBe(0);
  });

  it("asks for a start token with a shared level's document when its link is opened, posting on", async () => {
    const { service, client, poster } = postingOn();
    const h = gameHarness({ global: { client, poster } });
    const link = readFileSync('e2e/fixtures/level-gem-and-key.txt', 'utf8').trim();
    const opened = openLevelLink(link);
    if (!opened.ok) throw new Error(opened.message);
    await h.game.editor.openLink(link);
    await settle();
    expect(h.game.screen).toBe('playing');
    expect(service.sent.map((r) => [r.path, r.body])).toEqual([
      [
        '/api/runs/start',
        { level: { hash: opened.hash }, levelDocument: opened.doc, simVersion: 1 },
      ],
    ]);
  });

  it('voids the win on any edit: publishing then refuses', async () => {
    const { h, session } = await editing();
    await winPlaytest(h);
    h.view.act('editor');
    session.edit((draft) => {
      draft.setName('Yard 2');
    });
    expect(session.wonTicks).toBeNull();
    expect(session.publish()).toBeNull();
    expect(session.message).toBe(
      'Win the level in a playtest first: the winning run is its proof.',
    );
    expect(h.storage.items.has('mythic-maze:my-levels')).toBe(false);
  });

  it('publishes a won draft: its link carries the winning replay and joins My levels', async () => {
    const { h, session, editor } = await editing();
    const ticks = await winPlaytest(h);
    const proof = h.game.replays.lastReplay();
    h.view.act('editor');
    session.publish();
    const published = session.published;
    expect(published?.link).toMatch(/^https:\/\/maze\.example\/play\/\?level=first-steps#l=/);
    const link = decodeLevelLink(published?.link?.split('#')[1] ?? '');
    expect(link.doc.text).toBe(ROWS.join('\n'));
    expect(link.proof).toEqual(proof);
    expect(session.myLevels()).toMatchObject([
      { name: 'Yard', makerTicks: ticks, hash: levelDocumentHash(editor.document()) },
    ]);
    await session.copyLink(published?.link ?? '');
    expect(h.copied).toEqual([published?.link]);
  });
});

describe('EditorFlow (recording view): reopening My levels', () => {
  it('leaves the draft as it was when the level is no longer listed', async () => {
    const { session, editor } = await editing();
    expect(session.reopen('c'.repeat(64))).toBe(false);
    expect(session.message).toBe('That level cannot be opened: it is no longer in My levels');
    expect(editor.grid.rows).toEqual(ROWS);
  });
});

describe('EditorFlow (recording view): opening a level link', () => {
  it('checks the proof, plays the level under its hash and puts the maker on its board', async () => {
    const { h, session } = await editing();
    await winPlaytest(h);
    h.view.act('editor');
    const link = session.publish()?.link ?? '';
    const fresh = gameHarness();
    fresh.game.launch({ kind: 'level-link', fragment: link.slice(link.indexOf('#') + 1) });
    await settle();
    expect(fresh.game.state()).toMatchObject({ screen: 'playing', tick: 0 });
    expect(fresh.game.session.kind).toBe('shared');
    const hash = levelDocumentHash(session.editor.document());
    expect(fresh.game.session.ref).toEqual({ hash });
    const board = JSON.parse(
      fresh.storage.items.get('mythic-maze:leaderboard:editor:0') ?? '{}',
    ) as {
      data?: Record<string, { replay: { level: unknown } }>;
    };
    expect(Object.keys(board.data ?? {})).toEqual(['0']);
    expect(board.data?.['0']?.replay.level).toEqual({ hash });
    expect(fresh.game.editor.maker?.player).toBe('Theseus');
    // The maker's run can be watched: the viewer verifies it on the level opened.
    const proof = decodeLevelLink(link.slice(link.indexOf('#') + 1)).proof;
    expect(await fresh.game.replays.open({ kind: 'value', value: proof })).toEqual({ ok: true });
    expect(fresh.game.screen).toBe('replay');
  });
});

describe('EditorFlow (recording view): playtests and publishing', () => {
  it('playtests under the hash reference and comes back to the same session, as it was', async () => {
    const { h, session, editor } = await editing();
    expect(h.view.panel('editor').session).toBe(session);
    const depth = editor.canUndo;
    const ticks = await winPlaytest(h);
    expect(h.game.session.ref).toEqual({ hash: levelDocumentHash(editor.document()) });
    expect(h.game.session.kind).toBe('editor');
    // The playtest's replay can be watched: the viewer verifies it on the draft's level.
    h.view.panel('run-replay').actions.watch();
    await settle();
    expect(h.game.screen).toBe('replay');
    h.game.command('back');
    expect(h.game.screen).toBe('won');
    h.view.act('editor');
    expect(h.view.panel('editor').session).toBe(session);
    expect(editor.cursor).toEqual({ x: 2, y: 2 });
    expect(editor.grid.rows).toEqual(ROWS);
    expect(editor.canUndo).toBe(depth);
    expect(session.wonTicks).toBe(ticks);
    // The editor's screen code was asked for once, with the editor's own.
    expect(h.view.editorsPrepared).toBe(1);
  });

  it('keeps no progress and no board for a playtest', async () => {
    const { h } = await editing();
    await winPlaytest(h);
    expect([...h.storage.items.keys()].filter((key) => key.includes('leaderboard'))).toEqual([]);
    expect(h.view.replay?.status).toBe('Replay kept.');
    expect(h.view.panel('run-replay').actions.scores).toBeUndefined();
    expect(h.game.progress.size).toBe(0);
  });

  it('finds the win again when the edits are undone back to exactly the won content', async () => {
    const { h, session, editor } = await editing();
    const ticks = await winPlaytest(h);
    h.view.act('editor');
    session.edit((draft) => {
      draft.setBrush('.');
      draft.paintAt(2, 2);
    });
    session.edit((draft) => {
      draft.setName('Yard 2');
    });
    expect(session.wonTicks).toBeNull();
    session.edit((draft) => {
      draft.undo();
    });
    expect(session.wonTicks).toBeNull();
    session.edit((draft) => {
      draft.undo();
    });
    expect(editor.grid.rows).toEqual(ROWS);
    expect(session.wonTicks).toBe(ticks);
  });

  it('sends a won level to the service when posting is on, and says what became of it', async () => {
    const { storage, service, global } = publishing(true);
    const hashHolder: { hash?: string } = {};
    service.answer = (request) => {
      if (request.path !== '/api/levels') return 'no-answer';
      const hash = hashHolder.hash ?? '';
      return { status: 201, body: { hash, levelKey: `hash:${hash}`, level: {}, maker: {} } };
    };
    const { h, session, editor } = await editing({ storage, global });
    await winPlaytest(h);
    hashHolder.hash = levelDocumentHash(editor.document());
    h.view.act('editor');
    expect(service.sent).toEqual([]);
    const sending = session.publish();
    // No link before the service stored the level: whoever published a shown link first would
    // be its maker.
    expect(sending?.link).toBeNull();
    expect(session.published?.link).toBeNull();
    expect(session.message).toBe(
      'Publishing on the global leaderboard under your name: its link shows here once it is stored.',
    );
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
    expect(session.message).toBe('Published: share the link below.');
    const posted = { kind: 'posted', levelKey: `hash:${hashHolder.hash}` };
    expect(session.published?.global).toEqual(posted);
    expect(session.myLevels()[0]?.global).toEqual(posted);
    expect(session.published?.link).toBe(
      `https://maze.example/play/?level=first-steps#${fragment}`,
    );
    expect(session.myLevels()[0]?.link).toBe(session.published?.link);
  });

  it('keeps a level the service did not answer for as waiting, to be sent again', async () => {
    const { storage, service, global, timers } = publishing(true);
    const { h, session } = await editing({ storage, global });
    await winPlaytest(h);
    h.view.act('editor');
    session.publish();
    await settle();
    expect(inWords(service.sent.map((r) => r.path))).toEqual(['/api/levels']);
    expect(inWords(session.myLevels()[0]?.global)).toEqual({
      kind: 'waiting',
      reason: 'no answer (Failed to fetch)',
    });
    expect(timers.due()).toEqual([5_000]);
    // Not stored yet: no link, in the editor or in My levels.
    expect(session.published?.link).toBeNull();
    expect(session.myLevels()[0]?.link).toBeNull();
  });

  it('shows no link for a level the service refused (the name taken, say)', async () => {
    const { storage, service, global } = publishing(true);
    service.claim = () => ({
      status: 409,
      body: { type: '/api/problems#name-taken', field: 'name', problem: 'is taken' },
    });
    const { h, session } = await editing({ storage, global });
    await winPlaytest(h);
    h.view.act('editor');
    session.publish();
    await settle();
    expect(service.sent.map((r) => r.path)).toEqual([]);
    expect(session.published?.global?.kind).toBe('refused');
    expect(session.published?.link).toBeNull();
  });

  it('sends nothing when posting is off', async () => {
    const { storage, service, global, timers } = publishing(false);
    const { h, session } = await editing({ storage, global });
    await winPlaytest(h);
    h.view.act('editor');
    session.publish();
    await settle();
    expect(session.published).not.toBeNull();
    expect(service.sent).toEqual([]);
    expect(timers.due()).toEqual([]);
    expect(session.message).toBe('Published: share the link below.');
  });

  it('hands a link whose level was edited to the title, saying why, and stores nothing', async () => {
    const { h, session } = await editing();
    await winPlaytest(h);
    h.view.act('editor');
    const published = session.publish()?.link ?? '';
    const fragment = editedLinkFragment(published);
    const fresh = gameHarness();
    fresh.game.launch({ kind: 'level-link', fragment });
    await settle();
    expect(fresh.view.model.screen).toBe('title');
    expect(fresh.view.titleNotice()).toMatch(/^This level link was refused: /);
    expect([...fresh.storage.items.keys()]).toEqual([]);
  });
});
