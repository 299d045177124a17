/** Calls a fleet home (or stops a scout): one mutation for the march queue and the guide's step. */
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BASE_KEY } from './base-data.ts';
import { gql } from './graphql.ts';
import { graphql } from './graphql-doc.ts';
import { MARCHES_KEY } from './marches-data.ts';
import { notify } from './toast.tsx';

export function useRecallMarch() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  return async (m: { id: string; kind: string }) => {
    try {
      await gql(graphql(`mutation Recall($id: ID!) { recallMarch(marchId: $id) { id } }`), { id: m.id });
      if (m.kind === 'scout') notify('success', 'Scouting stopped');
      else notify('info', t('marches.recalled'));
      void qc.invalidateQueries({ queryKey: MARCHES_KEY });
      void qc.invalidateQueries({ queryKey: BASE_KEY });
    } catch {
      // shown by the client
    }
  };
}
