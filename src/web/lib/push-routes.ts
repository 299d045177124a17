/**
 * Which push changes which query: the one place a push is routed. The tab holds one
 * `notifications` subscription (push.ts); the shell mounts this router once per tab, and no query hook
 * listens for itself (each used to: a base page with eight hooks ran eight listeners per push, each
 * invalidating the same queries).
 */
import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { BASE_KEY, type BaseData, parseQueueDelta } from './base-data.ts';
import { INCOMING_KEY } from './incoming-data.ts';
import { MARCHES_KEY } from './marches-data.ts';
import { mergeLive } from './live-merge.ts';
import { LISTS, mergeItems } from './merge-list.ts';
import { type Notification, subscribeNotifications } from './push.ts';
import type { PushKind } from './push-kinds.ts';
import {
  CONVOYS_KEY,
  GARRISON_KEY,
  gameKey,
  ME_KEY,
  MISSIONS_KEY,
  PLAN_KEY,
  RALLIES_KEY,
  REINFORCEMENTS_KEY,
  REPORTS_KEY,
} from './query-keys.ts';
import { useSession } from './session.ts';
import { getSitAs, stopSitting, useSitAs } from './sitting.ts';
import { TASKS_KEY } from './tasks-data.ts';
import { UNIT_GROUPS_KEY } from './unit-groups-data.ts';
import { DIPLOMACY_KEY, FRIENDS_KEY, INTEL_KEY, WAR_ROOM_KEY } from './query-keys.ts';
import { ALLY_HELP_KEY, ALLY_NOTICE_KEY, ALLY_OPS_KEY } from './query-keys.ts';

/** What a push does to the cache of the profile entered (`profileId`): the keys it writes carry it. */
type Route = (qc: QueryClient, data: string, profileId: string | null) => void;

const invalidate =
  (...keys: QueryKey[]): Route =>
  (qc) => {
    for (const queryKey of keys) void qc.invalidateQueries({ queryKey });
  };

/**
 * Merges the item a push carries (under `field` of its data) into a cached list by the spec's rule;
 * asks again when it cannot read it (cut short, not JSON). `optional`: a push without the field
 * (a scout's carries no unit group) leaves the list alone.
 */
const mergePushed =
  (
    key: QueryKey,
    list: keyof typeof LISTS,
    field: string,
    refetchWhen?: (item: Record<string, unknown>) => boolean,
    optional = false,
  ): Route =>
  (qc, data, profileId) => {
    let item: Record<string, unknown> | undefined;
    let absent = false;
    try {
      const parsed = JSON.parse(data) as Record<string, unknown>;
      const inner = parsed[field];
      absent = inner === undefined && parsed.truncated !== true;
      item =
        inner && typeof inner === 'object' && typeof (inner as { id?: unknown }).id === 'string'
          ? (inner as Record<string, unknown>)
          : undefined;
    } catch {
      item = undefined;
    }
    if (!item && optional && absent) return;
    if (!item) {
      void qc.invalidateQueries({ queryKey: key });
      return;
    }
    const pushed = item;
    // (a read of the list on its way, served before the push, is dropped and made again)
    void mergeLive<unknown[]>(qc, gameKey(profileId, key), (old) =>
      mergeItems(old as never[], [pushed as never], LISTS[list]),
    );
    if (refetchWhen?.(pushed)) void qc.invalidateQueries({ queryKey: key });
  };

/** A finished queue item leaves the base's queue at once (spec merge rule); the refetch brings the new levels and rates. */
const applyQueueDelta: Route = (qc, data, profileId) => {
  const delta = parseQueueDelta(data);
  if (delta.length > 0)
    qc.setQueryData<BaseData>(gameKey(profileId, BASE_KEY), (b) =>
      b ? { ...b, queue: mergeItems(b.queue as never[], delta as never[], LISTS.baseQueue) as BaseData['queue'] } : b,
    );
};

