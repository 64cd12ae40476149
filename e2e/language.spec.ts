/**
 * Issue 45 in the built game: the browser's language picks the catalogue (its own chunk, the
 * only one fetched), <html lang> follows, and Settings switches language mid-session without a
 * reload, the choice outliving the page.
 */
import { useVirtualVsync } from './play-helpers';
import { expect, test } from './support/fixtures';

test.use({ locale: 'de-DE' });

test.beforeEach(async ({ page }) => {
  await useVirtualVsync(page);
});

test('a German browser gets German, and Settings switches to Russian without a reload', async ({
  page,
}) => {
  const catalogues: string[] = [];
  page.on('request', (request) => {
    const name = /\/assets\/(es|pt-br|fr|de|ru|zh-hans)-[^/]+\.js$/.exec(request.url())?.[1];
    if (name !== undefined) catalogues.push(name);
  });
  await page.goto('/');
  await expect(page.getByRole('button', { name: /^Spielen/ })).toBeFocused();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  expect(catalogues).toEqual(['de']);

  await page.getByRole('button', { name: 'Einstellungen' }).click();
  await expect(page.getByRole('heading', { name: 'Einstellungen' })).toBeVisible();
  const marker = await page.evaluate(() => (window.name = 'same page'));
  await page.getByLabel('Sprache').selectOption('ru');
  await expect(page.getByRole('heading', { name: 'Настройки' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.locator('select[data-setting="language"]')).toBeFocused();
  expect(await page.evaluate(() => window.name)).toBe(marker);
  expect(catalogues).toEqual(['de', 'ru']);

  await page.reload();
  await expect(page.getByRole('button', { name: /^Играть/ })).toBeFocused();
  await page.getByRole('button', { name: 'Настройки' }).click();
  await page.getByLabel('Язык').selectOption('');
  await expect(page.getByRole('heading', { name: 'Einstellungen' })).toBeVisible();
});
