import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const E2E = join(process.cwd(), 'e2e');
const specs = readdirSync(E2E).filter((name) => name.endsWith('.spec.ts'));

describe('end-to-end specs', () => {
  it('exist', () => {
    expect(specs.length).toBeGreaterThan(5);
  });

  // The fixture fails a test on console errors, page errors and CSP violations; a spec that
  // took `test` from Playwright directly would run without that guard.
  it.each(specs)('%s takes test and expect from the guarded fixture', (name) => {
    const source = readFileSync(join(E2E, name), 'utf8');
    expect(source).toMatch(/import \{[^}]*\btest\b[^}]*\} from '\.\/support\/fixtures';/);
    expect(source).not.toMatch(/import \{[^}]*\btest\b[^}]*\} from '@playwright\/test';/);
    expect(source).not.toMatch(/\btest\.(only|skip|fixme)\(/);
  });
});
