/**
 * Alliances: a name and a TAG, members with a role, applications. The alliance embassy is needed
 * to found or join one. Roles decide who may do what; a leader who leaves hands over to the most
 * senior member (officers first), and the last one out closes the alliance.
 */

export const ALLIANCE_ROLES = ['leader', 'officer', 'member'] as const;
export type AllianceRole = (typeof ALLIANCE_ROLES)[number];

/** Name: 3 to 30 letters, digits or spaces; TAG: 2 to 5 letters or digits (shown in capitals). */
export const ALLIANCE_NAME = /^[A-Za-z0-9][A-Za-z0-9 ]{1,28}[A-Za-z0-9]$/;
export const ALLIANCE_TAG = /^[A-Za-z0-9]{2,5}$/;

export type AllianceNameCheck = { ok: true; name: string; tag: string } | { ok: false; reason: 'BAD_NAME' | 'BAD_TAG' };

export function checkAllianceName(name: string, tag: string): AllianceNameCheck {
  const n = name.trim().replace(/\s+/g, ' ');
  if (!ALLIANCE_NAME.test(n)) return { ok: false, reason: 'BAD_NAME' };
  if (!ALLIANCE_TAG.test(tag.trim())) return { ok: false, reason: 'BAD_TAG' };
  return { ok: true, name: n, tag: tag.trim().toUpperCase() };
}

export type AllianceAction = 'accept' | 'decline' | 'kick' | 'change-role';

/** May a member in role `actor` do `action` to a member in role `target` (null: an applicant)? */
export function mayAct(actor: AllianceRole, action: AllianceAction, target: AllianceRole | null): boolean {
  if (action === 'accept' || action === 'decline') return actor !== 'member';
  if (action === 'kick')
    return (actor === 'leader' && target !== 'leader') || (actor === 'officer' && target === 'member');
  return actor === 'leader' && target !== 'leader';
}

export interface MemberSeniority {
  profileId: string;
  role: AllianceRole;
  /** epoch ms */
  joinedAt: number;
}

/** Who leads when the leader leaves: the longest-serving officer, else the longest-serving member; null when nobody is left. */
export function successor(remaining: MemberSeniority[]): string | null {
  const by = (role: AllianceRole) =>
    remaining.filter((m) => m.role === role).sort((a, b) => a.joinedAt - b.joinedAt)[0];
  return (by('officer') ?? by('member'))?.profileId ?? null;
}
