/**
 * Alliances: found one, apply, accept or decline, kick, change roles, leave. Changes to an
 * alliance's members lock its row, and the caller's role is read only once that lock is held (so
 * an alliance has one leader and a member leaves once, however many calls race); "one alliance per
 * commander" is the members table's key, so two acceptances racing for one applicant admit them once.
 * Each command runs in the transaction its procedure opens (decision 048); what founding and
 * applying ask of the base (the embassy) is read before it (`readyToFound`, `readyToApply`), and the
 * procedure answers the alliance as it stands after the commit (`myAlliance`).
 */
import { z } from 'zod';
import { type AllianceRole, checkAllianceName, mayAct, successor } from '../../game/index.ts';
import type { Db, Executor, Trx } from '../../platform/db.ts';
import { platformError } from '../../platform/errors.ts';
import { enqueue } from '../../platform/jobs.ts';
import { influenceByProfile, settledBaseOfProfile } from '../bases/index.ts';
import { profileNames, worldOfProfile } from '../worlds/index.ts';
import {
  allianceNameTaken,
  applicationsOf,
  applicationsTo,
  deleteAlliance,
  deleteApplication,
  deleteApplicationsOf,
  deleteMember,
  findAlliance,
  insertAlliance,
  insertApplication,
  insertMember,
  listAlliances,
  lockAlliance,
  lockCommander,
  membersOf,
  membershipOf,
  renameAllianceRow,
  setRole,
  setRoleIn,
} from './repo.ts';
import { alliancesError } from './errors.ts';

export const alliancesErrors = {
  noEmbassy: () => alliancesError('NO_EMBASSY'),
  alreadyMember: () => alliancesError('ALREADY_MEMBER'),
  badName: () => alliancesError('BAD_NAME'),
  badTag: () => alliancesError('BAD_TAG'),
  taken: () => alliancesError('NAME_TAKEN'),
  notFound: () => alliancesError('ALLIANCE_NOT_FOUND'),
  alreadyApplied: () => alliancesError('ALREADY_APPLIED'),
  noApplication: () => alliancesError('NO_APPLICATION'),
  notAllowed: () => alliancesError('ROLE_NOT_ALLOWED'),
  notMember: () => platformError('NOT_MEMBER'),
};

/** The embassy as of now: one finished by the clock counts before anything else settled the base. */
async function needEmbassy(db: Db, profileId: string, now: number) {
  const base = await settledBaseOfProfile(db, profileId, now);
  if ((base.buildings['alliance-embassy'] ?? 0) < 1) throw alliancesErrors.noEmbassy();
}

/**
 * Locks the commander's alliance and answers their membership as it is under that lock (null: in
 * none). The role that decides what they may do is read after the lock, never before it: a leave,
 * a kick or a hand-over that committed while this call waited is seen, so an alliance keeps
 * exactly one leader and a member leaves once. Should they have moved to another alliance while
 * waiting, the lock follows them.
 */
async function lockMyAlliance(trx: Trx, profileId: string) {
  for (;;) {
    const seen = await membershipOf(trx, profileId);
    if (!seen) return null;
    await lockAlliance(trx, seen.alliance_id);
    const me = await membershipOf(trx, profileId);
    if (!me || me.alliance_id === seen.alliance_id) return me ?? null;
  }
}

/** The reader's alliance (members, influence, applications for those who decide), or their open applications. */
export async function myAlliance(db: Db, profileId: string) {
  const me = await membershipOf(db, profileId);
  if (!me) {
    const mine = await applicationsOf(db, profileId);
    const alliances = await Promise.all(mine.map((a) => findAlliance(db, a.alliance_id)));
    return {
      alliance: null,
      myRole: null,
      members: [],
      applications: [],
      myApplications: alliances.filter((a) => a !== undefined).map((a) => ({ id: a.id, name: a.name, tag: a.tag })),
    };
  }
  const alliance = await findAlliance(db, me.alliance_id);
  if (!alliance) throw alliancesErrors.notFound();
  const members = await membersOf(db, alliance.id);
  const apps = me.role === 'member' ? [] : await applicationsTo(db, alliance.id);
  const names = await profileNames(db, [...members.map((m) => m.profile_id), ...apps.map((a) => a.profile_id)]);
  const influence = await influenceByProfile(db, [
    ...members.map((m) => m.profile_id),
    ...apps.map((a) => a.profile_id),
  ]);
  const memberList = members.map((m) => ({
    profileId: m.profile_id,
    commander: names.get(m.profile_id) ?? '',
    role: m.role,
    influence: influence.get(m.profile_id) ?? 0,
    joinedAt: m.joined_at.getTime(),
  }));
  return {
    alliance: {
      id: alliance.id,
      name: alliance.name,
      tag: alliance.tag,
      influence: memberList.reduce((s, m) => s + m.influence, 0),
    },
    myRole: me.role,
    members: memberList,
    applications: apps.map((a) => ({
      profileId: a.profile_id,
      commander: names.get(a.profile_id) ?? '',
      influence: influence.get(a.profile_id) ?? 0,
    })),
    myApplications: [],
  };
}

