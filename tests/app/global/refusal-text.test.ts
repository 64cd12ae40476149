/**
 * Issue 45: a refusal from the service reads in the language on screen, written from the
 * problem's kind (the fragment of its `type`), never from the service's English title or detail.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { inWords } from '../../support/in-words';
import { PROBLEM_KINDS, PROBLEM_TITLES } from '../../../src/api/problems';
import { askService, type FetchLike } from '../../../src/app/global/service-request';
import { refusalText } from '../../../src/app/global/refusal-text';
import { readBoard } from '../../../src/api/operations/runs';
import { de } from '../../../src/app/text/catalogues/de';
import { ru } from '../../../src/app/text/catalogues/ru';
import { zhHans } from '../../../src/app/text/catalogues/zh-hans';
import { en } from '../../../src/app/text/en';
import { loadCatalogue } from '../../../src/app/text/load-catalogue';
import { LANGUAGE_TAGS } from '../../../src/app/text/languages';
import { setTextLanguage } from '../../../src/app/text/text';

afterEach(() => {
  setTextLanguage('en', en);
});

/** A fetch that answers every request with `status` and `body`. */
function answering(status: number, body: unknown): FetchLike {
  return () => Promise.resolve({ status, text: () => Promise.resolve(JSON.stringify(body)) });
}

const SPENT = {
  type: 'https://leaderboard.example/api/problems#token-spent',
  title: 'The start token has already been used',
  status: 409,
  detail: 'token: is spent',
  field: 'token',
  problem: 'is spent',
};

function ask(status: number, body: unknown) {
  return askService(answering(status, body), '', readBoard, {
    params: { levelKey: 'level:first-steps' },
    query: {},
  });
}

describe('a refusal from the service', () => {
  it('is kept as a message: one that came in English is written again in German', async () => {
    const refused = await ask(409, SPENT);
    expect(inWords(refused)).toMatchObject({ reason: 'the start token has already been used' });
    setTextLanguage('de', de);
    expect(inWords(refused)).toMatchObject({ reason: 'das Startticket wurde schon benutzt' });
    const away = await askService(
      () => Promise.reject(new TypeError('Failed to fetch')),
      '',
      readBoard,
      { params: { levelKey: 'level:first-steps' }, query: {} },
    );
    setTextLanguage('ru', ru);
    expect(inWords(away)).toEqual({ kind: 'unreachable', reason: 'нет ответа (Failed to fetch)' });
  });

  it('reads in German, Russian and Chinese from its kind, not its English words', async () => {
    setTextLanguage('de', de);
    expect(inWords(await ask(409, SPENT))).toEqual({
      kind: 'refused',
      status: 409,
      reason: 'das Startticket wurde schon benutzt',
      problem: 'token-spent',
    });
    setTextLanguage('ru', ru);
    expect(inWords(await ask(409, SPENT))).toMatchObject({
      reason: 'стартовый жетон уже использован',
    });
    setTextLanguage('zh-Hans', zhHans);
    expect(inWords(await ask(409, SPENT))).toMatchObject({ reason: '起跑凭证已被使用' });
  });

  it('a 5xx with a kind is unreachable, in the language; without a kind it says its status', async () => {
    setTextLanguage('de', de);
    const busy = { type: '/api/problems#unavailable', title: 'Busy', status: 503, detail: 'x' };
    expect(inWords(await ask(503, busy))).toEqual({
      kind: 'unreachable',
      reason: 'der Dienst kann gerade nicht antworten',
    });
    expect(inWords(await ask(422, { title: 'The replay does not verify' }))).toMatchObject({
      kind: 'refused',
      reason: 'der Dienst antwortete 422',
    });
    expect(
      inWords(await ask(404, { type: '/api/problems#a-kind-of-tomorrow', title: 'New' })),
    ).toMatchObject({ reason: 'der Dienst antwortete 404' });
  });

  it('has words of its own for every kind in every language, never the English title', async () => {
    for (const tag of LANGUAGE_TAGS) {
      setTextLanguage(tag, await loadCatalogue(tag));
      const texts = PROBLEM_KINDS.map((kind) => refusalText(kind, 400));
      expect(new Set(texts).size, tag).toBe(PROBLEM_KINDS.length);
      if (tag === 'en') continue;
      for (const kind of PROBLEM_KINDS) {
        expect(refusalText(kind, 400).toLowerCase(), `${tag} ${kind}`).not.toBe(
          PROBLEM_TITLES[kind].toLowerCase(),
        );
      }
    }
  });
});
