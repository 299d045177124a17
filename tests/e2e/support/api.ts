/** Shortcuts for browser tests: the same GraphQL API the browser uses, called from the test. */
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Page } from '@playwright/test';
import { TEST_ENV } from '../../support/test-env.ts';

/** The seeded admin: TEST_ENV sets ADMIN_PASSWORD (not the published default, which must be changed first). */
export const ADMIN = { username: 'admin', password: TEST_ENV.ADMIN_PASSWORD };
let origin: string | null = null;
const base = () => origin ?? `http://127.0.0.1:${process.env.E2E_PORT}`;
/** Points these helpers at another test server (a spec's own); `null` goes back to the shared one. */
export const pointApiAt = (url: string | null) => {
  origin = url;
};

export async function gql<T = any>(
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<{ data?: T; errors?: { message: string }[] }> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers['x-session-token'] = token;
  const r = await fetch(`${base()}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
  return r.json() as never;
}

export async function captcha(action: string) {
  const r = await gql<{ captchaChallenge: string }>('query($a:String!){ captchaChallenge(action:$a) }', { a: action });
  const challenge = JSON.parse(r.data!.captchaChallenge);
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

export async function login(username: string, password: string): Promise<string> {
  const r = await gql(
    'mutation($u:String!,$p:String!,$c:String){ login(username:$u,password:$p,recaptcha:$c){ ok token errors } }',
    { u: username, p: password, c: await captcha('login') },
  );
  if (!r.data?.login.token) throw new Error(`login failed ${JSON.stringify(r)}`);
  return r.data.login.token;
}

/** A unique alphanumeric name for this run. */
export const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Registers, approves and activates a player through the API; returns its credentials. */
export async function activePlayer(prefix = 'Pilot') {
  const username = uniqueName(prefix);
  const password = 'Secret123';
  const email = `${username.toLowerCase()}@example.test`;
  await gql('mutation($i:RegisterInput!){ register(input:$i){ ok } }', {
    i: { username, password, email, termsAgreed: true, recaptcha: await captcha('register') },
  });
  const admin = await login(ADMIN.username, ADMIN.password);
  const regs = await gql('{ adminRegistrations { id username } }', {}, admin);
  const id = regs.data.adminRegistrations.find((a: { username: string }) => a.username === username).id;
  await gql('mutation($id:ID!){ approveRegistration(accountId:$id){ id } }', { id }, admin);
  const outbox = await gql('{ adminOutbox { to text } }', {}, admin);
  const mail = outbox.data.adminOutbox.find((m: { to: string }) => m.to === email);
  const token = /\/activate\/([\w-]+)/.exec(mail.text)![1];
  await gql('mutation($t:String!){ activate(token:$t){ ok } }', { t: token });
  return { username, password, email };
}

/** Signs in through the dialog, as a person would. */
export async function signInWithDialog(page: Page, username: string, password: string) {
  await page.goto('/');
  // wait for the header, then: on a phone the header links live in the side menu
  await page.getByRole('link', { name: 'Ephoran Frontier' }).first().waitFor();
  const menu = page.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('button', { name: 'Sign in' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
}

/** A new approved player who signs in through the dialog and creates a profile: they stand in /base. */
export async function newCommander(page: Page, prefix: string) {
  const p = await activePlayer(prefix);
  await signInWithDialog(page, p.username, p.password);
  await page.getByLabel('Commander name').fill(p.username);
  await page.getByRole('button', { name: 'Create profile' }).click();
  await page.waitForURL(/\/base$/);
  return p;
}

/** An API session inside the commander's (first) profile. */
export async function profileSession(username: string, password: string) {
  const token = await login(username, password);
  const mine = await gql<{ myProfiles: { id: string }[] }>('{ myProfiles { id } }', {}, token);
  const profileId = mine.data!.myProfiles[0]!.id;
  await gql('mutation($p:ID!){ enterProfile(profileId:$p){ id } }', { p: profileId }, token);
  return { token, profileId };
}
