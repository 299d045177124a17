/**
 * Report folders through GraphQL: each report lands in its folder (combat, espionage, economy,
 * alliance, system); the list filters by folder and view; archive moves reports out of the inbox and
 * back; delete removes them for good but never one with rewards still to claim, nor another player's.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { fileReport } from '../../src/modules/reports/index.ts';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
beforeAll(async () => {
  s = await createTestStack();
});
afterAll(async () => s?.close());

type Row = { id: string; kind: string; folder: string; archived: boolean; read: boolean };
const LIST =
  'query($f:ReportFolderName,$v:ReportListView){ reports(folder:$f, view:$v, limit:100){ id kind folder archived read } }';
const list = async (token: string, folder?: string, view?: string) =>
  ((await s.gql(LIST, { f: folder ?? null, v: view ?? null }, token)).data?.reports ?? []) as Row[];
const err = (r: { errors?: { message: string; extensions?: { code?: string } }[] }) => r.errors?.[0];

async function playerWithReports(name: string) {
  const p = await s.newPlayerWithProfile(name);
  const at = s.clock.now();
  const file = (kind: Parameters<typeof fileReport>[1]['kind'], data: unknown, dt: number, rewards?: object) =>
    fileReport(s.db, { profileId: p.profileId, kind, data, at: at + dt, rewards: rewards as never });
  const ids = {
    battle: await file('battle', { role: 'attack' }, 1),
    defence: await file('battle', { role: 'reinforcement' }, 2),
    scout: await file('scout', { findings: {} }, 3),
    scouted: await file('notice', { reason: 'scouted', by: 'x' }, 4),
    wager: await file('trade', { trade: 'wager', stake: 10, payout: 0, dice: [1, 2] }, 5),
    rally: await file('rally', {}, 6),
    gift: await file('reward', { note: 'hi' }, 7, { resources: { credits: 100 } }),
  };
  return { p, ids };
}

describe('report folders', () => {
  test('each report is in its folder; a folder lists only its own, and the counts say how many are unread', async () => {
    const { p, ids } = await playerWithReports('Folders1');
    const all = await list(p.token);
    expect(Object.fromEntries(all.map((r) => [r.id, r.folder]))).toEqual({
      [ids.battle]: 'combat',
      [ids.defence]: 'alliance',
      [ids.scout]: 'espionage',
      [ids.scouted]: 'espionage',
      [ids.wager]: 'economy',
      [ids.rally]: 'alliance',
      [ids.gift]: 'system',
    });
    expect((await list(p.token, 'espionage')).map((r) => r.id)).toEqual([ids.scouted, ids.scout]);
    expect((await list(p.token, 'economy')).map((r) => r.kind)).toEqual(['trade']);
    const folders = (await s.gql('{ reportFolders { folder total unread } }', {}, p.token)).data!.reportFolders;
    expect(folders).toEqual([
      { folder: 'combat', total: 1, unread: 1 },
      { folder: 'espionage', total: 2, unread: 2 },
      { folder: 'economy', total: 1, unread: 1 },
      { folder: 'alliance', total: 2, unread: 2 },
      { folder: 'system', total: 1, unread: 1 },
    ]);
    await s.gql('mutation($id:ID!){ openReport(reportId:$id){ id } }', { id: ids.scout }, p.token);
    expect((await list(p.token, 'espionage', 'unread')).map((r) => r.id)).toEqual([ids.scouted]);
    expect((await list(p.token, undefined, 'claimable')).map((r) => r.id)).toEqual([ids.gift]);
    // a folder that does not exist is refused, naming the field
    const bad = await s.gql(LIST, { f: 'spam', v: null }, p.token);
    expect(err(bad)?.message).toMatch(/folder/i);
  });

  test('archive moves reports out of the inbox (read), into the archive, and back', async () => {
    const { p, ids } = await playerWithReports('Folders2');
    const r = await s.gql(
      'mutation($ids:[ID!]!){ archiveReports(reportIds:$ids){ ok count } }',
      { ids: [ids.battle, ids.wager] },
      p.token,
    );
    expect(r.data!.archiveReports).toEqual({ ok: true, count: 2 });
    const inbox = (await list(p.token)).map((x) => x.id);
    expect(inbox).not.toContain(ids.battle);
    expect(inbox).not.toContain(ids.wager);
    expect(inbox).toHaveLength(5);
    const archived = await list(p.token, undefined, 'archived');
    expect(archived.map((x) => [x.id, x.archived, x.read])).toEqual([
      [ids.wager, true, true],
      [ids.battle, true, true],
    ]);
    expect((await list(p.token, 'combat')).map((x) => x.id)).toEqual([]);
    await s.gql(
      'mutation($ids:[ID!]!){ archiveReports(reportIds:$ids, archived:false){ ok } }',
      { ids: [ids.battle] },
      p.token,
    );
    expect((await list(p.token, 'combat')).map((x) => x.id)).toEqual([ids.battle]);
  });

  test('delete removes reports for good; one with unclaimed rewards, or another player’s, is refused and nothing changes', async () => {
    const { p, ids } = await playerWithReports('Folders3');
    const other = await playerWithReports('Folders3b');
    const DEL = 'mutation($ids:[ID!]!){ deleteReports(reportIds:$ids){ ok count } }';
    const unclaimed = await s.gql(DEL, { ids: [ids.battle, ids.gift] }, p.token);
    expect(err(unclaimed)?.message).toBe('Claim the rewards of this report before deleting it');
    expect((await list(p.token)).map((x) => x.id)).toContain(ids.battle);
    const foreign = await s.gql(DEL, { ids: [ids.scout, other.ids.scout] }, p.token);
    expect(err(foreign)?.message).toBe('Report not found');
    expect((await list(other.p.token)).map((x) => x.id)).toContain(other.ids.scout);
    expect((await list(p.token)).map((x) => x.id)).toContain(ids.scout);
    expect((await s.gql(DEL, { ids: [ids.battle, ids.scout] }, p.token)).data!.deleteReports).toEqual({
      ok: true,
      count: 2,
    });
    const left = (await list(p.token)).map((x) => x.id);
    expect(left).not.toContain(ids.battle);
    expect(left).not.toContain(ids.scout);
    expect(left).toHaveLength(5);
    // gone for the player: opening it is not found; the unread dot no longer counts it
    const open = await s.gql('mutation($id:ID!){ openReport(reportId:$id){ id } }', { id: ids.battle }, p.token);
    expect(err(open)?.message).toBe('Report not found');
    // claimed first, the reward report may go
    await s.gql('mutation($id:ID!){ claimReward(reportId:$id){ reports } }', { id: ids.gift }, p.token);
    expect((await s.gql(DEL, { ids: [ids.gift] }, p.token)).data!.deleteReports.count).toBe(1);
  });
});
