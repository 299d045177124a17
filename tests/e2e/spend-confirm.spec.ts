/** Spending asks first (decision 044): a purchase of 1,500 credits or more, and a hyperdrive jump; Escape cancels and spends nothing. */
import { expect, test } from './support/fixtures.ts';
import { newCommander } from './support/api.ts';
import { setCredits } from './support/db.ts';

test('a 1,600-credit purchase asks first: Escape spends nothing, confirming buys; a small one does not ask; a jump asks', async ({
  page,
}) => {
  const me = await newCommander(page, 'Spender');
  await setCredits(me.username, 5000);
  await page.goto('/shop/teleport');
  await expect(page.getByTestId('res-credits')).toHaveText('5000');
  const card = page.locator('[data-item="teleport"]');
  await card.getByLabel('How many').fill('4');
  await card.getByRole('button', { name: 'Buy' }).click();
  const ask = page.getByRole('dialog', { name: 'Spend the credits?' });
  await expect(ask.getByTestId('spend-question')).toHaveText('Buy 4 × Teleport for 1,600 Credits?');
  // keyboard: the first button has the focus, Escape closes, nothing is spent
  await expect(ask.getByRole('button', { name: 'Cancel' }).first()).toBeFocused();
  await page.screenshot({ path: 'test-results/spend-confirm-1366.png' });
  await page.keyboard.press('Escape');
  await expect(ask).toHaveCount(0);
  await expect(card).toContainText('In your backpack: 0');
  await expect(page.getByTestId('res-credits')).toHaveText('5000');
  await card.getByRole('button', { name: 'Buy' }).click();
  await ask.getByRole('button', { name: 'Buy for 1,600 Credits' }).click();
  await expect(page.getByText('Item bought')).toBeVisible();
  await expect(card).toContainText('In your backpack: 4');
  await expect(page.getByTestId('res-credits')).toHaveText('3400');

  // under the threshold: no question
  const jump = page.locator('[data-item="hyperdrive-jump"]');
  await jump.getByRole('button', { name: 'Buy' }).click();
  await expect(jump).toContainText('In your backpack: 1');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // a jump uses the item up and moves the base: it asks; Cancel keeps it
  await page.goto('/backpack');
  const held = page.locator('[data-item="hyperdrive-jump"]');
  await held.getByRole('button', { name: 'Jump' }).click();
  const q = page.getByRole('dialog', { name: 'Jump with the hyperdrive?' });
  await expect(q).toContainText('It cannot be undone.');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/spend-confirm-390.png' });
  await q.getByRole('button', { name: 'Cancel' }).last().click();
  await expect(held).toContainText('× 1');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
