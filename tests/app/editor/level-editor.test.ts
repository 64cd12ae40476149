import { afterEach, describe, expect, it } from 'vitest';
import { LevelEditor } from '../../../src/app/editor/level-editor';
import { blankGrid, gridText } from '../../../src/app/editor/tile-grid';
import { newLevelFields } from '../../../src/app/editor/draft-fields';
import { ru } from '../../../src/app/text/catalogues/ru';
import { zhHans } from '../../../src/app/text/catalogues/zh-hans';
import { en } from '../../../src/app/text/en';
import { setTextLanguage } from '../../../src/app/text/text';
import { PALETTE } from '../../../src/app/editor/editor-tiles';
import { LEVEL_CHARACTERS } from '../../../src/sim';

afterEach(() => {
  setTextLanguage('en', en);
});

/** A 5x5 level written out by hand: start top left, exit bottom right. */
const FIVE = ['#####', '#S..#', '#...#', '#..E#', '#####'].join('\n');

function editorOf(text: string): LevelEditor {
  const rows = text.split('\n');
  const width = rows[0]?.length ?? 0;
  return new LevelEditor({
    state: { grid: { width, height: rows.length, rows }, fields: newLevelFields() },
  });
}

describe('LevelEditor: painting', () => {
  it('starts on a 9x9 level with a wall border, the start and the exit', () => {
    const editor = new LevelEditor();
    expect(editor.grid.rows).toEqual([
      '#########',
      '#S......#',
      '#.......#',
      '#.......#',
      '#.......#',
      '#.......#',
      '#.......#',
      '#......E#',
      '#########',
    ]);
  });

  it('paints the brush at a tile and moves the cursor there', () => {
    const editor = editorOf(FIVE);
    editor.setBrush('*');
    editor.paintAt(2, 2);
    expect(gridText(editor.grid)).toBe(['#####', '#S..#', '#.*.#', '#..E#', '#####'].join('\n'));
    expect(editor.cursor).toEqual({ x: 2, y: 2 });
    expect(editor.tileAtCursor()).toBe('*');
  });

  it('moves the start when a second one is painted, leaving floor behind', () => {
    const editor = editorOf(FIVE);
    editor.setBrush('S');
    editor.paintAt(3, 2);
    expect(editor.grid.rows).toEqual(['#####', '#...#', '#..S#', '#..E#', '#####']);
  });

  it('keeps the cursor inside the grid', () => {
    const editor = editorOf(FIVE);
    editor.moveCursor(-10, 0);
    expect(editor.cursor).toEqual({ x: 0, y: 1 });
    editor.moveCursor(99, 99);
    expect(editor.cursor).toEqual({ x: 4, y: 4 });
  });
});

describe('LevelEditor: the palette', () => {
  it('paints every character of the level text and nothing else', () => {
    const painted = PALETTE.map((tile) => tile.char).sort();
    expect(painted).toEqual(Object.keys(LEVEL_CHARACTERS).sort());
    expect(painted).toHaveLength(14);
  });
});

describe('LevelEditor: resizing', () => {
  it('keeps the overlapping part and fills new tiles with wall', () => {
    const editor = editorOf(FIVE);
    editor.resize(7, 6);
    expect(editor.grid.rows).toEqual([
      '#######',
      '#S..###',
      '#...###',
      '#..E###',
      '#######',
      '#######',
    ]);
    editor.resize(3, 4);
    expect(editor.grid.rows).toEqual(['###', '#S.', '#..', '#..']);
  });

  it('refuses sides outside 3 to 128', () => {
    const editor = editorOf(FIVE);
    expect(() => {
      editor.resize(2, 5);
    }).toThrow(RangeError);
    expect(() => {
      editor.resize(5, 129);
    }).toThrow(/from 3 to 128/);
    editor.resize(128, 128);
    expect(editor.grid.rows).toHaveLength(128);
    expect(editor.grid.rows[127]).toHaveLength(128);
  });

  it('pulls the cursor back inside after shrinking', () => {
    const editor = editorOf(FIVE);
    editor.setCursor(4, 4);
    editor.resize(3, 3);
    expect(editor.cursor).toEqual({ x: 2, y: 2 });
  });
});

