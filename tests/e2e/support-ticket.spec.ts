/** A signed-in player writes to support; when the team closes the ticket, the ticket-closed toast appears and stays. */
import { expect, test } from './support/fixtures.ts';
import { ADMIN, activePlayer, gql, login, signInWithDialog } from './support/api.ts';

test('the player sees the ticket-closed toast when the admin closes their ticket', async ({ page }) => {
  // the page's timers run on a clock the test can move: "stays open" is checked past every toast's life
  await page.clock.install();
  const p = await activePlayer('Ticket');
  await signInWithDialog(page, p.username, p.password);
  await expect(page).toHaveURL(/\/select-profile$/);
  await page.goto('/contact');
  await page.getByLabel('Subject').fill('Lost convoy');
  await page.getByLabel('Message').fill('My convoy vanished near the Vault, can you look?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Thank you for contacting us!')).toBeVisible();

  const admin = await login(ADMIN.username, ADMIN.password);
  const tickets = await gql('{ adminTickets(status:"open") { id subject } }', {}, admin);
  const id = tickets.data.adminTickets.find((t: { subject: string }) => t.subject === 'Lost convoy').id;
  await gql('mutation($id:ID!){ closeTicket(ticketId:$id){ id } }', { id }, admin);

  const toast = page.getByText('Your support ticket "Lost convoy" was closed.');
  await expect(toast).toBeVisible();
  await page.clock.runFor(20_000); // longer than any other toast lives (3 s, errors 15 s)
  await expect(toast).toBeVisible();
});