/** Every push kind with what it changes (a new kind without an entry fails the typecheck). */
export const PUSH_ROUTES: Record<PushKind, Route[]> = {
  // something on the base changed (a queue item done, units home, a battle fought on it)
  // (marches and incoming attacks are not asked again: every write of a fleet pushes it, merged below)
  'base-changed': [
    applyQueueDelta,
    invalidate(BASE_KEY, UNIT_GROUPS_KEY, TASKS_KEY, REINFORCEMENTS_KEY, GARRISON_KEY, PLAN_KEY),
  ],
  // a report filed anywhere (a battle while away): the report dot, the list, and what the battle moved
  'new-report': [invalidate(ME_KEY, REPORTS_KEY, TASKS_KEY, REINFORCEMENTS_KEY, GARRISON_KEY)],
  // a fleet's move against my base merges by id and status (a rally's push names no march: asked again)
  'incoming-attack': [mergePushed(INCOMING_KEY, 'getIncomingAttacks', 'attack')],
  // a fleet of mine changed: its unit group and its march merge by the spec's rule; one home (no
  // units left in the group, or done) changes the garrison
  'unit-group': [
    mergePushed(UNIT_GROUPS_KEY, 'getUnitGroups', 'group', (g) => g.units === null || g.status === 'done', true),
    mergePushed(MARCHES_KEY, 'getMapMarches', 'march'),
  ],
  'rally-changed': [invalidate(RALLIES_KEY)],
  mission: [mergePushed(MISSIONS_KEY, 'getMissions', 'mission')],
  'trade-convoy': [mergePushed(CONVOYS_KEY, 'getTradeConvoys', 'convoy')],
  reinforcements: [invalidate(REINFORCEMENTS_KEY, GARRISON_KEY)],
  // shown where they are heard: private messages by the messages panel, a closed ticket by the shell
  'private-message': [],
  'ticket-closed': [],
  // another commander asked, answered or left: the friends list reads again
  friends: [invalidate(FRIENDS_KEY)],
  // a pact, an alliance or a war of the alliance changed: its list, and the map's markers
  diplomacy: [invalidate(DIPLOMACY_KEY, ['map'])],
  // a fleet launched at a member: the war room reads again (and the intel its rows show)
  'alliance-incoming': [invalidate(WAR_ROOM_KEY, INTEL_KEY)],
  // a member shared a report: the board (and the war room rows' scout lines) read again
  'alliance-intel': [invalidate(INTEL_KEY, WAR_ROOM_KEY)],
  // heard on other subscriptions (a chat channel, a world's announcements, a session's sockets)
  comment: [],
  announcement: [],
  'session-ended': [],
  // heard by the world-clock line, which reads every game query again (timers moved)
  'world-clock': [],
  // an ally asked for help or helped, an operation changed, the leader announced (decision 071)
  'alliance-ops': [invalidate(ALLY_HELP_KEY, ALLY_OPS_KEY, ALLY_NOTICE_KEY)],
  // a member's launch second is a minute away: the operations tab shows "Launch as planned" (the shell toasts it)
  'operation-reminder': [invalidate(ALLY_OPS_KEY)],
  // the owner ended my grant, or it ran out: a tab sitting that base goes back to its own, and the
  // owner's Sitters panel (and the sitter's list of bases to sit) read again (decision 066)
  'sitting-ended': [
    invalidate(['sitting'], ['sitting-seats']),
    (_qc, data) => {
      const ownerId = (JSON.parse(data || '{}') as { ownerId?: unknown }).ownerId;
      if (ownerId && ownerId === getSitAs()?.ownerId) stopSitting();
    },
  ],
};

/** What one push does to the cached queries. */
export function routePush(qc: QueryClient, n: Notification, profileId: string | null) {
  for (const route of PUSH_ROUTES[n.kind]) route(qc, n.data, profileId);
}

/** Mounted once per tab (the shell), for a commander: every push reaches the queries it changes. */
export function usePushRoutes(enabled: boolean) {
  const qc = useQueryClient();
  const { profileId } = useSession();
  const sitting = useSitAs()?.ownerId ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a tab that starts or stops sitting a base subscribes again (push.ts asks for the base it sits)
  useEffect(
    () => (enabled ? subscribeNotifications((n) => routePush(qc, n, profileId)) : undefined),
    [enabled, qc, profileId, sitting],
  );
}
