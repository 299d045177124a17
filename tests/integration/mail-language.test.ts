/**
 * E-mails in the reader's language: an account registered from the German form gets its approval,
 * denial and e-mail-change mails in German; a ticket written in German is answered in German; the
 * English form keeps the spec's English texts.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
beforeAll(async () => {
  s = await createTestStack();
});
afterAll(async () => s?.close());

const REGISTER = 'mutation($i:RegisterInput!){ register(input:$i){ ok errors { field message } } }';
type Mail = { to: string; subject: string; text: string; kind: string };

async function registerIn(language: 'en' | 'de' | null, username: string) {
  const i = {
    username,
    password: 'Secret123',
    email: `${username.toLowerCase()}@x.test`,
    termsAgreed: true,
    recaptcha: await s.captcha('register'),
    ...(language ? { language } : {}),
  };
  expect((await s.gql(REGISTER, { i })).data?.register.ok).toBe(true);
  const admin = await s.adminToken();
  const list = await s.gql('{ adminRegistrations { id username } }', {}, admin);
  return { admin, id: list.data?.adminRegistrations.find((a: { username: string }) => a.username === username).id };
}

async function mailTo(admin: string, to: string, kind: string): Promise<Mail> {
  const outbox = await s.gql('{ adminOutbox { to subject text kind } }', {}, admin);
  const mail = ((outbox.data?.adminOutbox ?? []) as Mail[]).find((m) => m.to === to && m.kind === kind);
  if (!mail) throw new Error(`no ${kind} mail to ${to}`);
  return mail;
}

test('a registration from the German form is approved, and denied, in German', async () => {
  const yes = await registerIn('de', 'Sprache1');
  await s.gql('mutation($id:ID!){ approveRegistration(accountId:$id){ status } }', { id: yes.id }, yes.admin);
  const approval = await mailTo(yes.admin, 'sprache1@x.test', 'approval');
  expect(approval.subject).toBe('Dein Zugang zu Ephoran Frontier ist freigegeben');
  expect(approval.text).toMatch(/^Kommandant Sprache1,/);
  expect(approval.text).toMatch(/\/activate\/[\w-]+/);

  const no = await registerIn('de', 'Sprache2');
  await s.gql('mutation($id:ID!){ denyRegistration(accountId:$id){ status } }', { id: no.id }, no.admin);
  expect((await mailTo(no.admin, 'sprache2@x.test', 'denial')).subject).toBe(
    'Deine Registrierung bei Ephoran Frontier',
  );
});

test('the English form, and a form that names no language, keep the spec’s English mail', async () => {
  for (const [lang, name] of [
    ['en', 'Language3'],
    [null, 'Language4'],
  ] as const) {
    const r = await registerIn(lang, name);
    await s.gql('mutation($id:ID!){ approveRegistration(accountId:$id){ status } }', { id: r.id }, r.admin);
    const mail = await mailTo(r.admin, `${name.toLowerCase()}@x.test`, 'approval');
    expect(mail.subject).toBe('Your Ephoran Frontier access is approved');
    expect(mail.text).toMatch(new RegExp(`^Commander ${name},`));
  }
});

test('a language outside the list is refused naming the field and the list', async () => {
  const i = {
    username: 'Sprache5',
    password: 'Secret123',
    email: 'sprache5@x.test',
    termsAgreed: true,
    recaptcha: await s.captcha('register'),
  };
  const r = await s.gql('mutation($i:RegisterInput!){ register(input:$i){ ok } }', { i: { ...i, language: 'fr' } });
  expect(r.errors?.[0]?.message).toMatch(/one of: en, de/);
});

test('a ticket written in German is answered in German', async () => {
  const guest = 'gast@x.test';
  const message = 'Meine Flotte ist seit gestern verschwunden, bitte helft mir.';
  const sent = await s.gql('mutation($i:ContactInput!){ contactSupport(input:$i){ ok } }', {
    i: { subject: 'Flotte weg', message, email: guest, recaptcha: await s.captcha('contact'), language: 'de' },
  });
  expect(sent.data?.contactSupport.ok).toBe(true);
  const admin = await s.adminToken();
  const open = await s.gql('{ adminTickets(status:"open") { id subject } }', {}, admin);
  const ticket = open.data?.adminTickets.find((t: { subject: string }) => t.subject === 'Flotte weg');
  await s.gql(
    'mutation($id:ID!){ answerTicket(ticketId:$id, answer:"Gefunden.") { status } }',
    { id: ticket.id },
    admin,
  );
  const mail = await mailTo(admin, guest, 'ticket-answer');
  expect(mail.subject).toBe('AW: Flotte weg');
  expect(mail.text).toContain('— Das Team von Ephoran Frontier');
});
