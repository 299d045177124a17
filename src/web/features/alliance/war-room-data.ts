/** The war room's reads (decision 070): hostile fleets on their way to members, the intel board, the share setting. */
import { useQuery } from '@tanstack/react-query';
import type { UnitCounts } from '../../../game/index.ts';
import { gql } from '../../lib/graphql.ts';
import { graphql, type ResultOf } from '../../lib/graphql-doc.ts';
import { INTEL_KEY, useGameKey, WAR_ROOM_KEY } from '../../lib/query-keys.ts';

export const INCOMING = graphql(
  'query AllianceIncoming { allianceIncoming { id kind attacker from { x y } defender target { x y level } arrivesAt units scout { filedAt findings } } }',
);
export type Incoming = ResultOf<typeof INCOMING>['allianceIncoming'][number];

export const INTEL = graphql('query AllianceIntel { allianceIntel { id kind x y owner sharedBy filedAt data } }');
export type Intel = ResultOf<typeof INTEL>['allianceIntel'][number];

export const SETTINGS = graphql('query IntelSettings { intelSettings { shareScouts } }');
export const SET_SETTINGS = graphql(
  'mutation SetIntelSettings($on: Boolean!) { setIntelSettings(shareScouts: $on) { shareScouts } }',
);
export const SHARE_REPORT = graphql('mutation ShareReport($r: ID!) { shareReportWithAlliance(reportId: $r) }');

/** Asked again by push (`alliance-incoming`) and every 30 s (a fleet recalled or landed drops out). */
export function useAllianceIncoming() {
  return useQuery({
    queryKey: useGameKey(WAR_ROOM_KEY),
    queryFn: async () => (await gql(INCOMING)).allianceIncoming,
    refetchInterval: 30_000,
  });
}

export function useIntel() {
  return useQuery({ queryKey: useGameKey(INTEL_KEY), queryFn: async () => (await gql(INTEL)).allianceIntel });
}

export function useIntelSettings() {
  return useQuery({
    queryKey: useGameKey([...INTEL_KEY, 'settings']),
    queryFn: async () => (await gql(SETTINGS)).intelSettings,
  });
}

const isCounts = (u: unknown): u is UnitCounts => !!u && typeof u === 'object' && !Array.isArray(u);

/** What a shared report shows of the defender's units: a scout's findings, or a battle's defenders as they stood. */
export function defenderUnits(kind: string, data: string): UnitCounts | null {
  try {
    const d = JSON.parse(data) as {
      findings?: { units?: unknown };
      result?: { defender?: { owners?: { survivors?: unknown }[]; survivors?: unknown } };
    };
    if (kind === 'scout') return isCounts(d.findings?.units) ? d.findings.units : null;
    const owners = d.result?.defender?.owners;
    if (owners?.length) {
      const out: Record<string, number> = {};
      for (const o of owners)
        if (isCounts(o.survivors))
          for (const [id, n] of Object.entries(o.survivors)) out[id] = (out[id] ?? 0) + (n ?? 0);
      return out as UnitCounts;
    }
    return isCounts(d.result?.defender?.survivors) ? d.result.defender.survivors : null;
  } catch {
    return null;
  }
}