describe('LevelEditor: undo and redo', () => {
  it('undoes a whole stroke in one step, then redoes it', () => {
    const editor = editorOf(FIVE);
    editor.setBrush('#');
    editor.beginStroke();
    editor.paintAt(2, 1);
    editor.paintAt(2, 2);
    editor.paintAt(2, 3);
    editor.endStroke();
    const painted = ['#####', '#S#.#', '#.#.#', '#.#E#', '#####'];
    expect(editor.grid.rows).toEqual(painted);
    expect(editor.undo()).toBe(true);
    expect(gridText(editor.grid)).toBe(FIVE);
    expect(editor.canUndo).toBe(false);
    expect(editor.redo()).toBe(true);
    expect(editor.grid.rows).toEqual(painted);
  });

  it('covers resizes and every field', () => {
    const editor = editorOf(FIVE);
    editor.resize(6, 6);
    editor.setName('Deep');
    editor.setNumber('timeLimitTicks', 600);
    editor.setNumber('trapPeriodTicks', 60);
    editor.setNumber('trapUpTicks', 20);
    editor.setNumber('minotaurWanderTicks', 100);
    editor.setNumber('minotaurChaseTicks', 50);
    editor.setNumber('minotaurScentSteps', 4);
    expect(editor.fields).toEqual({
      name: 'Deep',
      timeLimitTicks: 600,
      trapPeriodTicks: 60,
      trapUpTicks: 20,
      minotaurWanderTicks: 100,
      minotaurChaseTicks: 50,
      minotaurScentSteps: 4,
    });
    for (let i = 0; i < 7; i++) editor.undo();
    expect(editor.fields).toEqual(newLevelFields());
    expect(editor.grid.width).toBe(6);
    editor.undo();
    expect(gridText(editor.grid)).toBe(FIVE);
    expect(editor.undo()).toBe(false);
    for (let i = 0; i < 8; i++) editor.redo();
    expect(editor.fields.minotaurScentSteps).toBe(4);
    expect(editor.grid.width).toBe(6);
  });

  it('drops the redo steps after a new change', () => {
    const editor = editorOf(FIVE);
    editor.setName('One');
    editor.undo();
    editor.setName('Two');
    expect(editor.redo()).toBe(false);
    expect(editor.fields.name).toBe('Two');
  });

  it('keeps a bounded history: the oldest steps go first', () => {
    const editor = new LevelEditor({
      state: { grid: blankGrid(5, 5), fields: newLevelFields() },
      historyLimit: 3,
    });
    for (const name of ['a', 'b', 'c', 'd', 'e']) editor.setName(name);
    let steps = 0;
    while (editor.undo()) steps++;
    expect(steps).toBe(3);
    expect(editor.fields.name).toBe('b');
  });

  it('leaves no step for a stroke or a field that changed nothing', () => {
    const editor = editorOf(FIVE);
    editor.setBrush('.');
    editor.beginStroke();
    editor.paintAt(2, 2);
    editor.endStroke();
    editor.setName(newLevelFields().name);
    editor.resize(5, 5);
    expect(editor.canUndo).toBe(false);
    expect(editor.revision).toBe(0);
  });

  it('refuses a number outside its field range without recording a step', () => {
    const editor = editorOf(FIVE);
    expect(() => {
      editor.setNumber('timeLimitTicks', 19);
    }).toThrow(/from 20 to 24000/);
    expect(() => {
      editor.setNumber('minotaurScentSteps', 1.5);
    }).toThrow(RangeError);
    expect(editor.canUndo).toBe(false);
  });
});

describe('LevelEditor: live validity', () => {
  it('plays a good level and routes it from start to exit', () => {
    const check = editorOf(FIVE).check();
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    // Shortest walks from (1,1) to (3,3) take 4 steps: 5 tiles.
    expect(check.route).toHaveLength(5);
    expect(check.route[0]).toEqual({ x: 1, y: 1 });
    expect(check.route.at(-1)).toEqual({ x: 3, y: 3 });
  });

  it('routes through a door only after its key', () => {
    const text = ['#######', '#S.#..#', '#r.R.E#', '#######'].join('\n');
    const check = editorOf(text).check();
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    const at = (x: number, y: number) => check.route.findIndex((c) => c.x === x && c.y === y);
    expect(at(1, 2)).toBeGreaterThan(0);
    expect(at(1, 2)).toBeLessThan(at(3, 2));
  });

  it('points at the row and column of an open border', () => {
    const editor = editorOf(FIVE);
    editor.setBrush('.');
    editor.paintAt(4, 2);
    expect(editor.check()).toEqual({
      ok: false,
      problem: {
        code: 'open-border',
        row: 3,
        column: 5,
        reason: "the border must be wall ('#'), found '.'",
      },
    });
  });

  it('points at a door whose key is missing, and at a Minotaur too near the start', () => {
    const door = editorOf(FIVE);
    door.setBrush('G');
    door.paintAt(2, 2);
    expect(door.check()).toMatchObject({
      ok: false,
      problem: { code: 'missing-key', row: 3, column: 3 },
    });
    const minotaur = editorOf(FIVE);
    minotaur.setBrush('M');
    minotaur.paintAt(2, 1);
    expect(minotaur.check()).toMatchObject({
      ok: false,
      problem: { code: 'minotaur-too-close', row: 2, column: 3 },
    });
  });

  it('cuts a name at the level-name limit of 60 characters', () => {
    const editor = editorOf(FIVE);
    editor.setName('n'.repeat(61));
    expect(editor.fields.name).toBe('n'.repeat(60));
    expect(editor.check().ok).toBe(true);
  });

  it('says the whole level when the exit is walled off, and when the name is blank', () => {
    const walled = editorOf(FIVE);
    walled.setBrush('#');
    walled.paintAt(2, 3);
    walled.paintAt(3, 2);
    expect(walled.check()).toMatchObject({ ok: false, problem: { code: 'unreachable-exit' } });
    const unnamed = editorOf(FIVE);
    unnamed.setName('   ');
    expect(unnamed.check()).toMatchObject({
      ok: false,
      problem: { code: 'bad-meta', row: 0, column: 0 },
    });
  });

  it('checks again after every change, undo included', () => {
    const editor = editorOf(FIVE);
    editor.setBrush('.');
    editor.paintAt(0, 0);
    expect(editor.check().ok).toBe(false);
    editor.undo();
    expect(editor.check().ok).toBe(true);
  });

  it('starts over on a new level as one undoable step', () => {
    const editor = editorOf(FIVE);
    editor.setName('Old');
    editor.startOver();
    expect(editor.grid.rows).toEqual(new LevelEditor().grid.rows);
    expect(editor.fields).toEqual(newLevelFields());
    editor.undo();
    expect(gridText(editor.grid)).toBe(FIVE);
    expect(editor.fields.name).toBe('Old');
  });

  it('names a new level in the language on screen when it is made', () => {
    expect(new LevelEditor().fields.name).toBe('My labyrinth');
    setTextLanguage('ru', ru);
    expect(new LevelEditor().fields.name).toBe('Мой лабиринт');
    const editor = editorOf(FIVE);
    setTextLanguage('zh-Hans', zhHans);
    editor.startOver();
    expect(editor.fields.name).toBe('我的迷宫');
  });
});
