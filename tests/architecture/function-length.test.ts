import { ESLint, Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const RULE = 'max-lines-per-function';

/** The function-length rule as eslint.config.js sets it for `file`. */
async function lengthRuleFor(file: string): Promise<Linter.RulesRecord> {
  const config = (await new ESLint({ cwd: process.cwd() }).calculateConfigForFile(
    file,
  )) as Linter.Config;
  return { [RULE]: config.rules?.[RULE] ?? 'off' };
}

/**
 * A function of exactly `lines` lines, from its first token to its last, as the style guide
 * counts them: a blank line and a comment line count like any other.
 */
function functionOf(lines: number): string {
  const body = Array.from({ length: lines - 3 }, (_, i) =>
    i % 5 === 3 ? '' : i % 5 === 4 ? '  // why' : `  total += ${String(i)};`,
  );
  return ['export function planted(total: number): number {', ...body, '  return total;', '}'].join(
    '\n',
  );
}

/** Rule ids reported for `code` under `rules`. */
function reported(rules: Linter.RulesRecord, code: string): string[] {
  const linter = new Linter({ configType: 'flat' });
  return linter
    .verify(
      code,
      [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser }, rules }],
      'planted.ts',
    )
    .map((message) => message.ruleId ?? `fatal: ${message.message}`);
}

describe('lint limits the length of a function', () => {
  let server: Linter.RulesRecord;
  let app: Linter.RulesRecord;
  let builtIn: Linter.RulesRecord;

  beforeAll(async () => {
    server = await lengthRuleFor('src/server/runs/planted.ts');
    app = await lengthRuleFor('src/app/planted.ts');
    builtIn = await lengthRuleFor('src/levels/built-in/planted.ts');
  }, 60_000);

  it('takes 60 lines in src/server and refuses 61', () => {
    expect(functionOf(60).split('\n')).toHaveLength(60);
    expect(reported(server, functionOf(60))).toEqual([]);
    expect(reported(server, functionOf(61))).toEqual([RULE]);
  });

  it('takes 80 lines elsewhere in src and refuses 81', () => {
    expect(reported(app, functionOf(80))).toEqual([]);
    expect(reported(app, functionOf(81))).toEqual([RULE]);
  });

  it('counts a function nested in another on its own, and inside its parent', () => {
    const inner = functionOf(61).replace('export function planted', 'function inner');
    const outer = `export function outer(): number {\n${inner}\n  return inner(0);\n}`;
    expect(reported(server, outer)).toEqual([RULE, RULE]);
  });

  it('leaves level data alone', () => {
    expect(reported(builtIn, functionOf(200))).toEqual([]);
  });
});
