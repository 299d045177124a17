/**
 * The first hour: a new commander on a world of speed 1 follows the base page's next
 * step — claim, barracks, shipyard, rangers, interceptors, the nearest level-1 pirate — to a won
 * fight, with no credits spent; then on to one hour of game time doing only what the step names
 * (rewards, the tasks its "Go there" link leads to), the longest wait between two actions measured
 * against issue 26's goal of 10 minutes. Game time passes only when the test moves this spec's own
 * server clock (tests/e2e/support/time-travel-server.ts); the moves add up to the game time it took.
 */
import { writeFileSync } from 'node:fs';
import { expect, type Page, test } from './support/fixtures.ts';
import { startTimeTravelServer } from './support/time-travel.ts';
import { gql, newCommander, profileSession } from './support/api.ts';
import { moveBeside, pastTheGuidedHour } from './support/db.ts';
import { outside } from './support/layout.ts';

const server = startTimeTravelServer();

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** The goal of issue 26: no wait over 10 minutes of game time in the first hour. */
const LONGEST_WAIT_GOAL = 10 * MINUTE;
/** How much game time a waiting walk lets pass before it looks again (the resolution of its waits). */
const LOOK_EVERY = 30_000;

let gameMs = 0;
test.beforeEach(() => {
  gameMs = 0;
  lastActionAt = 0;
  longest = { ms: 0, from: '', to: '' };
  lastAction = 'start';
  log.length = 0;
});
/** Lets `ms` of game time pass on the server, counting the game time the walk took. */
async function pass(ms: number) {
  await server.pass(ms);
  gameMs += ms;
}

/** The walk's actions with their game time, and the longest game time between two of them. */
let lastActionAt = 0;
let longest = { ms: 0, from: '', to: '' };
let lastAction = 'start';
const log: string[] = [];
const clock = (ms: number) =>
  `${String(Math.floor(ms / MINUTE)).padStart(2, '0')}:${String(Math.floor((ms % MINUTE) / 1000)).padStart(2, '0')}`;
function acted(what: string) {
  const gap = gameMs - lastActionAt;
  if (gap > longest.ms)
    longest = { ms: gap, from: `${clock(lastActionAt)} ${lastAction}`, to: `${clock(gameMs)} ${what}` };
  lastActionAt = gameMs;
  lastAction = what;
  log.push(`${clock(gameMs)} ${what}`);
}

test('a new commander follows the next step to a first won fight against a pirate within 15 minutes of game time', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await toFirstFight(page);
});

