import { describe, expect, it } from 'vitest';
import { EditorSession } from '../../../src/app/editor/editor-session';
import { loadDraft } from '../../../src/storage/editor-draft';
import { LocalStore } from '../../../src/storage/local-store';
import { FakeStorage } from '../../support/fake-storage';

/** A session on a fresh store, with no draft yet. */
function session() {
  const store = new LocalStore({ storage: () => new FakeStorage() });
  const editing = new EditorSession({
    store,
    draft: null,
    playtest: () => undefined,
    pageUrl: () => 'https://maze.example/',
    copy: () => Promise.resolve(),
    now: () => '2026-03-14T12:00:00.000Z',
  });
  return { store, editing };
}

describe('EditorSession.edit: every edit goes through the session, which saves', () => {
  it('autosaves the draft after an edit, with nothing else to call', () => {
    const { store, editing } = session();
    // The new level is 9x9 with its start at (1, 1); resizing keeps the top left.
    editing.edit((editor) => {
      editor.resize(4, 3);
      editor.setName('Hall');
    });
    expect(loadDraft(store)).toMatchObject({
      text: ['####', '#S..', '#...'].join('\n'),
      fields: { name: 'Hall' },
    });
  });

  it('saves nothing for a cursor move or a brush change: the draft is the same', () => {
    const { store, editing } = session();
    editing.edit((editor) => {
      editor.moveCursor(1, 0);
      editor.setBrush('*');
    });
    expect(loadDraft(store)).toBeNull();
    expect(editing.editor.cursor).toEqual({ x: 2, y: 1 });
  });

  it('saves what an edit changed before it threw, and hands the error on', () => {
    const { store, editing } = session();
    expect(() => {
      editing.edit((editor) => {
        editor.setName('Half done');
        editor.setNumber('timeLimitTicks', -1);
      });
    }).toThrow();
    expect(loadDraft(store)?.fields.name).toBe('Half done');
  });

  it('hands back what the edit returned', () => {
    const { editing } = session();
    expect(editing.edit((editor) => editor.undo())).toBe(false);
    editing.edit((editor) => {
      editor.setName('Hall');
    });
    expect(editing.edit((editor) => editor.undo())).toBe(true);
    expect(editing.editor.fields.name).not.toBe('Hall');
  });
});
