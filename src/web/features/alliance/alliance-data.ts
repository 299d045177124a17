/** The reader's alliance as the server answers it, and the commands that change it (each answers the new state). */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { gql } from '../../lib/graphql.ts';
import { type Document, graphql, type Narrowed, type ResultOf } from '../../lib/graphql-doc.ts';
import { notify } from '../../lib/toast.tsx';
import { gameKey, useGameKey } from '../../lib/query-keys.ts';
import { useSession } from '../../lib/session.ts';

export const MINE_FIELDS = graphql(
  'fragment MyAllianceFields on MyAlliance { alliance { id name tag influence } myRole members { profileId commander role influence } applications { profileId commander influence } myApplications { id name tag } }',
);
type Wire = ResultOf<typeof MINE_FIELDS>;
type Role = 'leader' | 'officer' | 'member';
export type Member = Narrowed<Wire['members'][number], { role: Role }>;
export type MyAlliance = Narrowed<Wire, { myRole: Role | null; members: Member[] }>;

/** The commands on an alliance: each answers the reader's alliance as it is now. */
export const ALLIANCE_COMMANDS = {
  kickMember: graphql('mutation Kick($profileId: ID!) { kickMember(profileId: $profileId) { ...MyAllianceFields } }', [
    MINE_FIELDS,
  ]),
  changeMemberRole: graphql(
    'mutation Role($profileId: ID!, $role: String!) { changeMemberRole(profileId: $profileId, role: $role) { ...MyAllianceFields } }',
    [MINE_FIELDS],
  ),
  acceptMember: graphql(
    'mutation Accept($profileId: ID!) { acceptMember(profileId: $profileId) { ...MyAllianceFields } }',
    [MINE_FIELDS],
  ),
  declineMember: graphql(
    'mutation Decline($profileId: ID!) { declineMember(profileId: $profileId) { ...MyAllianceFields } }',
    [MINE_FIELDS],
  ),
  leaveAlliance: graphql('mutation Leave { leaveAlliance { ...MyAllianceFields } }', [MINE_FIELDS]),
  createAlliance: graphql(
    'mutation Found($name: String!, $tag: String!) { createAlliance(name: $name, tag: $tag) { ...MyAllianceFields } }',
    [MINE_FIELDS],
  ),
  withdrawApplication: graphql(
    'mutation Withdraw($allianceId: ID!) { withdrawApplication(allianceId: $allianceId) { ...MyAllianceFields } }',
    [MINE_FIELDS],
  ),
  applyToAlliance: graphql(
    'mutation Apply($allianceId: ID!) { applyToAlliance(allianceId: $allianceId) { ...MyAllianceFields } }',
    [MINE_FIELDS],
  ),
};

export const MINE_KEY = ['my-alliance'];

export function useMyAlliance() {
  return useQuery({
    queryKey: useGameKey(MINE_KEY),
    queryFn: async () =>
      (await gql(graphql(`query Mine { myAlliance { ...MyAllianceFields } }`, [MINE_FIELDS]))).myAlliance as MyAlliance,
  });
}

/** Runs an alliance mutation named `field`, stores the answer and says `success` (a spec text). */
export function useAllianceCommand() {
  const qc = useQueryClient();
  const { profileId } = useSession();
  return async <V>(command: Document<Record<string, Wire>, V>, vars: V, success?: string) => {
    try {
      const r = await gql(command, vars);
      qc.setQueryData(gameKey(profileId, MINE_KEY), Object.values(r)[0] as MyAlliance);
      void qc.invalidateQueries({ queryKey: ['alliances'] });
      if (success) notify('success', success);
      return true;
    } catch {
      return false; // the server's reason was shown
    }
  };
}
