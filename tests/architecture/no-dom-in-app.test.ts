import { ESLint, Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/** The rules that keep the page out of src/app; neither needs type information. */
const PAGE_RULES = ['no-restricted-globals', 'no-restricted-properties'];

/** Rule ids that eslint.config.js sets for `file`, with the options it gives them. */
async function pageRulesFor(file: string): Promise<Linter.RulesRecord> {
  const config = (await new ESLint({ cwd: process.cwd() }).calculateConfigForFile(
    file,
  )) as Linter.Config;
  const all = config.rules ?? {};
  return Object.fromEntries(PAGE_RULES.map((id) => [id, all[id] ?? 'off']));
}

/** Rule ids reported for `code` under `rules`. */
function reported(rules: Linter.RulesRecord, code: string): string[] {
  const linter = new Linter({ configType: 'flat' });
  const messages = linter.verify(
    code,
    [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser }, rules }],
    'probe.ts',
  );
  return messages.map((m) => m.ruleId ?? `fatal: ${m.message}`);
}

describe('lint keeps the page out of src/app', () => {
  let app: Linter.RulesRecord;
  let ui: Linter.RulesRecord;

  beforeAll(async () => {
    // src/app does not need to exist for its rules to apply to the first file put there.
    app = await pageRulesFor('src/app/run-session.ts');
    ui = await pageRulesFor('src/ui/h.ts');
  }, 60_000);

  it.each([
    ['document.title = name;', 'no-restricted-globals'],
    ['window.addEventListener("keydown", handler);', 'no-restricted-globals'],
    ['navigator.clipboard.writeText(name);', 'no-restricted-globals'],
    ['location.hash = name;', 'no-restricted-globals'],
    ['history.replaceState(null, "", name);', 'no-restricted-globals'],
    ['localStorage.setItem("k", name);', 'no-restricted-globals'],
    ['sessionStorage.getItem(name);', 'no-restricted-globals'],
    ['requestAnimationFrame(handler);', 'no-restricted-globals'],
    ['performance.now();', 'no-restricted-globals'],
    ['matchMedia("(prefers-reduced-motion)");', 'no-restricted-globals'],
    ['new AudioContext();', 'no-restricted-globals'],
    // A value use; a type annotation alone is not a global reference, so lint does not see it.
    ['if (el instanceof HTMLElement) el.focus();', 'no-restricted-globals'],
    ['self.postMessage(name);', 'no-restricted-globals'],
    ['screen.orientation.lock(name);', 'no-restricted-globals'],
    ['indexedDB.open(name);', 'no-restricted-globals'],
    ['cancelAnimationFrame(1);', 'no-restricted-globals'],
    ['requestIdleCallback(handler);', 'no-restricted-globals'],
    ['getComputedStyle(el).color;', 'no-restricted-globals'],
    ['alert(name);', 'no-restricted-globals'],
    ['confirm(name);', 'no-restricted-globals'],
    ['prompt(name);', 'no-restricted-globals'],
    ['if (el instanceof Element) el.remove();', 'no-restricted-globals'],
    // The network and the clock come through ports too.
    ['void fetch("/api/boards/daily");', 'no-restricted-globals'],
    ['new XMLHttpRequest().open("GET", name);', 'no-restricted-globals'],
    ['new WebSocket(name);', 'no-restricted-globals'],
    ['new EventSource(name);', 'no-restricted-globals'],
    ['setTimeout(handler, 5000);', 'no-restricted-globals'],
    ['clearTimeout(1);', 'no-restricted-globals'],
    ['setInterval(handler, 5000);', 'no-restricted-globals'],
    ['clearInterval(1);', 'no-restricted-globals'],
    ['new Date().toISOString();', 'no-restricted-globals'],
    ['Date.now();', 'no-restricted-globals'],
    ['globalThis.document.title = name;', 'no-restricted-properties'],
    ['globalThis.fetch(name);', 'no-restricted-properties'],
    ['el.innerHTML = name;', 'no-restricted-properties'],
  ])('refuses %s', (statement, rule) => {
    const code = `declare const el: any, name: string, handler: () => void;\n${statement}\n`;
    expect(reported(app, code)).toContain(rule);
  });

  it('lets the application use what is handed in, and plain language features', () => {
    const code = [
      'interface Page { readonly title: (text: string) => void; now(): number }',
      'export function start(page: Page, query: string): number {',
      "  page.title(new URLSearchParams(query).get('level') ?? 'title');",
      '  return page.now() + Math.max(1, JSON.stringify({ query }).length);',
      '}',
      // A Date handed in is a value like any other; only reaching the global is refused.
      'export function year(now: Date): number {',
      '  return now.getUTCFullYear();',
      '}',
      '',
    ].join('\n');
    expect(reported(app, code)).toEqual([]);
  });

  it('leaves the browser shell free to use the page', () => {
    expect(reported(ui, 'document.title = "Mythic Maze";\nperformance.now();\n')).toEqual([]);
  });
});
