/**
 * Talking and belonging: the global and alliance chat (each message recorded in the ledger with its
 * unique text), private messages, founding or joining an alliance and accepting applicants, the
 * events and the leaderboard.
 */
import { allianceHelp } from './allyhelp.ts';
import { diplomacy } from './diplomacy.ts';
import type { ChatEntry } from '../ledger.ts';
import { type Ctx, noteMarkers, peer } from './context.ts';

const PHRASES = [
  'Anyone near the nebula? Pirates are thick here',
  'Shipyard is up, interceptors rolling out',
  'Looking for an alliance, active every day',
  'That asteroid field is rich, come mine',
  'Who is scouting the east ring?',
  'gg on the last raid',
  'Research lab humming, steel output up',
  'Need food, farms are slow today',
];

export async function chat(ctx: Ctx, channel: 'global' | 'alliance') {
  ctx.chatSeq++;
  ctx.lastWrite = ctx.now();
  const text = `${PHRASES[ctx.rng.int(0, PHRASES.length - 1)]} [${ctx.o.runTag}.${ctx.o.index}.${ctx.chatSeq}]`;
  const r = await ctx.c.call<{ postComment: { _id: string; createdAt: number } }>(
    'postComment',
    'mutation($c:String!,$t:String!){ postComment(channel:$c, text:$t){ _id createdAt } }',
    { c: channel, t: text },
  );
  const entry: ChatEntry = { bot: ctx.o.username, channel, text, acked: false };
  if (r.kind === 'ok' && r.data) {
    entry.acked = true;
    entry.id = r.data.postComment._id;
    entry.createdAt = r.data.postComment.createdAt;
    ctx.o.ledger.chat.push(entry);
  } else if (r.kind === 'network' || r.kind === 'serverError') ctx.o.ledger.chat.push(entry);
  else if (r.code === 'NOT_MEMBER') ctx.inAlliance = false;
  // a glance at the channel, as a reader would
  if (ctx.rng.next() < 0.3)
    await ctx.c.call(
      channel === 'global' ? 'getComments' : 'getAllianceComments',
      `{ ${channel === 'global' ? 'getComments' : 'getAllianceComments'}(limit: 30){ _id } }`,
    );
}

export async function privateMessage(ctx: Ctx) {
  const to = peer(ctx);
  if (!to) return;
  ctx.lastWrite = ctx.now();
  await ctx.c.call(
    'sendPrivateMessage',
    'mutation($u:String!,$t:String!){ sendPrivateMessage(username:$u, text:$t){ _id } }',
    { u: to, t: `${PHRASES[ctx.rng.int(0, PHRASES.length - 1)]}?` },
  );
}

export interface MyAllianceView {
  alliance: { id: string } | null;
  myRole: string | null;
  applications: { profileId: string }[];
  myApplications: { id: string }[];
}

export async function readAlliance(ctx: Ctx): Promise<MyAllianceView | null> {
  const r = await ctx.c.call<{ myAlliance: MyAllianceView }>(
    'myAlliance',
    '{ myAlliance { alliance { id } myRole applications { profileId } myApplications { id } } }',
  );
  if (r.kind !== 'ok' || !r.data) return null;
  ctx.inAlliance = !!r.data.myAlliance.alliance;
  ctx.allianceRole = r.data.myAlliance.myRole;
  return r.data.myAlliance;
}

export async function joinOrFound(ctx: Ctx) {
  const mine = await readAlliance(ctx);
  if (!mine || mine.alliance) return;
  const list = await ctx.c.call<{ alliances: { id: string; members: number }[] }>(
    'alliances',
    '{ alliances { id members } }',
  );
  const open = list.data?.alliances.filter((a) => !mine.myApplications.some((m) => m.id === a.id)) ?? [];
  if (open.length && ctx.rng.next() < 0.75) {
    const pick = open[ctx.rng.int(0, open.length - 1)]!;
    await ctx.c.call('applyToAlliance', 'mutation($a:ID!){ applyToAlliance(allianceId:$a){ myRole } }', { a: pick.id });
  } else if (!mine.myApplications.length || ctx.rng.next() < 0.2) {
    const tag = `B${(ctx.o.seed % 1000).toString(36).toUpperCase()}${ctx.o.index.toString(36).toUpperCase()}`.slice(
      0,
      5,
    );
    const r = await ctx.c.call(
      'createAlliance',
      'mutation($n:String!,$t:String!){ createAlliance(name:$n, tag:$t){ myRole } }',
      { n: `Bots of ${ctx.o.username}`.slice(0, 30), t: tag },
    );
    if (r.kind === 'ok') {
      ctx.inAlliance = true;
      ctx.allianceRole = 'leader';
    }
  }
}

/** Leaders and officers accept who applied; everyone notices when an application was accepted. */
export async function allianceChores(ctx: Ctx) {
  const mine = await readAlliance(ctx);
  if (!mine?.alliance) return;
  await allianceHelp(ctx);
  if (!mine.applications.length) {
    if (mine.myRole === 'leader') await diplomacy(ctx, mine.alliance.id);
    return;
  }
  const a = mine.applications[ctx.rng.int(0, mine.applications.length - 1)]!;
  await ctx.c.call('acceptMember', 'mutation($p:ID!){ acceptMember(profileId:$p){ myRole } }', { p: a.profileId });
}

export async function events(ctx: Ctx) {
  const r = await ctx.c.call<{ events: { id: string; canJoin: boolean }[] }>('events', '{ events { id canJoin } }');
  const open = r.data?.events.find((e) => e.canJoin);
  if (open) await ctx.c.call('joinEvent', 'mutation($e:ID!){ joinEvent(eventId:$e){ joined } }', { e: open.id });
}

/** The board, as a player reads it: its markers tell the bot who is no longer there (decision 068). */
export async function leaderboard(ctx: Ctx) {
  const r = await ctx.c.call<{ leaderboard: { entries: { commander: string; marker?: string | null }[] } }>(
    'leaderboard',
    '{ leaderboard { me { rank } entries { commander marker } } }',
  );
  if (r.kind === 'ok' && r.data)
    noteMarkers(
      ctx,
      r.data.leaderboard.entries.map((e) => ({ name: e.commander, marker: e.marker })),
    );
  return r;
}
