/** Every registration and contact validation message, as a person meets them. */
import { expect, test } from './support/fixtures.ts';

test('registration: each rule shows the spec message; submit stops at the first invalid field', async ({ page }) => {
  await page.goto('/register');
  const username = page.getByLabel('Username');
  const err = (f: string) => page.locator(`#f-${f}-error`);

  await page.getByRole('button', { name: 'Register' }).click();
  await expect(err('username')).toHaveText('Username must have at least 3 characters');
  await expect(username).toBeFocused();
  await expect(err('password')).toHaveCount(0); // stopped at the first

  await username.fill('a'.repeat(31));
  await expect(err('username')).toHaveText('Username can have maximum of 30 characters');
  await username.fill('bad name!');
  await expect(err('username')).toHaveText('Username can contain only alphanumeric characters');
  await username.fill('Good1');
  await expect(err('username')).toHaveCount(0);

  const password = page.getByLabel('Password');
  await password.focus();
  await password.blur();
  await expect(err('password')).toHaveText('Password must have at least 8 characters');
  await password.fill('abcdefgh');
  await expect(err('password')).toHaveText('Password must have at least one number');
  await password.fill('12345678');
  await expect(err('password')).toHaveText('Password must contain at least one character');
  await password.fill('Secret123');

  await page.getByLabel('E-mail').fill('not-an-email');
  await expect(err('email')).toHaveText('Email must have valid format');
  await page.getByLabel('E-mail').fill('good@example.test');

  await page.getByRole('button', { name: 'Register' }).click();
  await expect(err('termsAgreed')).toHaveText('You must agree to the Terms of Service');
});

test('contact: the message must be 20 to 1000 characters; a valid one is thanked', async ({ page }) => {
  await page.goto('/contact');
  await page.getByLabel('Your e-mail').fill('guest@example.test');
  await page.getByLabel('Subject').fill('A question');
  await page.getByLabel('Message').fill('Too short');
  await page.getByLabel('Message').blur();
  await expect(page.locator('#f-message-error')).toHaveText('Message minimum length is 20 and maximum length is 1000');
  await page.getByLabel('Message').fill('x'.repeat(1001));
  await expect(page.locator('#f-message-error')).toHaveText('Message minimum length is 20 and maximum length is 1000');
  await page.getByLabel('Message').fill('Where do I find the Ephoran Vault on the map?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Thank you for contacting us!')).toBeVisible();
});