// Issue 26's goal, measured: an idle queue the stores pay for is the step (idle-upgrade.ts), the guide
// reads the map (fleetReach in src/game/first-hour.ts), level-1 crews are back 15 minutes after they
// fall and a fleet mining while one is back is called home (decision 101). Before that, 3 walks of 10
// hit a wall of 19-22 minutes from minute ~40; after it, 10 of 10 held (longest waits 06:00-08:30).
test('a new commander follows the next step through the first hour of game time with no wait over 10 minutes', async ({
  page,
}) => {
  test.setTimeout(600_000);
  await toFirstFight(page);
  const step = page.getByTestId('next-step');
  // on through the hour: only what the step names, game time let pass only while nothing it names can be done
  /** units ordered so far, by the walk: what a task that counts trained units will have once they are done */
  const ordered = { ranger: 10, interceptor: 4 };
  /** when the fleet the walk sent out is home again */
  let fleetBackAt = 0;
  /** what the walk saw when it found nothing to do (for the report) */
  const lookedAt: string[] = [];
  while (gameMs < HOUR) {
    await expect(step).toBeVisible();
    // the step once it knows what the map around the base offers, read in one go
    await expect(step).toHaveAttribute('data-reach', 'known');
    const { kind, text } = await step.evaluate((el) => ({
      kind: el.getAttribute('data-step'),
      text: ((el.querySelector('.next-step-what') as HTMLElement | null)?.innerText ?? '').trim(),
    }));
    let done = false;
    if (kind === 'claim') {
      await step.getByRole('button', { name: 'Claim' }).click();
      await expect(step.locator('.next-step-what')).not.toHaveText(text);
      acted(`claim ${text.replace('A reward is waiting: ', '')}`);
      done = true;
    } else if (kind === 'build') {
      // an idle building queue the stores pay for: the step's own button starts the upgrade
      await step.getByRole('button', { name: /^(Upgrade|Build)$/ }).click();
      await expect(step.locator('.next-step-what')).not.toHaveText(text);
      acted(text);
      done = true;
    } else if (kind === 'train') {
      // no pirate crew in reach is one the fleet beats: the units that make it one, as many as the stores pay for
      await step.screenshot({ path: 'test-results/first-hour-stronger-step.png' });
      await step.getByRole('button', { name: 'Train', exact: true }).click();
      const form = page.getByRole('dialog');
      const submit = form.getByRole('button', { name: /^Train \d+$/ });
      if (await submit.isEnabled()) {
        await submit.click();
        await expect(form).toHaveCount(0);
        acted(text);
        done = true;
      } else {
        await page.keyboard.press('Escape');
        await expect(form).toHaveCount(0);
      }
    } else if (kind === 'recall') {
      // a crew the fleet beats is back in reach while the fleet mines: home from the step's own button
      await step.getByRole('button', { name: 'Recall fleet' }).click();
      await expect(page.getByText('Fleet recalled: it is flying home')).toBeVisible();
      const returning = page.locator('[data-testid="march"][data-status="returning"]');
      const left = durationMs(await returning.getByTestId('march-countdown').first().textContent());
      fleetBackAt = gameMs + left + 1000;
      await expect(step).not.toHaveAttribute('data-step', 'recall');
      acted(`recall the fleet from the asteroid (home in ${clock(left)})`);
      done = true;
    } else if (kind === 'tasks') {
      const task = text.replace('Next task: ', '');
      done = await doTask(task);
    } else {
      throw new Error(
        `after the first pirate the step is a claim, an upgrade, training, a recall or a task, not ${kind}: ${text}`,
      );
    }
    if (!done) {
      // what the step said while the walk waited (each new text once, for the report)
      const said = `${clock(gameMs)} waiting on: ${text}`;
      if (!lookedAt.at(-1)?.endsWith(`waiting on: ${text}`)) lookedAt.push(said);
      await pass(Math.min(LOOK_EVERY, HOUR - gameMs));
      // what a player would see after the wait: the page as the server has it now
      await page.goto('/base');
    }
  }
  // the wait still under way at the hour's end counts too
  acted('the hour is over');
  await page.goto('/base');
  await expect(step).toBeVisible();
  const last = (await step.locator('.next-step-what').innerText()).trim();
  console.log(`first hour, game time (mm:ss):\n${log.join('\n')}\nnext step at 60:00: ${last}`);
  console.log(lookedAt.join('\n'));
  console.log(`longest wait ${clock(longest.ms)}: from ${longest.from} to ${longest.to}`);
  writeFileSync(
    'test-results/first-hour-walk.txt',
    `${log.join('\n')}\nnext step at 60:00: ${last}\nlongest wait ${clock(longest.ms)}: ${longest.from} → ${longest.to}\n`,
  );
  for (const [width, height] of [
    [390, 844],
    [1366, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto('/base');
    await expect(step).toBeVisible();
    // the queues in the side panels are there too (a lazy chunk; its stand-in is hidden from the roles)
    await expect(page.getByRole('region', { name: 'March queue' })).toBeVisible();
    await page.screenshot({ path: `test-results/first-hour-end-${width}-first-screen.png` });
    await page.screenshot({ path: `test-results/first-hour-end-${width}.png`, fullPage: true });
  }
  // one hour in, the guide still names something to do, and no wait on the way was longer than the goal
  expect(last).not.toBe('');
  expect(longest.ms, `longest wait: from ${longest.from} to ${longest.to}`).toBeLessThanOrEqual(LONGEST_WAIT_GOAL);

  /** Does what the named task needs, as a player would from its "Go there" link; false when it cannot be done yet. */
  async function doTask(task: string): Promise<boolean> {
    const train = /^Train (\d+) (ranger|ground|space) units$/.exec(task);
    if (task === 'Command center level 3') {
      await step.getByRole('link', { name: 'Go there' }).click();
      const card = page.locator('[data-building="command-center"]');
      const upgrade = card.getByRole('button', { name: 'Upgrade to 3' });
      if (!(await upgrade.isEnabled())) return false;
      await upgrade.click();
      await expect(page.getByText('Command Center: started')).toBeVisible();
      acted('upgrade the Command Center to 3');
      return true;
    }
    if (train) {
      const goal = Number(train[1]);
      const unit = train[2] === 'space' ? 'interceptor' : 'ranger';
      const missing = goal - ordered[unit];
      // all it needs is in training already: the task is done when they are
      if (missing <= 0) return false;
      await step.getByRole('link', { name: 'Go there' }).click();
      const yard = unit === 'ranger' ? 'Barracks' : 'Shipyard';
      await page
        .locator(`[data-building="${yard.toLowerCase()}"]`)
        .getByRole('button', { name: 'Train units' })
        .click();
      const form = page.getByRole('dialog', { name: `Train at the ${yard}` });
      await form.getByRole('radio', { name: new RegExp(unit, 'i') }).check();
      await form.getByLabel('How many').fill(String(missing));
      const submit = form.getByRole('button', { name: `Train ${missing}` });
      if (!(await submit.isEnabled())) {
        await page.keyboard.press('Escape');
        await expect(form).toHaveCount(0);
        return false;
      }
      await submit.click();
      await expect(form).toHaveCount(0);
      ordered[unit] += missing;
      acted(`train ${missing} ${unit}s (${task})`);
      return true;
    }
    if (task === 'Mine 2000 astromite') {
      // the fleet is out gathering: the task moves when it is home
      if (gameMs < fleetBackAt) return false;
      await step.getByRole('link', { name: 'Go there' }).click();
      await expect(page).toHaveURL(/\/galaxy/);
      await page
        .getByTestId('in-view')
        .getByRole('button', { name: /Astromite asteroid/ })
        .first()
        .click();
      await page.getByTestId('object-sheet').getByRole('button', { name: 'Gather' }).click();
      const form = page.getByRole('dialog', { name: /Gather at the Astromite asteroid/ });
      await form.getByRole('button', { name: 'All Interceptor' }).click();
      await form.getByRole('button', { name: 'All Ranger' }).click();
      // as many rangers as the ships seat
      const [, seats] = ((await form.getByTestId('seats').innerText()).match(/\d+/g) ?? []).map(Number);
      const rangers = form.getByRole('spinbutton', { name: /^Ranger/ });
      await rangers.fill(String(Math.min(seats ?? 0, Number(await rangers.getAttribute('max')))));
      const load = await form.getByTestId('gather-load').innerText();
      const flight = durationMs(await form.getByTestId('flight-time').textContent());
      await form.getByRole('button', { name: 'Send fleet' }).click();
      await expect(page.getByText('Fleet sent')).toBeVisible();
      fleetBackAt = gameMs + 2 * flight + durationMs(load);
      acted(`send the fleet to gather: ${load}, ${clock(flight)} each way (Mine 2000 astromite)`);
      await page.goto('/base');
      return true;
    }
    if (task === 'Kill 10 pirate ships') {
      if (gameMs < fleetBackAt) return false;
      await step.getByRole('link', { name: 'Go there' }).click();
      await expect(page).toHaveURL(/\/galaxy/);
      // the nearest pirate ship on the map the fleet beats for sure, else the best odds the dialog marks
      // as good (75 % and more, in green), as a player reads them (the list runs from the base outwards)
      const pirates = page.getByTestId('in-view').getByRole('button').filter({ hasText: 'Pirate ship' });
      await expect(pirates.first()).toBeVisible();
      const open = async (i: number) => {
        await pirates.nth(i).click();
        await page.getByTestId('object-sheet').getByRole('button', { name: 'Attack' }).click();
        const form = page.getByRole('dialog');
        await form.getByRole('button', { name: 'All Interceptor' }).click();
        await form.getByRole('button', { name: 'All Ranger' }).click();
        const [, seats] = ((await form.getByTestId('seats').innerText()).match(/\d+/g) ?? []).map(Number);
        const rangers = form.getByRole('spinbutton', { name: /^Ranger/ });
        await rangers.fill(String(Math.min(seats ?? 0, Number(await rangers.getAttribute('max')))));
        const odds = await form.getByTestId('battle-odds').innerText();
        return { form, odds, pct: Number(/^(\d+) %/.exec(odds)?.[1] ?? 0) };
      };
      const count = await pirates.count();
      const seen: { i: number; pct: number; what: string }[] = [];
      let chosen: number | null = null;
      for (let i = 0; i < count && chosen === null; i++) {
        const what = (await pirates.nth(i).innerText()).replace(/\s+/g, ' ');
        const { form, odds, pct } = await open(i);
        seen.push({ i, pct, what: `${what}: ${odds}` });
        await form.getByRole('button', { name: 'Cancel' }).click();
        await expect(form).toHaveCount(0);
        if (pct === 100) chosen = i;
      }
      chosen ??= seen.filter((x) => x.pct >= 75).sort((a, b) => b.pct - a.pct)[0]?.i ?? null;
      // no pirate in sight this fleet is likely to beat: the task waits for one
      if (chosen === null) {
        lookedAt.push(`${clock(gameMs)} no pirate to attack: ${seen.map((x) => x.what).join(' | ')}`);
        await page.goto('/base');
        return false;
      }
      const target = seen[chosen]?.what.split(': ')[0] ?? '';
      const { form, odds } = await open(chosen);
      const flight = durationMs(await form.getByTestId('flight-time').textContent());
      await form.getByRole('button', { name: 'Send fleet' }).click();
      await expect(page.getByText('Fleet sent')).toBeVisible();
      fleetBackAt = gameMs + 2 * flight;
      acted(`send the fleet against the ${target}: ${odds}, ${clock(flight)} each way (Kill 10 pirate ships)`);
      await page.goto('/base');
      return true;
    }
    throw new Error(`the walk does not know yet how to do the task: ${task}\n${log.join('\n')}\nnow ${clock(gameMs)}`);
  }
});

test('a fleet mining while a crew it beats is back in reach: the next step calls it home, and it flies home', async ({
  page,
}) => {
  const p = await newCommander(page, 'Recaller');
  const asteroid = await moveBeside(p.username, 'astromite-asteroid');
  // a fleet that beats any crew of the first levels, three pirate ships down (the task is open)
  await pastTheGuidedHour(p.username, { interceptor: 40, ranger: 200 }, 3);
  const { token } = await profileSession(p.username, p.password);
  const near = await gql<{ getMap: { items: { type: string; level: number }[] } }>(
    'query($x:Int!,$y:Int!){ getMap(x:$x,y:$y,radius:7){ items { type level } } }',
    asteroid,
    token,
  );
  expect(
    near.data!.getMap.items.filter((i) => i.type === 'pirate-ship').length,
    'a pirate crew in reach',
  ).toBeGreaterThan(0);
  const step = page.getByTestId('next-step');
  await page.goto('/base');
  await expect(step).toHaveAttribute('data-reach', 'known');
  await expect(step).toHaveAttribute('data-step', 'tasks');
  await expect(step).toContainText('Next task: Kill 10 pirate ships');
  // the player sends the fleet to the asteroid anyway: the step calls it home
  const sent = await gql(
    'mutation($x:Int!,$y:Int!,$u:[UnitCountInput!]!){ sendUnits(x:$x,y:$y,units:$u){ id } }',
    { ...asteroid, u: [{ type: 'interceptor', count: 40 }] },
    token,
  );
  expect(sent.errors).toBeUndefined();
  await page.goto('/base');
  await expect(step).toHaveAttribute('data-step', 'recall');
  await expect(step).toContainText(
    'A pirate crew your fleet beats is back in reach: call the fleet home from the asteroid',
  );
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 844 });
    await step.screenshot({ path: `test-results/first-hour-recall-${width}.png` });
    expect(await outside(step), `nothing spills out of the step at ${width} px`).toEqual([]);
  }
  await step.getByRole('button', { name: 'Recall fleet' }).click();
  await expect(page.getByText('Fleet recalled: it is flying home')).toBeVisible();
  await expect(page.locator('[data-testid="march"][data-status="returning"]')).toHaveCount(1);
  // on its way home the fleet is no longer the asteroid's: the pirates are the step again
  await expect(step).toHaveAttribute('data-step', 'tasks');
});

