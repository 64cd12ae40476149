/**
 * The operator console in the operator's language (issue 45): its words from its own catalogues,
 * plurals by the language's rules, weights and run times as the language writes numbers, moments
 * through Intl in UTC, and the service's refusals from their kind in the same language.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { AuditEntry, ReportsResponse } from '../../src/api';
import { AdminClient } from '../../src/admin/admin-client';
import { auditRows } from '../../src/admin/audit-rows';
import { reportCards } from '../../src/admin/report-cards';
import { groupReports } from '../../src/admin/report-groups';
import { consoleDe } from '../../src/admin/text/catalogues/console-de';
import { consoleRu } from '../../src/admin/text/catalogues/console-ru';
import { consoleZhHans } from '../../src/admin/text/catalogues/console-zh-hans';
import { ct, setConsoleText } from '../../src/admin/text/console-text';
import { consoleEn } from '../../src/admin/text/en';
import { loadConsoleCatalogue } from '../../src/admin/text/load-console-catalogue';
import { de } from '../../src/app/text/catalogues/de';
import { ru } from '../../src/app/text/catalogues/ru';
import { zhHans } from '../../src/app/text/catalogues/zh-hans';
import { en } from '../../src/app/text/en';
import { setTextLanguage } from '../../src/app/text/text';

const AT = '2026-06-01T12:00:00.000Z';
const CODE = `op_${'A'.repeat(43)}`;

/** A reported run with three reports from two buckets, one of them dismissed before. */
const RUN: ReportsResponse['targets'][number] = {
  target: { kind: 'run', id: 'AbCdEfGhIjKlMnOp' },
  reports: 3,
  reporters: 3,
  weight: 1.5,
  buckets: 2,
  reasons: [
    { reason: 'cheated-run', count: 2 },
    { reason: 'other', count: 1 },
  ],
  texts: [],
  open: [
    {
      player: 'Ada',
      weight: 1,
      counts: true,
      bucket: 'aaaaaaaaaaaa',
      reason: 'cheated-run',
      at: AT,
    },
    {
      player: 'Ben',
      weight: 0.5,
      counts: true,
      bucket: 'bbbbbbbbbbbb',
      reason: 'cheated-run',
      at: AT,
    },
    { player: 'Spam', weight: 0, counts: false, bucket: 'bbbbbbbbbbbb', reason: 'other', at: AT },
  ],
  firstAt: AT,
  state: { hiddenReason: null, bannedReason: null, openReports: 3 },
  preview: {
    levelKey: 'level:first-steps',
    timeTicks: 245,
    replayHash: 'c'.repeat(64),
    player: 'Minos',
  },
};

/** One player reported once, by one reporter. */
const PLAYER: ReportsResponse['targets'][number] = {
  ...RUN,
  target: { kind: 'player', id: 'Minos' },
  reports: 1,
  reporters: 1,
  weight: 0,
  buckets: 1,
  reasons: [{ reason: 'offensive-name', count: 1 }],
  open: [
    { player: 'Ada', weight: 1, counts: true, bucket: null, reason: 'offensive-name', at: AT },
  ],
  state: { hiddenReason: 'a slur', bannedReason: null, openReports: 1 },
  preview: null,
};

const BAN: AuditEntry = {
  id: 2,
  at: '2026-06-01T12:05:00.000Z',
  operator: 'ops',
  action: 'ban',
  target: { kind: 'player', id: 'Minos' },
  reason: 'three cheated runs',
  before: { hiddenReason: null, bannedReason: null, openReports: 1 },
  after: { hiddenReason: null, bannedReason: 'three cheated runs', openReports: 0 },
};

afterEach(() => {
  setConsoleText('en', consoleEn);
  setTextLanguage('en', en);
});

