/**
 * The browser's preview of protection beyond the beginner's shield (decision 067) for any dialog
 * that sends an attack at a commander's base (a raid, a rally, a raid through the portal): src/game's
 * checks run on the server's facts at the dialog's own landing time.
 */
import { useQuery } from '@tanstack/react-query';
import { checkBashLimit, checkStrength } from '../../game/index.ts';
import { gql } from './graphql.ts';
import { graphql } from './graphql-doc.ts';
import { useGameKey } from './query-keys.ts';
import { errorText } from './server-errors.ts';

const FACTS = graphql(
  'query AttackProtection($x: Int!, $y: Int!) { attackProtection(x: $x, y: $y) { landings attackerInfluence targetInfluence targetBaseCreatedAt worldSpeed targetInactive targetHasAttackedPlayers } }',
);

/** A moment as the refusals show it: `2026-11-27 21:40` (UTC), as the server writes it. */
export const utcMinute = (at: number) => new Date(at).toISOString().slice(0, 16).replace('T', ' ');

/**
 * Why the rules would refuse my attack on the commander's base at `at` (a raid, a rally, a raid
 * through the portal) landing at `landsAt`; null when they would not, when not known yet, or when
 * `at` is null (no commander's base to attack).
 */
export function useProtectionRefusalAt(at: { x: number; y: number } | null, landsAt: number): string | null {
  const q = useQuery({
    queryKey: useGameKey(['attack-protection', at?.x ?? null, at?.y ?? null]),
    queryFn: async () => (at ? (await gql(FACTS, { x: at.x, y: at.y })).attackProtection : null),
    enabled: at !== null,
    staleTime: 10_000,
  });
  const f = q.data;
  if (!at || !f) return null;
  const strength = checkStrength({ ...f, at: landsAt });
  if (!strength.ok) return errorText('TOO_WEAK', { until: utcMinute(strength.until) });
  const bash = checkBashLimit(f.landings, landsAt);
  if (!bash.ok) return errorText('BASH_LIMIT', { until: utcMinute(bash.until) });
  return null;
}
