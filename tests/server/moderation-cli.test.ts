/**
 * Moderation's other ways in: a hidden level told to its maker, the reports' own rate limits
 * (per key and per address), and the operator commands of `npm run server --` (operator add,
 * list, remove; moderate), whose actions a running service's board sees at once.
 */
import { readFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { describe, expect, it } from 'vitest';
import { LEVEL_FIXTURES } from '../../scripts/level-fixtures';
import { hashLevelRef } from '../../src/replay';
import {
  moderationCommand,
  readModerationArguments,
} from '../../src/server/moderation/moderation-cli';
import { operatorCodeHash } from '../../src/server/moderation/operator-auth';
import { distinctWins } from './support/distinct-runs';
import { boardOf, read, send } from './support/moderation-kit';
import { serviceWithStores } from './support/service-with-stores';

const running = serviceWithStores({
  LEADERBOARD_REPORTS_PER_MINUTE: '3',
  LEADERBOARD_TRUST_PROXY: '1',
});

/** Runs a command line of `npm run server --`: its exit code and what it wrote. */
async function command(argv: string[], env: NodeJS.ProcessEnv = {}) {
  const args = readModerationArguments(argv);
  if (args === undefined) throw new Error(`unreadable: ${argv.join(' ')}`);
  const out: string[] = [];
  const err: string[] = [];
  const code = await moderationCommand(args, running.stores, {
    out: (l) => out.push(l),
    err: (l) => err.push(l),
    env,
  });
  return { code, out, err };
}

describe('operator commands', () => {
  it('adds an operator whose code works once shown, stores only its hash, lists and removes', async () => {
    const added = await command(['operator', 'add', 'mia']);
    expect(added.code).toBe(0);
    const code = added.out[1] ?? '';
    expect(code).toMatch(/^op_[A-Za-z0-9_-]{43}$/);
    const [stored] = await running.stores.operators.all();
    expect(stored?.codeHash).toBe(operatorCodeHash(code));
    expect(JSON.stringify(await running.stores.operators.all())).not.toContain(code);
    expect((await read(`${running.service.url}/api/admin/audit`, code)).status).toBe(200);
    expect((await command(['operator', 'add', 'mia'])).code).toBe(1);
    expect((await command(['operator', 'add', 'bad name!'])).code).toBe(1);
    expect((await command(['operator', 'list'])).out).toEqual([
      'mia\tadded ' + (stored?.createdAt ?? ''),
    ]);
    expect((await command(['operator', 'remove', 'mia'])).code).toBe(0);
    expect((await read(`${running.service.url}/api/admin/audit`, code)).status).toBe(401);
    expect((await command(['operator', 'remove', 'mia'])).err).toEqual([
      "operator: no operator is named 'mia'",
    ]);
    expect(readModerationArguments(['moderate', '--force', 'x'])).toBeUndefined();
  });

  it('reads a run id that starts with dashes as the id, and every word after -- as a word', () => {
    // One run id in 4 096 starts with "--" (base64url): it used to read as an unknown flag.
    const dashed = readModerationArguments(['moderate', 'hide', 'run', '--Zq8xW1vT0aBcDeF']);
    expect(dashed?.words).toEqual(['moderate', 'hide', 'run', '--Zq8xW1vT0aBcDeF']);
    const flagged = readModerationArguments([
      'moderate',
      'hide',
      'run',
      '--Zq8xW1vT0aBcDeF',
      '--reason',
      'bug abuse',
    ]);
    expect(flagged?.words).toEqual(['moderate', 'hide', 'run', '--Zq8xW1vT0aBcDeF']);
    expect([...(flagged?.flags ?? [])]).toEqual([['--reason', 'bug abuse']]);
    // A player may be named like a flag: after -- it is the target.
    const named = readModerationArguments([
      'moderate',
      'ban',
      'player',
      '--reason',
      'spam',
      '--',
      '--as',
    ]);
    expect(named?.words).toEqual(['moderate', 'ban', 'player', '--as']);
    expect([...(named?.flags ?? [])]).toEqual([['--reason', 'spam']]);
    // Elsewhere an unknown flag is still refused, and a flag's own name in the id's place is the flag.
    expect(readModerationArguments(['moderate', 'hide', '--run', 'x'])).toBeUndefined();
    expect(readModerationArguments(['moderate', 'hide', 'run', '--as'])).toBeUndefined();
  });

  it('hides a run whose id starts with dashes from the shell', async () => {
    const posted = await running.service.postWon({
      ...distinctWins('three-doors', 1)[0],
      player: 'Dash',
    });
    const { runId } = (await posted.json()) as { runId: string };
    // The stored id is random; the command line is what is under test, so the run is given an
    // id that starts with dashes in the database the command opens.
    const dashed = `--${runId.slice(2)}`;
    await running.db.updateTable('runs').set({ id: dashed }).where('id', '=', runId).execute();
    const hidden = await command(['moderate', 'hide', 'run', dashed, '--reason', 'bug abuse']);
    expect([hidden.code, hidden.err]).toEqual([0, []]);
    expect(JSON.parse(hidden.out[0] ?? '{}')).toMatchObject({
      target: { kind: 'run', id: dashed },
    });
    expect((await command(['moderate', 'restore', 'run', dashed, '--reason', 'ok'])).code).toBe(0);
  });

  it('moderates from the shell: the running service drops the run from its cached board, audited', async () => {
    const posted = await running.service.postWon({
      ...distinctWins('red-key', 1)[0],
      player: 'Shell',
    });
    const { runId } = (await posted.json()) as { runId: string };
    expect((await boardOf(running.service.url, 'level:red-key')).map((r) => r.runId)).toEqual([
      runId,
    ]);
    const kim = (await command(['operator', 'add', 'kim'])).out[1] ?? '';
    const hidden = await command(
      ['moderate', 'hide', 'run', runId, '--reason', 'bug abuse', '--as', 'kim'],
      { LEADERBOARD_OPERATOR_CODE: kim },
    );
    expect(hidden.code).toBe(0);
    expect(JSON.parse(hidden.out[0] ?? '{}')).toMatchObject({
      operator: 'kim',
      action: 'hide',
      target: { kind: 'run', id: runId },
      before: { hiddenReason: null },
      after: { hiddenReason: 'bug abuse' },
    });
    expect(await boardOf(running.service.url, 'level:red-key')).toEqual([]);
    const missing = await command(['moderate', 'hide', 'run', runId]);
    expect([missing.code, missing.err]).toEqual([
      1,
      ['moderate: reason: Invalid length: Expected >=1 but received 0'],
    ]);
    expect((await command(['moderate', 'ban', 'run', runId, '--reason', 'x'])).err).toEqual([
      'moderate: target.kind: is run: ban takes a player',
    ]);
    expect((await command(['moderate', 'restore', 'run', runId, '--reason', 'ok'])).code).toBe(0);
    expect((await boardOf(running.service.url, 'level:red-key')).map((r) => r.runId)).toEqual([
      runId,
    ]);
  });
});

describe('who a command acts as', () => {
  it('names an operator only with their code, else the system user; a repeat is one row', async () => {
    const posted = await running.service.postWon({
      ...distinctWins('first-steps', 4)[3],
      player: 'Who',
    });
    expect(posted.status).toBe(201);
    const { runId } = (await posted.json()) as { runId: string };
    const lee = (await command(['operator', 'add', 'lee'])).out[1] ?? '';
    const sam = (await command(['operator', 'add', 'sam'])).out[1] ?? '';
    const hide = ['moderate', 'hide', 'run', runId, '--reason', 'bug abuse'];
    // A free name is refused, and so is another operator's code or a code nobody holds.
    expect((await command([...hide, '--as', 'lee'])).err).toEqual([
      "moderate: --as lee needs lee's operator code in LEADERBOARD_OPERATOR_CODE",
    ]);
    expect(
      (await command([...hide, '--as', 'lee'], { LEADERBOARD_OPERATOR_CODE: sam })).err,
    ).toEqual(["moderate: --as lee: LEADERBOARD_OPERATOR_CODE is sam's code"]);
    const forged = `op_${'A'.repeat(43)}`;
    expect((await command(hide, { LEADERBOARD_OPERATOR_CODE: forged })).err).toEqual([
      "moderate: LEADERBOARD_OPERATOR_CODE is no operator's code",
    ]);
    expect((await running.stores.audit.page({ limit: 5, kind: 'run', id: runId })).entries).toEqual(
      [],
    );
    // The code alone names its operator; no code, the command line's user as the system knows it.
    const byCode = await command(hide, { LEADERBOARD_OPERATOR_CODE: lee });
    expect(JSON.parse(byCode.out[0] ?? '{}')).toMatchObject({ operator: 'lee', action: 'hide' });
    const restore = ['moderate', 'restore', 'run', runId, '--reason', 'fine'];
    const byUser = await command(restore, { USER: 'someone-else' });
    expect(JSON.parse(byUser.out[0] ?? '{}')).toMatchObject({
      operator: `cli:${userInfo().username}`,
    });
    // The same action sent twice is one row: the second answers the first's.
    const again = await command(restore, { USER: 'someone-else' });
    expect(JSON.parse(again.out[0] ?? '{}')).toEqual(JSON.parse(byUser.out[0] ?? '{}'));
    const rows = (await running.stores.audit.page({ limit: 5, kind: 'run', id: runId })).entries;
    expect(rows.map((row) => [row.operator, row.action])).toEqual([
      [`cli:${userInfo().username}`, 'restore'],
      ['lee', 'hide'],
    ]);
  });
});

describe('a hidden level', () => {
  it('is listed to its maker with the reason, and restored', async () => {
    const fixture = LEVEL_FIXTURES[0];
    if (fixture === undefined) throw new Error('a level fixture is needed');
    const link = readFileSync(
      new URL(`../../e2e/fixtures/${fixture.name}.txt`, import.meta.url),
      'utf8',
    );
    expect((await running.service.publish(link.trim())).status).toBe(201);
    const { hash } = hashLevelRef(fixture.doc);
    const done = await command(['moderate', 'hide', 'level', hash, '--reason', 'unwinnable']);
    expect(done.code).toBe(0);
    const key = await running.service.keyOf('Daedalus');
    const own = await running.service.get('/api/players/Daedalus', {
      authorization: `Bearer ${key}`,
    });
    expect(((await own.json()) as { moderation: { hidden: unknown } }).moderation.hidden).toEqual([
      { target: { kind: 'level', id: hash }, reason: 'unwinnable' },
    ]);
    expect((await command(['moderate', 'restore', 'level', hash, '--reason', 'fixed'])).code).toBe(
      0,
    );
    const after = await running.service.get('/api/players/Daedalus', {
      authorization: `Bearer ${key}`,
    });
    expect(((await after.json()) as { moderation: { hidden: unknown } }).moderation.hidden).toEqual(
      [],
    );
  });
});

describe('the reports’ own rate limits', () => {
  const reportOn = async (target: unknown, key: string, address: string) =>
    (
      await send(`${running.service.url}/api/reports`, { target, reason: 'cheated-run' }, key, {
        'x-forwarded-for': address,
      })
    ).status;

  it('refuses a fourth report a minute from one key, whichever address it comes from', async () => {
    const posted = await running.service.postWon({
      ...distinctWins('first-steps', 1)[0],
      player: 'Target',
    });
    const target = { kind: 'run', id: ((await posted.json()) as { runId: string }).runId };
    const key = await running.service.keyOf('Flooder');
    const statuses: number[] = [];
    for (const address of ['10.9.0.1', '10.9.0.2', '10.9.0.3', '10.9.0.4']) {
      statuses.push(await reportOn(target, key, address));
    }
    // The first counts, the repeats answer 200, and the fourth is over the key's limit.
    expect(statuses).toEqual([201, 200, 200, 429]);
  });

  it('refuses a fourth report a minute from one address, whichever key sends it', async () => {
    const posted = await running.service.postWon({
      ...distinctWins('first-steps', 2)[1],
      player: 'Other',
    });
    const target = { kind: 'run', id: ((await posted.json()) as { runId: string }).runId };
    const statuses: number[] = [];
    for (const reporter of ['Rep1', 'Rep2', 'Rep3', 'Rep4']) {
      statuses.push(await reportOn(target, await running.service.keyOf(reporter), '10.9.1.1'));
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
  });
});