describe('the console in German', () => {
  it('writes a card in German, with German numbers and the date through Intl', () => {
    setConsoleText('de', consoleDe);
    setTextLanguage('de', de);
    const [run, player] = reportCards({ targets: [RUN, PLAYER], next: null });
    expect(run?.heading).toBe('Lauf AbCdEfGhIjKlMnOp von Minos in 12,25 s');
    expect(run?.facts).toEqual([
      '3 Meldungen von 3 Spielern',
      'Gründe: geschummelter oder kopierter Lauf × 2, anderes × 1',
      'Gewicht 1,50 aus 2 Adressbereichen',
      'Zustand: sichtbar',
      'Zuerst gemeldet am 1. Juni 2026, 12:00 UTC',
    ]);
    expect(run?.reportLines).toEqual([
      'Ada, Gewicht 1,00, Bereich aaaaaaaaaaaa, geschummelter oder kopierter Lauf',
      'Ben, Gewicht 0,50, Bereich bbbbbbbbbbbb, geschummelter oder kopierter Lauf',
      'Spam, Gewicht 0,00, Bereich bbbbbbbbbbbb, anderes (früher verworfen: zählt nicht)',
    ]);
    expect(player?.heading).toBe('Spieler Minos');
    expect(player?.facts.slice(0, 4)).toEqual([
      '1 Meldung von 1 Spieler',
      'Gründe: beleidigender Name × 1',
      'Gewicht 0,00 aus 1 Adressbereich',
      'Zustand: verborgen (a slur)',
    ]);
    expect(player?.reportLines).toEqual(['Ada, Gewicht 1,00, kein Bereich, beleidigender Name']);
  });

  it('writes an audit row in German: the action as its button says, the moment in UTC', () => {
    setConsoleText('de', consoleDe);
    setTextLanguage('de', de);
    expect(auditRows([BAN])).toEqual([
      {
        id: 2,
        at: '2026-06-01T12:05:00.000Z',
        when: '1. Juni 2026, 12:05 UTC',
        operator: 'ops',
        action: 'Sperren',
        target: 'Spieler Minos',
        reason: 'three cheated runs',
        change: 'sichtbar → sichtbar, gesperrt (three cheated runs)',
      },
    ]);
  });

  it("reads a refusal from its kind in the console's language, never in the service's title", async () => {
    setConsoleText('de', consoleDe);
    setTextLanguage('de', de);
    const problem = JSON.stringify({
      type: '/api/problems#not-found',
      title: 'Not Found',
      status: 404,
      detail: 'no run AbCdEfGhIjKlMnOp',
    });
    const fetch = () => Promise.resolve({ status: 404, text: () => Promise.resolve(problem) });
    const answer = await new AdminClient({ fetch, code: CODE }).run('AbCdEfGhIjKlMnOp');
    expect(answer).toEqual({ ok: false, status: 404, reason: 'nicht gefunden' });
    expect(ct('search.runUnreadable', { reason: answer.ok ? '' : answer.reason })).toBe(
      'Der Lauf kann nicht gelesen werden: nicht gefunden.',
    );
  });
});

describe('the console in Russian and Chinese', () => {
  it("counts reports by Russian's one, few and many", () => {
    setConsoleText('ru', consoleRu);
    setTextLanguage('ru', ru);
    const [run, player] = reportCards({ targets: [RUN, PLAYER], next: null });
    expect(run?.facts[0]).toBe('3 жалобы от 3 игроков');
    expect(player?.facts[0]).toBe('1 жалоба от 1 игрока');
    const decoys = Array.from({ length: 25 }, (_, index) => ({
      ...PLAYER,
      target: { kind: 'player' as const, id: `Decoy ${String(index)}` },
    }));
    const [ada] = groupReports(decoys, 'reporter');
    expect(ada?.heading).toBe('Ada: вес 1,00, 25 жалоб');
    expect(ada?.lines.at(-1)).toBe('… и ещё 5');
    expect(groupReports([RUN], 'bucket').map((group) => group.heading)).toEqual([
      'Диапазон bbbbbbbbbbbb: 2 автора, 2 жалобы',
      'Диапазон aaaaaaaaaaaa: 1 автор, 1 жалоба',
    ]);
  });

  it('writes Chinese without spaces and with its own separator', () => {
    setConsoleText('zh-Hans', consoleZhHans);
    setTextLanguage('zh-Hans', zhHans);
    const [run] = reportCards({ targets: [RUN], next: null });
    expect(run?.heading).toBe('Minos的记录AbCdEfGhIjKlMnOp，用时12.25秒');
    expect(run?.facts.slice(0, 2)).toEqual([
      '3名玩家的3条举报',
      '理由：作弊或抄袭的记录×2，其他×1',
    ]);
  });
});

describe('loadConsoleCatalogue', () => {
  it('gives each language its own catalogue, English without a fetch', async () => {
    expect(await loadConsoleCatalogue('en')).toBe(consoleEn);
    expect(await loadConsoleCatalogue('de')).toBe(consoleDe);
    expect(await loadConsoleCatalogue('zh-Hans')).toBe(consoleZhHans);
  });
});
