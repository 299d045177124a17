/**
 * Events in the browser: an admin schedules Power Surge from /control (with its preview), a commander
 * joins, grows, is ranked first, the event closes, the prize is claimed from the reports with a
 * rewards toast; a second event is refused during the cooldown with the spec's text.
 */
import { expect, test } from './support/fixtures.ts';
import { ADMIN, gql, login, newCommander, profileSession, signInWithDialog } from './support/api.ts';
import { cancelOpenEvents, endEventNow, giveUnits } from './support/db.ts';

test('an event runs from start to close: joined, ranked live, closed, its prize claimed; the next is refused during the cooldown', async ({
  page,
  browser,
}) => {
  await cancelOpenEvents();
  const me = await newCommander(page, 'Surger');

  // the admin schedules Power Surge from the control panel, seeing what it pays first
  const admin = await (await browser.newContext()).newPage();
  await signInWithDialog(admin, ADMIN.username, ADMIN.password);
  await expect(admin).toHaveURL(/\/control$/);
  await admin.getByRole('tab', { name: 'Events' }).click();
  await admin.getByLabel('Event', { exact: true }).selectOption('power-surge');
  await expect(admin.getByTestId('event-preview')).toContainText('Runs 7 days of game time');
  await expect(admin.getByTestId('event-preview')).toContainText('From place 1: 5,000 credits');
  await admin.getByRole('button', { name: 'Schedule event' }).click();
  await expect(admin.getByText('Power Surge scheduled')).toBeVisible();
  await expect(admin.getByTestId('admin-events').locator('tr', { hasText: 'Power Surge' }).first()).toContainText(
    'running',
  );

  // the commander finds it under Events and joins
  await page.getByRole('navigation').getByRole('link', { name: 'Events', exact: true }).click();
  const surge = page.getByTestId('event').filter({ hasText: 'Power Surge' });
  await expect(surge).toHaveAttribute('data-phase', 'running');
  await expect(surge).toContainText('Ends in');
  await surge.getByRole('button', { name: 'Join the event' }).click();
  await expect(page.getByText('You take part in Power Surge')).toBeVisible();
  await expect(surge.getByTestId('event-mine')).toContainText('Your score 0');

  // fifty interceptors raise the commander's influence (counted when the base is next written: a purchase here)
  await giveUnits(me.username, { interceptor: 50 });
  const session = await profileSession(me.username, me.password);
  await gql('mutation { buyItem(type:"speedup-building-5m", count:1){ type } }', {}, session.token);
  await page.goto('/events');
  await expect(surge.getByTestId('event-mine')).toContainText('place 1');
  await expect(surge.getByTestId('event-ranking')).toContainText(me.username);

  // the end comes: it closes and pays the first place
  await endEventNow('power-surge');
  await expect(async () => {
    await page.reload();
    await expect(surge).toHaveAttribute('data-phase', 'closed', { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await surge.getByRole('link', { name: 'Your prize waits in your reports' }).click();
  const prize = page.locator('[data-kind="event-reward"]');
  await expect(prize).toContainText('Power Surge: you placed 1');
  const creditsBefore = Number(await page.getByTestId('res-credits').textContent());
  await prize.getByRole('button', { name: 'Claim' }).click();
  await expect(page.getByText(/^Claimed: 5,000 Credits/)).toBeVisible();
  await expect(prize).toContainText('claimed');
  await expect
    .poll(async () => Number(await page.getByTestId('res-credits').textContent()))
    .toBeGreaterThanOrEqual(creditsBefore + 5000);

  // a new event while resting after this one: refused with the spec's text
  const token = await login(ADMIN.username, ADMIN.password);
  const world = (await gql('{ adminWorldActivity { worldId } }', {}, token)).data.adminWorldActivity[0].worldId;
  await gql(
    'mutation($w:ID!,$s:Float!){ scheduleEvent(worldId:$w,type:"battlefront-clash",startsAt:$s){ id } }',
    { w: world, s: Date.now() },
    token,
  );
  await page.goto('/events');
  await expect(page.getByTestId('event').filter({ hasText: 'Battlefront Clash' })).toContainText(
    "You can't participate in a new event yet.",
  );

  for (const [width, height] of [
    [390, 844],
    [1366, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `test-results/events-${width}.png`, fullPage: true });
  }
  await cancelOpenEvents();
});