function durationMs(text: string | null): number {
  const [h, m, s] = (/(\d+):(\d+):(\d+)/.exec(text ?? '') ?? []).slice(1).map(Number);
  return ((h ?? 0) * 3600 + (m ?? 0) * 60 + (s ?? 0)) * 1000;
}

/** The guided path to the first won fight, as the first test walks it (15 minutes of game time at most). */
async function toFirstFight(page: Page) {
  await newCommander(page, 'Rookie');
  const step = page.getByTestId('next-step');

  // the command center task is already done: its reward first
  await expect(step).toContainText('A reward is waiting: Command center level 2');
  await step.getByRole('button', { name: 'Claim' }).click();
  await expect(page.getByText('Reward received')).toBeVisible();
  acted('claim Command center level 2');

  await expect(step).toContainText('Build the Barracks');
  await step.getByRole('button', { name: 'Build' }).click();
  await expect(step).toContainText('Barracks under construction');
  acted('build the Barracks');
  await pass(60_000);

  await expect(step).toContainText('Build the Shipyard');
  await step.getByRole('button', { name: 'Build' }).click();
  acted('build the Shipyard');
  // while the shipyard goes up, the barracks train the rangers
  await expect(step).toContainText('Train 10 × Ranger');
  await step.getByRole('button', { name: 'Train', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Train 10' }).click();
  await expect(dialog).toHaveCount(0);
  acted('train 10 rangers');
  await expect(step).toContainText('Shipyard under construction');
  await pass(120_000);

  await expect(step).toContainText('Train 4 × Interceptor');
  await step.getByRole('button', { name: 'Train', exact: true }).click();
  await dialog.getByRole('button', { name: 'Train 4' }).click();
  await expect(dialog).toHaveCount(0);
  acted('train 4 interceptors');
  await expect(step).toContainText('Your first fleet is training');
  await page.screenshot({ path: 'test-results/first-hour-training.png' });
  await pass(360_000);

  // the fleet is home: the step points at the nearest level-1 pirate, selected on the map
  await expect(step).toContainText('Your first fleet is ready');
  await step.getByRole('link', { name: 'Find the pirate' }).click();
  await expect(page).toHaveURL(/\/galaxy/);
  const sheet = page.getByTestId('object-sheet');
  await expect(sheet.getByRole('heading', { name: 'Pirate ship' })).toBeVisible();
  await expect(sheet).toContainText(/Level\s*1(?!\d)/);
  await sheet.getByRole('button', { name: 'Attack' }).click();
  const send = page.getByRole('dialog');
  await send.getByRole('button', { name: 'All Ranger' }).click();
  await send.getByRole('button', { name: 'All Interceptor' }).click();
  // the odds before sending, from the server's engine: this fleet wins
  await expect(send.getByTestId('battle-odds')).toContainText('100 % to win');
  const flight = await send.getByTestId('flight-time').textContent();
  await send.getByRole('button', { name: 'Send fleet' }).click();
  await expect(page.getByText('Fleet sent')).toBeVisible();
  acted('send the first fleet against a level-1 pirate');

  // at most six cells at 120 cells an hour: three minutes
  const flightMs = durationMs(flight);
  expect(flightMs).toBeGreaterThan(0);
  expect(flightMs).toBeLessThanOrEqual(180_000);
  await pass(flightMs);

  await expect(page.getByText('New reports').first()).toBeVisible();
  await page.getByRole('navigation').getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByTestId('reports').getByRole('link').first()).toContainText(
    /Battle at Pirate ship \d+:\d+: Victory/,
  );
  expect(gameMs).toBeLessThanOrEqual(15 * 60_000);

  // after the first pirate, the tasks lead
  await page.goto('/base');
  await expect(step).toContainText(/A reward is waiting|Next task/);
  await page.screenshot({ path: 'test-results/first-hour-done.png' });
}
