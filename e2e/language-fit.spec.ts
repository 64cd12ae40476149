import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { de } from '../src/app/text/catalogues/de';
import { es } from '../src/app/text/catalogues/es';
import { fr } from '../src/app/text/catalogues/fr';
import { ptBR } from '../src/app/text/catalogues/pt-br';
import { ru } from '../src/app/text/catalogues/ru';
import { zhHans } from '../src/app/text/catalogues/zh-hans';
import type { Catalogue } from '../src/app/text/text';
import { runDisplay, useVirtualVsync } from './play-helpers';
import { expect, test } from './support/fixtures';
import { hooks } from './support/global-page';
import { clippedText, layoutFaults } from './support/layout-faults';

// Issue 45: every screen in German and Russian (the longest) and Chinese fits 1024 x 640 and
// 1920 x 1080 (Spanish, Brazilian Portuguese and French 1024 x 640) with nothing cut off (the screenshot walk of window-sizes, in each language: the
// panel lies inside the window, no line lies over it, no text is clipped), and axe-core finds no
// WCAG 2 A or AA violation on any of them. A screenshot of each screen is kept in the output folder.

const SIZES = [
  { width: 1024, height: 640 },
  { width: 1920, height: 1080 },
] as const;

/**
 * German, Russian and Chinese at both sizes; Spanish, Brazilian Portuguese and French, shorter
 * than German, at the small size only, so axe sees every screen in every language.
 */
const LANGUAGES = [
  { tag: 'de', locale: 'de-DE', text: de, sizes: SIZES },
  { tag: 'ru', locale: 'ru-RU', text: ru, sizes: SIZES },
  { tag: 'zh-Hans', locale: 'zh-CN', text: zhHans, sizes: SIZES },
  { tag: 'es', locale: 'es-ES', text: es, sizes: [SIZES[0]] },
  { tag: 'pt-BR', locale: 'pt-BR', text: ptBR, sizes: [SIZES[0]] },
  { tag: 'fr', locale: 'fr-FR', text: fr, sizes: [SIZES[0]] },
] as const;

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Nothing out of the window, over the panel, or cut off; no axe violation; a screenshot kept. */
async function check(page: Page, screen: string): Promise<void> {
  expect(await layoutFaults(page), screen).toEqual([]);
  expect(await clippedText(page), screen).toEqual([]);
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const found = results.violations.map(
    (v) => `${screen}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(found).toEqual([]);
  await page.screenshot({ path: test.info().outputPath(`${screen}.png`) });
}

async function walk(page: Page, text: Catalogue): Promise<void> {
  await page.goto('/');
  await runDisplay(page, 100_000);
  const title = page.getByRole('heading', { name: text['title.name'] });
  await expect(title).toBeVisible();
  await check(page, 'title');
  const open = async (button: string, heading: string, name: string) => {
    await page.getByRole('button', { name: button, exact: true }).click();
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    await check(page, name);
  };
  const back = async () => {
    await hooks(page, 'quitToTitle');
    await expect(title).toBeVisible();
  };
  await open(text['common.chooseLevel'], text['common.chooseLevel'], 'levels');
  await back();
  await open(text['title.help'], text['title.help'], 'help');
  await back();
  await open(text['title.settings'], text['settings.heading'], 'settings');
  await open(text['settings.controls'], text['settings.controls'], 'controls');
  await back();
  await open(text['title.leaderboards'], text['scores.heading'], 'scores');
  await back();
  await page.getByRole('button', { name: text['title.makeLevel'], exact: true }).click();
  await expect(page.getByRole('heading', { name: text['editor.heading'] })).toBeVisible();
  await check(page, 'editor');
  await hooks(page, 'quitToTitle');
  await hooks(page, 'startLevel', 'three-doors');
  await runDisplay(page, 3_300_000);
  await expect(page.locator('.story')).toBeHidden();
  await check(page, 'play');
  await hooks(page, 'pause');
  await expect(page.getByRole('heading', { name: text['pause.heading'] })).toBeVisible();
  await check(page, 'pause');
}

for (const language of LANGUAGES) {
  test.describe(`in ${language.tag}`, () => {
    test.use({ locale: language.locale });

    for (const size of language.sizes) {
      test(`every screen fits ${String(size.width)} x ${String(size.height)}, nothing cut off, no axe violation`, async ({
        page,
      }) => {
        test.setTimeout(180_000);
        await page.setViewportSize(size);
        await useVirtualVsync(page);
        await walk(page, language.text);
        await expect(page.locator('html')).toHaveAttribute('lang', language.tag);
      });
    }
  });
}
