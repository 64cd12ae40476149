import { ESLint, Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/** Rules that keep untrusted text out of HTML parsers and code out of eval; none needs types. */
const SECURITY_RULES = [
  'no-restricted-properties',
  'no-restricted-syntax',
  'no-eval',
  'no-new-func',
];

let rules: Linter.RulesRecord;

/** Rule ids the project's own configuration reports for `code`. */
function reported(code: string): string[] {
  const linter = new Linter({ configType: 'flat' });
  const messages = linter.verify(
    code,
    [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser }, rules }],
    'probe.ts',
  );
  return messages.map((m) => m.ruleId ?? `fatal: ${m.message}`);
}

describe('lint rules against HTML injection and eval', () => {
  beforeAll(async () => {
    // The rules as eslint.config.js sets them for the game's UI code.
    const config = (await new ESLint({ cwd: process.cwd() }).calculateConfigForFile(
      'src/ui/h.ts',
    )) as Linter.Config;
    const all = config.rules ?? {};
    rules = Object.fromEntries(SECURITY_RULES.map((id) => [id, all[id] ?? 'off']));
    expect(all['@typescript-eslint/no-implied-eval']).toEqual([2]);
  }, 60_000);

  it.each([
    ['el.innerHTML = name;', 'no-restricted-properties'],
    ['el.outerHTML = name;', 'no-restricted-properties'],
    ["el.insertAdjacentHTML('beforeend', name);", 'no-restricted-properties'],
    ['frame.srcdoc = name;', 'no-restricted-properties'],
    ['document.createRange().createContextualFragment(name);', 'no-restricted-properties'],
    ['el.setHTMLUnsafe(name);', 'no-restricted-properties'],
    ['Document.parseHTMLUnsafe(name);', 'no-restricted-properties'],
    ['document.write(name);', 'no-restricted-properties'],
    ['document.writeln(name);', 'no-restricted-properties'],
    ['window.document.write(name);', 'no-restricted-syntax'],
    ['frame.contentDocument.write(name);', 'no-restricted-syntax'],
    ['el.ownerDocument.writeln(name);', 'no-restricted-syntax'],
    ['eval(name);', 'no-eval'],
    ['new Function(name);', 'no-new-func'],
  ])('refuses %s', (statement, rule) => {
    expect(reported(`declare const el: any, frame: any, name: string;\n${statement}\n`)).toContain(
      rule,
    );
  });

  it('lets text reach the page as text', () => {
    expect(
      reported(
        'declare const el: HTMLElement, name: string;\nel.textContent = name;\nel.append(document.createTextNode(name));\nprocess.stdout.write(name);\n',
      ),
    ).toEqual([]);
  });
});