export async function listWorldAlliances(db: Db, profileId: string, search: string | null) {
  const world = await worldOfProfile(db, profileId);
  return listAlliances(db, world.worldId, search?.trim() || null, 50);
}

/**
 * Founding, before its transaction (the procedure runs this with the pool, then `createAlliance` in
 * the transaction it opens): the name's rules, then the embassy as of now (the base settled in its
 * own short transaction, so the base's lock is never held under the alliance's), then the world.
 */
export async function readyToFound(db: Db, profileId: string, input: { name: string; tag: string }, now: number) {
  const check = checkAllianceName(input.name, input.tag);
  if (!check.ok) throw check.reason === 'BAD_NAME' ? alliancesErrors.badName() : alliancesErrors.badTag();
  await needEmbassy(db, profileId, now);
  const world = await worldOfProfile(db, profileId);
  return { worldId: world.worldId, name: check.name, tag: check.tag };
}
export type Founding = Awaited<ReturnType<typeof readyToFound>>;

/** Founds an alliance `readyToFound` answered for; the founder leads it. */
export async function createAlliance(trx: Trx, profileId: string, founding: Founding, now: number): Promise<void> {
  await lockCommander(trx, profileId);
  if (await membershipOf(trx, profileId)) throw alliancesErrors.alreadyMember();
  const a = await insertAlliance(trx, {
    world_id: founding.worldId,
    name: founding.name,
    tag: founding.tag,
    created_at: new Date(now),
  });
  if (!a) throw alliancesErrors.taken();
  if (
    !(await insertMember(trx, { profile_id: profileId, alliance_id: a.id, role: 'leader', joined_at: new Date(now) }))
  )
    throw alliancesErrors.alreadyMember();
  await deleteApplicationsOf(trx, profileId);
}

/**
 * Applying, before its transaction (as `readyToFound`): the embassy as of now, then the alliance is
 * one of the commander's world.
 */
export async function readyToApply(db: Db, profileId: string, allianceId: string, now: number): Promise<void> {
  await needEmbassy(db, profileId, now);
  const world = await worldOfProfile(db, profileId);
  const a = await findAlliance(db, allianceId);
  if (!a || a.world_id !== world.worldId) throw alliancesErrors.notFound();
}

/** Applies to an alliance `readyToApply` let through. */
export async function applyTo(trx: Trx, profileId: string, allianceId: string, now: number): Promise<void> {
  if (await membershipOf(trx, profileId)) throw alliancesErrors.alreadyMember();
  if (!(await insertApplication(trx, { alliance_id: allianceId, profile_id: profileId, created_at: new Date(now) })))
    throw alliancesErrors.alreadyApplied();
}

export async function withdrawApplication(trx: Trx, profileId: string, allianceId: string): Promise<void> {
  if (!(await deleteApplication(trx, allianceId, profileId))) throw alliancesErrors.noApplication();
}

export async function answerApplication(
  trx: Trx,
  profileId: string,
  applicantId: string,
  accept: boolean,
  now: number,
): Promise<void> {
  // the applicant first, then the alliance (the order every admission takes)
  await lockCommander(trx, applicantId);
  const me = await lockMyAlliance(trx, profileId);
  if (!me) throw alliancesErrors.notMember();
  if (!mayAct(me.role as AllianceRole, accept ? 'accept' : 'decline', null)) throw alliancesErrors.notAllowed();
  if (!(await deleteApplication(trx, me.alliance_id, applicantId))) throw alliancesErrors.noApplication();
  if (!accept) return;
  // the members table's key admits a commander once, whoever accepts them first
  if (
    !(await insertMember(trx, {
      profile_id: applicantId,
      alliance_id: me.alliance_id,
      role: 'member',
      joined_at: new Date(now),
    }))
  )
    throw alliancesErrors.alreadyMember();
  await deleteApplicationsOf(trx, applicantId);
}

/**
 * Runs `act` on a fellow member under the alliance's lock, if the reader's role allows `action` on
 * the target's role; never on oneself.
 */
async function onMember(
  trx: Trx,
  profileId: string,
  targetId: string,
  action: 'kick' | 'change-role',
  act: () => Promise<void>,
): Promise<void> {
  const me = await lockMyAlliance(trx, profileId);
  if (!me) throw alliancesErrors.notMember();
  const target = await membershipOf(trx, targetId);
  if (!target || target.alliance_id !== me.alliance_id || targetId === profileId) throw alliancesErrors.notAllowed();
  if (!mayAct(me.role as AllianceRole, action, target.role as AllianceRole)) throw alliancesErrors.notAllowed();
  await act();
}

