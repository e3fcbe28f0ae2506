// Below 768 px the sidebar is a slide-up panel toggled by a floating menu button (spec §2).
import { expect, test } from '@playwright/test';
import { apiSignup, openSignedIn } from './fixtures.js';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('the mobile panel opens from the menu button, navigates, and closes', async ({ page, request }) => {
  const session = await apiSignup(request, 'mobile');
  await openSignedIn(page, session);
  await expect(page.getByRole('heading', { name: 'All Space' })).toBeVisible();

  const menu = page.getByRole('button', { name: 'Open menu' });
  const gallary = page.getByRole('link', { name: 'Gallary' });
  await expect(menu).toBeVisible();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(gallary).toBeHidden();

  await menu.click();
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  await expect(gallary).toBeVisible();
  await expect(page.getByRole('button', { name: 'URL Automate' })).toBeVisible();
  await expect(page.getByRole('button', { name: `Log out ${session.username}` })).toBeVisible();
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  await expect // docked to the bottom edge once it has slid up
    .poll(async () => {
      const box = await sidebar.boundingBox();
      return box ? Math.round(box.y + box.height) : 0;
    })
    .toBe(844);

  await gallary.click();
  await expect(page).toHaveURL(/\/gallary$/);
  await expect(gallary).toBeHidden();

  // Escape closes it too; the operations open their dialogs from the panel.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.keyboard.press('Escape');
  await expect(gallary).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Space', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Add New Category' })).toBeVisible();
  await expect(gallary).toBeHidden();
});
