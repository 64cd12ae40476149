import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeReplay, verifyReplay } from '../../src/replay';

describe('docs/replay-format.md', () => {
  it('shows a replay that decodes and verifies', () => {
    const page = readFileSync(resolve(import.meta.dirname, '../../docs/replay-format.md'), 'utf8');
    const section = page.slice(page.indexOf('## Format, versions 1 to 3'));
    const example = /```json\n([\s\S]*?)```/.exec(section)?.[1];
    expect(example).toBeDefined();
    const replay = decodeReplay(example);
    expect(verifyReplay(replay)).toMatchObject({ ok: true, ticks: 68, outcome: 'playing' });
  });
});
