import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../../..');

/** Source without its comments, so that prose about a table is not a statement of it. */
export function code(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
}

/** The service's TypeScript sources, by path from the repository's root. */
export function serverSources(): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.ts')) files[relative(ROOT, path)] = readFileSync(path, 'utf8');
    }
  };
  walk(join(ROOT, 'src/server'));
  return files;
}
