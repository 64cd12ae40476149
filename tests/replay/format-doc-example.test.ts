import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeReplay, verifyReplay } from '../../src/replay';

describe('the README', () => {
  it('shows a replay that decodes and verifies', () => {
    const readme = readFileSync(resolve(import.meta.dirname, '../../README.md'), 'utf8');
    const section = readme.slice(readme.indexOf('## Replays'));
    const example = /```json\n([\s\S]*?)```/.exec(section)?.[1];
    expect(example).toBeDefined();
    const replay = decodeReplay(example);
    expect(verifyReplay(replay)).toMatchObject({ ok: true, ticks: 68, outcome: 'playing' });
  });
});
