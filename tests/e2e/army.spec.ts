/** The army overview on the Garrison page: every group a commander owns, merged live as a fleet goes out and turns home. */
import { expect, test } from './support/fixtures.ts';
import { gql, newCommander, profileSession } from './support/api.ts';
import { giveUnits, moveBeside } from './support/db.ts';

test('the army overview lists the garrison and each fleet away, and follows a recall without a reload', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const me = await newCommander(page, 'Army');
  await giveUnits(me.username, { interceptor: 30, ranger: 10 });
  const rock = await moveBeside(me.username, 'astromite-asteroid');
  const token = (await profileSession(me.username, me.password)).token;

  await page.goto('/reinforcements');
  const army = page.getByTestId('army');
  await expect(army.getByRole('heading', { name: 'Your army' })).toBeVisible();
  const home = army.locator('[data-testid="army-group"][data-type="home"]');
  await expect(home).toContainText('At home');
  await expect(home).toContainText('30 Interceptor');

  // a fleet goes out to mine: a group of its own, bound for the asteroid, with its countdown
  const sent = await gql(
    'mutation($x:Int!,$y:Int!){ sendUnits(x:$x,y:$y,units:[{type:"interceptor",count:12}]){ id kind } }',
    { x: rock.x, y: rock.y },
    token,
  );
  expect(sent.errors).toBeUndefined();
  const marchId = sent.data.sendUnits.id as string;
  const away = army.locator(`[data-testid="army-group"]:not([data-type="home"]):not([data-type="injured"])`);
  await expect(away).toHaveCount(1);
  // on its way, or already mining when the page is slow to look (the asteroid is next door)
  await expect(away).toContainText(/On the way out|Mining/);
  await expect(away).toContainText(`${rock.x}:${rock.y}`);
  await expect(away).toContainText('12 Interceptor');
  await expect(home).toContainText('18 Interceptor');
  await expect(army.getByTestId('army-total')).toContainText('40 troops in 2 groups');

  // recalled: the pushed group replaces the old one in place
  const recalled = await gql('mutation($id:ID!){ recallMarch(marchId:$id){ id } }', { id: marchId }, token);
  expect(recalled.errors).toBeUndefined();
  await expect(away).toContainText('Flying home');
  await expect(away).toHaveCount(1);

  // on a phone the list fits the screen
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: 'test-results/army-390.png', fullPage: false });
});
