import { describe, expect, it } from 'vitest';
import type { ReportsResponse } from '../../src/api';
import { auditRows } from '../../src/admin/audit-rows';
import { actionsFor, reportCards } from '../../src/admin/report-cards';

const SHOWN = { hiddenReason: null, bannedReason: null, openReports: 2 };

const ANSWER: ReportsResponse = {
  targets: [
    {
      target: { kind: 'run', id: 'AbCdEfGhIjKlMnOp' },
      reports: 3,
      reporters: 3,
      reasons: [
        { reason: 'cheated-run', count: 2 },
        { reason: 'other', count: 1 },
      ],
      texts: ['through the wall at 0:12'],
      firstAt: '2026-06-01T12:00:00.000Z',
      state: { ...SHOWN, openReports: 3 },
      preview: {
        levelKey: 'level:first-steps',
        timeTicks: 245,
        replayHash: 'c'.repeat(64),
        player: 'Minos',
      },
    },
    {
      target: { kind: 'player', id: 'Minos' },
      reports: 1,
      reporters: 1,
      reasons: [{ reason: 'offensive-name', count: 1 }],
      texts: [],
      firstAt: '2026-06-01T12:05:00.000Z',
      state: { hiddenReason: 'a slur', bannedReason: null, openReports: 1 },
      preview: null,
    },
    {
      target: { kind: 'level', id: 'ab'.repeat(32) },
      reports: 1,
      reporters: 1,
      reasons: [{ reason: 'broken-level', count: 1 }],
      texts: [],
      firstAt: '2026-06-01T12:06:00.000Z',
      state: SHOWN,
      preview: { document: '{"text":"#"}' },
    },
  ],
};

describe('reportCards', () => {
  it('makes one card per target with its facts, its preview and the actions its state calls for', () => {
    const [run, player, level] = reportCards(ANSWER);
    expect(run).toEqual({
      key: 'run:AbCdEfGhIjKlMnOp',
      target: { kind: 'run', id: 'AbCdEfGhIjKlMnOp' },
      heading: 'Run AbCdEfGhIjKlMnOp by Minos in 12.25 s',
      facts: [
        '3 reports from 3 players',
        'Reasons: cheated or copied run × 2, other × 1',
        'State: shown',
        'First reported 2026-06-01T12:00:00.000Z',
      ],
      texts: ['through the wall at 0:12'],
      actions: ['hide', 'dismiss'],
      preview: { kind: 'run', replayHash: 'c'.repeat(64), levelKey: 'level:first-steps' },
    });
    expect(player).toMatchObject({
      heading: 'Player Minos',
      facts: [
        '1 report from 1 player',
        'Reasons: offensive name × 1',
        'State: hidden (a slur)',
        'First reported 2026-06-01T12:05:00.000Z',
      ],
      actions: ['restore', 'ban', 'dismiss'],
      preview: null,
    });
    expect(level).toMatchObject({
      heading: 'Level abababababab',
      preview: { kind: 'level', document: '{"text":"#"}' },
    });
  });
});

describe('actionsFor', () => {
  it('offers unban to a banned player, and no dismiss without open reports', () => {
    const banned = { hiddenReason: null, bannedReason: 'cheats', openReports: 0 };
    expect(actionsFor({ kind: 'player', id: 'Minos' }, banned)).toEqual(['hide', 'unban']);
    expect(
      actionsFor({ kind: 'level', id: 'ab'.repeat(32) }, { ...banned, hiddenReason: 'x' }),
    ).toEqual(['restore']);
  });
});

describe('auditRows', () => {
  it('writes each entry as text, with the change from before to after', () => {
    expect(
      auditRows([
        {
          id: 2,
          at: '2026-06-01T12:00:00.000Z',
          operator: 'ops',
          action: 'ban',
          target: { kind: 'player', id: 'Minos' },
          reason: 'three cheated runs',
          before: { hiddenReason: null, bannedReason: null, openReports: 1 },
          after: { hiddenReason: null, bannedReason: 'three cheated runs', openReports: 0 },
        },
      ]),
    ).toEqual([
      {
        id: 2,
        at: '2026-06-01T12:00:00.000Z',
        operator: 'ops',
        action: 'ban',
        target: 'player Minos',
        reason: 'three cheated runs',
        change: 'shown → shown, banned (three cheated runs)',
      },
    ]);
  });
});