/**
 * A commander is out of an alliance (left or kicked): other modules act on it after this commit
 * (reinforcements go home, rallies let them go) through the composition root's listeners of this
 * task. A job, not a call: those listeners lock bases, which must never wait under the alliance's
 * lock (bases are locked first everywhere else), and a job retries until they are done.
 */
export const MEMBER_LEFT_TASK = 'alliances/member-left';
export const MemberLeft = z.object({ profileId: z.string().uuid(), allianceId: z.string().uuid() });
export type MemberLeft = z.infer<typeof MemberLeft>;
const memberLeft = (trx: Trx, m: MemberLeft) => enqueue(trx, MEMBER_LEFT_TASK, m);

export const kickMember = (trx: Trx, profileId: string, targetId: string) =>
  onMember(trx, profileId, targetId, 'kick', async () => {
    const target = await membershipOf(trx, targetId);
    await deleteMember(trx, targetId);
    if (target) await memberLeft(trx, { profileId: targetId, allianceId: target.alliance_id });
  });

/** A leader gives a member a role; giving 'leader' hands the alliance over (the old leader becomes an officer). */
export const changeRole = (trx: Trx, profileId: string, targetId: string, role: AllianceRole) =>
  onMember(trx, profileId, targetId, 'change-role', async () => {
    await setRole(trx, targetId, role);
    if (role === 'leader') await setRole(trx, profileId, 'officer');
  });

/** Leaves the alliance; a leaving leader hands over to the most senior, the last one out closes it. */
export async function leaveAlliance(trx: Trx, profileId: string): Promise<void> {
  const me = await lockMyAlliance(trx, profileId);
  if (!me) throw alliancesErrors.notMember();
  await deleteMember(trx, profileId);
  await memberLeft(trx, { profileId, allianceId: me.alliance_id });
  const rest = await membersOf(trx, me.alliance_id);
  if (rest.length === 0) await deleteAlliance(trx, me.alliance_id);
  else if (me.role === 'leader') {
    const next = successor(
      rest.map((m) => ({ profileId: m.profile_id, role: m.role as AllianceRole, joinedAt: m.joined_at.getTime() })),
    );
    if (next) await setRole(trx, next, 'leader');
  }
}

/** An admin renames an alliance (an offensive name or TAG), by the rules of its founding; inside the admin's transaction. */
export async function renameAlliance(trx: Trx, allianceId: string, input: { name: string; tag: string }) {
  const check = checkAllianceName(input.name, input.tag);
  if (!check.ok) throw check.reason === 'BAD_NAME' ? alliancesErrors.badName() : alliancesErrors.badTag();
  const a = await lockAlliance(trx, allianceId);
  if (!a) throw alliancesErrors.notFound();
  if (await allianceNameTaken(trx, a.world_id, check.name, check.tag, a.id)) throw alliancesErrors.taken();
  await renameAllianceRow(trx, a.id, check.name, check.tag);
  return { before: { name: a.name, tag: a.tag }, after: { name: check.name, tag: check.tag } };
}

/** The commander's alliance, for the admin's player page (null: none). */
export async function allianceOfCommander(ex: Executor, profileId: string) {
  const m = await membershipOf(ex, profileId);
  const a = m ? await findAlliance(ex, m.alliance_id) : undefined;
  return a ? { id: a.id, name: a.name, tag: a.tag } : null;
}

/**
 * Gives an alliance exactly one leader again (the invariant checker's repair, inside its transaction):
 * with none, the most senior takes over as when a leader leaves; with several, the first to have
 * joined keeps it and the others become officers, as a leader who hands over does. Returns who
 * leads now and who changed role.
 */
export async function restoreLeadership(trx: Trx, allianceId: string) {
  const a = await lockAlliance(trx, allianceId);
  if (!a) return null;
  const members = await membersOf(trx, allianceId);
  const leaders = members.filter((m) => m.role === 'leader');
  const changed: { profileId: string; from: string; to: string }[] = [];
  if (leaders.length === 0) {
    const next = successor(
      members.map((m) => ({ profileId: m.profile_id, role: m.role as AllianceRole, joinedAt: m.joined_at.getTime() })),
    );
    if (!next) return null;
    const from = members.find((m) => m.profile_id === next)?.role ?? 'member';
    await setRoleIn(trx, allianceId, next, 'leader');
    changed.push({ profileId: next, from, to: 'leader' });
    return { leader: next, changed };
  }
  const [keep, ...rest] = [...leaders].sort((x, y) => x.joined_at.getTime() - y.joined_at.getTime());
  for (const m of rest) {
    await setRoleIn(trx, allianceId, m.profile_id, 'officer');
    changed.push({ profileId: m.profile_id, from: 'leader', to: 'officer' });
  }
  return { leader: keep!.profile_id, changed };
}
