/**
 * `npm run icons`: writes the installed game's icons (public/icons/, listed in the web app
 * manifest, src/server/site/web-app.ts) from public/favicon.svg. Run it after the favicon changes;
 * tests/scripts/app-icons.test.ts fails while the icons are stale.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ICON_LAYOUTS, readGlyph, renderIcon } from './app-icons';

const PUBLIC = join(import.meta.dirname, '..', 'public');
const glyph = readGlyph(readFileSync(join(PUBLIC, 'favicon.svg'), 'utf8'));
mkdirSync(join(PUBLIC, 'icons'), { recursive: true });
for (const [name, layout] of Object.entries(ICON_LAYOUTS)) {
  const path = join(PUBLIC, 'icons', name);
  writeFileSync(path, renderIcon(glyph, layout));
  process.stdout.write(`wrote ${path}\n`);
}
