/** The reader's alliance as the server answers it, and the commands that change it (each answers the new state). */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { gql } from '../../lib/graphql.ts';
import { notify } from '../../lib/toast.tsx';

export interface Member {
  profileId: string;
  commander: string;
  role: 'leader' | 'officer' | 'member';
  influence: number;
}
export interface MyAlliance {
  alliance: { id: string; name: string; tag: string; influence: number } | null;
  myRole: Member['role'] | null;
  members: Member[];
  applications: { profileId: string; commander: string; influence: number }[];
  myApplications: { id: string; name: string; tag: string }[];
}

export const MINE_FIELDS = 'alliance { id name tag influence } myRole members { profileId commander role influence } applications { profileId commander influence } myApplications { id name tag }';
export const MINE_KEY = ['my-alliance'];

export function useMyAlliance() {
  return useQuery({ queryKey: MINE_KEY, queryFn: async () => (await gql<{ myAlliance: MyAlliance }>(`query Mine { myAlliance { ${MINE_FIELDS} } }`)).myAlliance });
}

/** Runs an alliance mutation named `field`, stores the answer and says `success` (a spec text). */
export function useAllianceCommand() {
  const qc = useQueryClient();
  return async (field: string, args: string, vars: Record<string, unknown>, success?: string) => {
    try {
      const r = await gql<Record<string, MyAlliance>>(`mutation Command${args ? `(${args})` : ''} { ${field}${args ? `(${Object.keys(vars).map((k) => `${k}: $${k}`).join(', ')})` : ''} { ${MINE_FIELDS} } }`, vars);
      qc.setQueryData(MINE_KEY, r[field]);
      void qc.invalidateQueries({ queryKey: ['alliances'] });
      if (success) notify('success', success);
      return true;
    } catch {
      return false; // the server's reason was shown
    }
  };
}
