/**
 * Shared reports: the owner shares a report and anyone reads it by its link without a session; a
 * guessed token reads nothing (404), a revoked link answers gone (410) and its report's data is never
 * in the answer; nobody can share or revoke another commander's report; the public read is
 * rate-limited like every other door.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { fileReport } from '../../src/modules/reports/index.ts';
import { RateLimiter } from '../../src/platform/rate-limit.ts';
import { createApp } from '../../src/server/app.ts';
import { createTestStack, TEST_PEER_HEADER, type TestStack, testPeer } from '../support/stack.ts';

let s: TestStack;
/** the app with a client of its own (one index.html), for the page's status: the built client may be absent */
let pages: ReturnType<typeof createApp>;
beforeAll(async () => {
  s = await createTestStack();
  const webDir = mkdtempSync(join(tmpdir(), 'shared-web-'));
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>app</title>');
  pages = createApp(s.services, { webDir, rateLimit: new RateLimiter(s.db, 1_000_000, 1000), peerAddress: testPeer });
});
afterAll(async () => s?.close());

const SHARE = 'mutation($r:ID!){ shareReport(reportId:$r){ token sharedAt } }';
const REVOKE = 'mutation($r:ID!){ revokeReportShare(reportId:$r) }';
const SHARED = 'query($r:ID!){ reportShare(reportId:$r){ token } }';
let peer = 0;
/** Each call from its own address unless told (the rate limit is per client). */
const get = (path: string, from = `10.0.0.${++peer % 250}`) =>
  (path.startsWith('/shared/') ? pages : s.app).handle(
    new Request(`http://localhost${path}`, { headers: { [TEST_PEER_HEADER]: from } }),
  );
const battle = { role: 'attack', seed: 'a'.repeat(64), target: { x: 1, y: 2, kind: 'pirate-ship', level: 1 } };

async function commanderWithBattle(name: string) {
  const p = await s.newPlayerWithProfile(name);
  const id = await fileReport(s.db, { profileId: p.profileId, kind: 'battle', data: battle, at: s.clock.now() });
  return { ...p, reportId: id };
}

describe('shared reports', () => {
  test('a shared report opens for anyone by its link; revoked, the link and its page answer gone', async () => {
    const a = await commanderWithBattle('Sharer1');
    const shared = await s.gql(SHARE, { r: a.reportId }, a.token);
    const token = shared.data!.shareReport.token as string;
    // 128 random bits, base64url
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(16);
    // sharing again keeps the same link; the owner reads it back
    expect((await s.gql(SHARE, { r: a.reportId }, a.token)).data!.shareReport.token).toBe(token);
    expect((await s.gql(SHARED, { r: a.reportId }, a.token)).data!.reportShare.token).toBe(token);

    const open = await get(`/api/shared-reports/${token}`);
    expect(open.status).toBe(200);
    const body = (await open.json()) as { report: { kind: string; data: typeof battle; owner: string } };
    expect(body.report).toMatchObject({ kind: 'battle', owner: 'Sharer1', data: battle });
    expect((await get(`/shared/r/${token}`)).status).toBe(200);

    expect((await s.gql(REVOKE, { r: a.reportId }, a.token)).data!.revokeReportShare).toBe(true);
    const gone = await get(`/api/shared-reports/${token}`);
    expect(gone.status).toBe(410);
    const goneBody = await gone.text();
    expect(goneBody).toContain('REPORT_SHARE_REVOKED');
    expect(goneBody).not.toContain('pirate-ship');
    expect((await get(`/shared/r/${token}`)).status).toBe(410);
    expect((await s.gql(SHARED, { r: a.reportId }, a.token)).data!.reportShare).toBeNull();
    // shared again: a new link; the old one stays gone
    const again = (await s.gql(SHARE, { r: a.reportId }, a.token)).data!.shareReport.token as string;
    expect(again).not.toBe(token);
    expect((await get(`/api/shared-reports/${again}`)).status).toBe(200);
    expect((await get(`/api/shared-reports/${token}`)).status).toBe(410);
  });

  test('a guessed token reads nothing', async () => {
    const a = await commanderWithBattle('Sharer2');
    await s.gql(SHARE, { r: a.reportId }, a.token);
    for (const guess of [randomBytes(16).toString('base64url'), 'x', `${a.reportId}`, "'; select 1 --"]) {
      const r = await get(`/api/shared-reports/${encodeURIComponent(guess)}`);
      expect(r.status).toBe(404);
      expect(await r.text()).not.toContain('pirate-ship');
    }
    expect((await get(`/shared/r/${randomBytes(16).toString('base64url')}`)).status).toBe(404);
  });

  test("another commander's report cannot be shared, read for its link or revoked by you", async () => {
    const a = await commanderWithBattle('Sharer3');
    const b = await commanderWithBattle('Sharer4');
    const theirs = await s.gql(SHARE, { r: b.reportId }, a.token);
    expect(theirs.errors?.[0]?.extensions?.code).toBe('REPORT_NOT_FOUND');
    expect(
      await s.db.selectFrom('report_shares').select('token').where('report_id', '=', b.reportId).execute(),
    ).toEqual([]);
    const token = (await s.gql(SHARE, { r: b.reportId }, b.token)).data!.shareReport.token as string;
    expect((await s.gql(SHARED, { r: b.reportId }, a.token)).errors?.[0]?.extensions?.code).toBe('REPORT_NOT_FOUND');
    expect((await s.gql(REVOKE, { r: b.reportId }, a.token)).errors?.[0]?.extensions?.code).toBe('REPORT_NOT_FOUND');
    expect((await get(`/api/shared-reports/${token}`)).status).toBe(200);
    // signed out, nothing can be shared
    expect((await s.gql(SHARE, { r: b.reportId })).errors?.[0]?.extensions?.code).toBe('NOT_AUTHENTICATED');
  });

  test('a deleted report’s link is gone', async () => {
    const a = await commanderWithBattle('Sharer5');
    const token = (await s.gql(SHARE, { r: a.reportId }, a.token)).data!.shareReport.token as string;
    await s.gql('mutation($r:[ID!]!){ deleteReports(reportIds:$r){ ok } }', { r: [a.reportId] }, a.token);
    expect((await get(`/api/shared-reports/${token}`)).status).toBe(410);
  });

  test('the public read is rate-limited per client', async () => {
    // 40 requests a minute per client, as a door of the real app holds them
    const app = createApp(s.services, { rateLimit: new RateLimiter(s.db, 40, 60_000), peerAddress: testPeer });
    const read = async (path: string, from: string) =>
      (await app.handle(new Request(`http://localhost${path}`, { headers: { [TEST_PEER_HEADER]: from } }))).status;
    const statuses: number[] = [];
    for (let i = 0; i < 45; i++) statuses.push(await read(`/api/shared-reports/${'A'.repeat(22)}`, '10.9.9.9'));
    expect(statuses.slice(0, 40).every((x) => x === 404)).toBe(true);
    expect(statuses.slice(40)).toEqual([429, 429, 429, 429, 429]);
    expect(await read(`/shared/r/${'A'.repeat(22)}`, '10.9.9.9')).toBe(429);
    // another client is not held back
    expect(await read(`/api/shared-reports/${'A'.repeat(22)}`, '10.9.9.10')).toBe(404);
  });
});
