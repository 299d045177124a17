/**
 * The kinds of push the server sends (src/platform/pubsub.ts `PushPayloads`; a test keeps the two
 * lists equal) and what the browser reads of each. The names travel as they are ('base-changed'),
 * which a GraphQL enum cannot spell, so the schema's `Notification.kind` stays a String.
 */
export const PUSH_KINDS = [
  'base-changed',
  'new-report',
  'incoming-attack',
  'unit-group',
  'rally-changed',
  'mission',
  'trade-convoy',
  'reinforcements',
  'private-message',
  'ticket-closed',
  'friends',
  'diplomacy',
  'alliance-incoming',
  'alliance-intel',
  'comment',
  'announcement',
  'session-ended',
  'alliance-ops',
  'operation-reminder',
  'sitting-ended',
  'world-clock',
] as const;

export type PushKind = (typeof PUSH_KINDS)[number];

type View = Record<string, unknown>;

/** What each push carries (its `data`, sent as JSON text). */
export interface PushPayloads {
  'base-changed': { baseId: string; queue: unknown[] };
  'new-report': { reportId: string; kind: string };
  /** `attack`: the march as getIncomingAttacks lists it (status null: no longer coming), absent for a rally */
  'incoming-attack': { marchId?: string; rallyId?: string; arrivesAt: number; attack?: View };
  /** `group` as getUnitGroups lists it (a scout has none), `march` as getMapMarches does (status null: done) */
  'unit-group': { group?: View; march: View };
  'rally-changed': { rallyId: string; status: string };
  mission: { mission: View };
  'trade-convoy': { convoy: View };
  reinforcements: { marchId: string };
  'private-message': View & { with: string };
  'ticket-closed': { ticketId: string; subject: string; text: string };
  friends: Record<string, never>;
  diplomacy: { relationId: string };
  'alliance-incoming': { marchId: string; arrivesAt: number };
  'alliance-intel': { kind: string; x: number; y: number };
  comment: View;
  announcement: View;
  'session-ended': { sessionId: string };
  'alliance-ops': { what: 'help' | 'operation' | 'announcement' };
  'operation-reminder': { operationId: string; launchAt: number; x: number; y: number };
  'sitting-ended': { ownerId: string };
  'world-clock': { dilation: number; since: number };
}

export const isPushKind = (kind: string): kind is PushKind => (PUSH_KINDS as readonly string[]).includes(kind);
