/**
 * The board cache on its own, with a hand-driven stream of board changes: a page read from the
 * database while its board changed must not be kept (it may be the page from before the change,
 * and it would be served until the next change), while a read of another board, or one begun
 * after the change, is kept. Also: a change drops its board's pages and only those, a change of
 * every board (null) drops all, and the character bound evicts the least recently used board.
 */
import { describe, expect, it } from 'vitest';
import { BoardCache, type BoardAnswer } from '../../src/server/store/board-cache';
import type { BoardListener } from '../../src/server/store/board-changes';

/** Board changes told by the test. */
class HandChanges {
  readonly #listeners: BoardListener[] = [];

  listen(listener: BoardListener): void {
    this.#listeners.push(listener);
  }

  tell(levelKey: string | null): void {
    for (const listener of this.#listeners) listener(levelKey);
  }
}

const answer = (version: number, body: string): BoardAnswer => ({
  version,
  etag: `"${String(version)}"`,
  body,
});

const A = 'level:first-steps';
const B = 'level:three-doors';

function cache(maxChars?: number) {
  const changes = new HandChanges();
  return { changes, cache: new BoardCache(changes, maxChars) };
}

describe('a page read while its board changed', () => {
  it('is not kept: the next read goes to the database', () => {
    const { changes, cache: boards } = cache();
    const read = boards.begin(A);
    changes.tell(A); // a run is stored while the page is read
    boards.keep(read, 'p50', answer(1, '{"runs":[]}'));
    expect(boards.get(A, 'p50')).toBeUndefined();
    expect(boards.chars).toBe(0);
  });

  it('is not kept when every board changed (another writer, a lost notice)', () => {
    const { changes, cache: boards } = cache();
    const read = boards.begin(A);
    changes.tell(null);
    boards.keep(read, 'p50', answer(1, '{"runs":[]}'));
    expect(boards.get(A, 'p50')).toBeUndefined();
  });

  it('is not kept by any of several reads of that board under way at the change', () => {
    const { changes, cache: boards } = cache();
    const first = boards.begin(A);
    const second = boards.begin(A);
    changes.tell(A);
    boards.keep(first, 'p50', answer(1, 'first'));
    boards.keep(second, 'p10', answer(1, 'second'));
    expect([boards.get(A, 'p50'), boards.get(A, 'p10')]).toEqual([undefined, undefined]);
  });

  it("is kept when another board changed, and when it was begun after its board's change", () => {
    const { changes, cache: boards } = cache();
    const other = boards.begin(A);
    changes.tell(B);
    boards.keep(other, 'p50', answer(1, 'board A'));
    expect(boards.get(A, 'p50')).toEqual(answer(1, 'board A'));
    changes.tell(A);
    const after = boards.begin(A);
    boards.keep(after, 'p50', answer(2, 'board A, v2'));
    expect(boards.get(A, 'p50')).toEqual(answer(2, 'board A, v2'));
    expect(boards.chars).toBe('board A, v2'.length);
  });
});

describe('a change', () => {
  it("drops its board's pages and only those; null drops every board", () => {
    const { changes, cache: boards } = cache();
    boards.keep(boards.begin(A), 'p50', answer(1, 'aaaa'));
    boards.keep(boards.begin(A), 'p10', answer(1, 'aa'));
    boards.keep(boards.begin(B), 'p50', answer(1, 'bbb'));
    expect(boards.chars).toBe(9);
    changes.tell(A);
    expect([boards.get(A, 'p50'), boards.get(A, 'p10')]).toEqual([undefined, undefined]);
    expect(boards.get(B, 'p50')?.body).toBe('bbb');
    expect(boards.chars).toBe(3);
    changes.tell(null);
    expect(boards.get(B, 'p50')).toBeUndefined();
    expect(boards.chars).toBe(0);
  });
});

describe('the character bound', () => {
  it('evicts the least recently used board first', () => {
    // 40 characters in all; an answer over a quarter of that (10) is never kept.
    const { cache: boards } = cache(40);
    boards.keep(boards.begin(A), 'p', answer(1, 'a'.repeat(10)));
    boards.keep(boards.begin(B), 'p', answer(1, 'b'.repeat(10)));
    boards.keep(boards.begin('level:c'), 'p', answer(1, 'c'.repeat(10)));
    boards.keep(boards.begin('level:big'), 'p', answer(1, 'x'.repeat(11)));
    expect(boards.get('level:big', 'p')).toBeUndefined();
    boards.get(A, 'p'); // A is now the most recently used
    boards.keep(boards.begin('level:d'), 'p', answer(1, 'd'.repeat(10)));
    boards.keep(boards.begin('level:e'), 'p', answer(1, 'e'.repeat(10)));
    expect(boards.chars).toBe(40);
    expect(boards.get(B, 'p')).toBeUndefined();
    expect(boards.get(A, 'p')?.body).toBe('a'.repeat(10));
    expect(boards.get('level:c', 'p')?.body).toBe('c'.repeat(10));
  });
});
