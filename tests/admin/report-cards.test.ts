import { describe, expect, it } from 'vitest';
import type { ReportsResponse } from '../../src/api';
import { auditRows } from '../../src/admin/audit-rows';
import { actionsFor, reportCards } from '../../src/admin/report-cards';
import { groupReports } from '../../src/admin/report-groups';

const SHOWN = { hiddenReason: null, bannedReason: null, openReports: 2 };
const AT = '2026-06-01T12:00:00.000Z';
/** Two address buckets as the service labels them (12 hex digits). */
const B1 = '0123456789ab';
const B2 = 'fedcba987654';

const ANSWER: ReportsResponse = {
  targets: [
    {
      target: { kind: 'run', id: 'AbCdEfGhIjKlMnOp' },
      reports: 3,
      reporters: 3,
      weight: 1.5,
      buckets: 2,
      reasons: [
        { reason: 'cheated-run', count: 2 },
        { reason: 'other', count: 1 },
      ],
      texts: ['through the wall at 0:12'],
      open: [
        { player: 'Ada', weight: 1, counts: true, bucket: B1, reason: 'cheated-run', at: AT },
        { player: 'Ben', weight: 0.5, counts: true, bucket: B2, reason: 'cheated-run', at: AT },
        { player: 'Spam', weight: 0, counts: false, bucket: B2, reason: 'other', at: AT },
      ],
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
      weight: 0,
      buckets: 0,
      reasons: [{ reason: 'offensive-name', count: 1 }],
      texts: [],
      open: [
        { player: 'Spam', weight: 0, counts: true, bucket: B2, reason: 'offensive-name', at: AT },
      ],
      firstAt: '2026-06-01T12:05:00.000Z',
      state: { hiddenReason: 'a slur', bannedReason: null, openReports: 1 },
      preview: null,
    },
    {
      target: { kind: 'level', id: 'ab'.repeat(32) },
      reports: 1,
      reporters: 1,
      weight: 1,
      buckets: 1,
      reasons: [{ reason: 'broken-level', count: 1 }],
      texts: [],
      open: [
        { player: 'Ada', weight: 1, counts: true, bucket: null, reason: 'broken-level', at: AT },
      ],
      firstAt: '2026-06-01T12:06:00.000Z',
      state: SHOWN,
      preview: { document: '{"text":"#"}' },
    },
  ],
  next: null,
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
        'Weighed 1.50 from 2 buckets',
        'State: shown',
        'First reported 1 Jun 2026, 12:00 UTC',
      ],
      texts: ['through the wall at 0:12'],
      reportLines: [
        'Ada, weight 1.00, bucket 0123456789ab, cheated or copied run',
        'Ben, weight 0.50, bucket fedcba987654, cheated or copied run',
        'Spam, weight 0.00, bucket fedcba987654, other (dismissed before: does not count)',
      ],
      actions: ['hide', 'dismiss'],
      preview: { kind: 'run', replayHash: 'c'.repeat(64), levelKey: 'level:first-steps' },
    });
    expect(player).toMatchObject({
      heading: 'Player Minos',
      facts: [
        '1 report from 1 player',
        'Reasons: offensive name × 1',
        'Weighed 0.00 from 0 buckets',
        'State: hidden (a slur)',
        'First reported 1 Jun 2026, 12:05 UTC',
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

describe('groupReports', () => {
  it('groups the loaded reports by reporter, with their weight, most reports first', () => {
    expect(groupReports(ANSWER.targets, 'reporter')).toEqual([
      {
        key: 'reporter:Ada',
        heading: 'Ada: weight 1.00, 2 reports',
        lines: [
          'run AbCdEfGhIjKlMnOp: cheated or copied run, bucket 0123456789ab',
          `level abababababab: broken level, bucket none`,
        ],
      },
      {
        key: 'reporter:Spam',
        heading: 'Spam: weight 0.00, 2 reports',
        lines: [
          'run AbCdEfGhIjKlMnOp: other, bucket fedcba987654',
          'player Minos: offensive name, bucket fedcba987654',
        ],
      },
      {
        key: 'reporter:Ben',
        heading: 'Ben: weight 0.50, 1 report',
        lines: ['run AbCdEfGhIjKlMnOp: cheated or copied run, bucket fedcba987654'],
      },
    ]);
  });

  it('groups them by address bucket, with how many reporters each holds', () => {
    expect(groupReports(ANSWER.targets, 'bucket').map((group) => group.heading)).toEqual([
      'Bucket fedcba987654: 2 reporters, 3 reports',
      'Bucket 0123456789ab: 1 reporter, 1 report',
      'Bucket none: 1 reporter, 1 report',
    ]);
  });

  it('lists 20 reports of a group and counts the rest', () => {
    const decoys = Array.from({ length: 25 }, (_, index) => ({
      ...ANSWER.targets[1],
      target: { kind: 'player' as const, id: `Decoy ${String(index)}` },
    })) as ReportsResponse['targets'];
    const [spam] = groupReports(decoys, 'reporter');
    expect(spam?.heading).toBe('Spam: weight 0.00, 25 reports');
    expect(spam?.lines).toHaveLength(21);
    expect(spam?.lines.at(-1)).toBe('… and 5 more');
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
        when: '1 Jun 2026, 12:00 UTC',
        operator: 'ops',
        action: 'Ban',
        target: 'player Minos',
        reason: 'three cheated runs',
        change: 'shown → shown, banned (three cheated runs)',
      },
    ]);
  });
});
