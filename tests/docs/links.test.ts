import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');

/** The map and every page it sends a reader to. */
const PAGES = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
  'src/sim/README.md',
  'e2e/README.md',
  'bench/README.md',
  'bench/RESULTS.md',
];

/** Markdown without code, where `[25, 2]` or `a](b)` is not a link. */
function prose(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
}

/** Targets of inline links `[text](target)` and of reference definitions `[id]: target`. */
function linkTargets(markdown: string): string[] {
  const text = prose(markdown);
  const inline = [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1] ?? '');
  const references = [...text.matchAll(/^\[[^\]]+\]:\s+(\S+)/gm)].map((match) => match[1] ?? '');
  return [...inline, ...references];
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
function anchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

function anchorsOf(file: string): string[] {
  const markdown = readFileSync(file, 'utf8').replace(/^```[\s\S]*?^```/gm, '');
  return [...markdown.matchAll(/^#{1,6} (.+)$/gm)].map((match) => anchor(match[1] ?? ''));
}

/** Why `target`, linked from `page`, does not lead anywhere; null when it does. */
function brokenReason(page: string, target: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return null; // https:, mailto: leave the repository
  const [path = '', fragment] = target.split('#');
  const file = path === '' ? join(ROOT, page) : resolve(dirname(join(ROOT, page)), path);
  if (relative(ROOT, file).startsWith('..')) return `${target} leaves the repository`;
  if (!existsSync(file)) return `${target}: no such file`;
  if (fragment === undefined || statSync(file).isDirectory() || !file.endsWith('.md')) return null;
  return anchorsOf(file).includes(fragment) ? null : `${target}: no heading #${fragment}`;
}

describe('links between the documentation pages', () => {
  it('finds the links it checks', () => {
    // Not a vacuous pass: the map links every page beside the code.
    const fromReadme = linkTargets(readFileSync(join(ROOT, 'README.md'), 'utf8'));
    for (const page of PAGES.filter((p) => p !== 'README.md')) {
      expect(fromReadme).toContain(page);
    }
    expect(fromReadme).toContain('src/loop/fixed-step-clock.ts');
  });

  it.each(PAGES)('every relative link in %s resolves', (page) => {
    const broken = linkTargets(readFileSync(join(ROOT, page), 'utf8'))
      .map((target) => brokenReason(page, target))
      .filter((reason) => reason !== null);
    expect(broken).toEqual([]);
  });

  it('reads a heading anchor the way GitHub writes it', () => {
    expect(anchor('Replays in the browser')).toBe('replays-in-the-browser');
    expect(anchor('Format, version 1')).toBe('format-version-1');
    expect(anchor('Frame-rate independence')).toBe('frame-rate-independence');
  });
});
