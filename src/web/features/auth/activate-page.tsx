import { useMutation } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { gql } from '../../lib/graphql.ts';

/** /activate/{token}: the link from the approval mail. */
export default function ActivatePage() {
  const { t } = useTranslation();
  const { token } = useParams({ strict: false }) as { token: string };
  const m = useMutation({ mutationFn: () => gql('mutation Activate($t: String!) { activate(token: $t) { ok } }', { t: token }, { quiet: true }) });
  // biome-ignore lint/correctness/useExhaustiveDependencies: activate once per token
  useEffect(() => m.mutate(), [token]);
  return (
    <section className="page narrow panel">
      <h1>{t('activate.title')}</h1>
      {m.isPending && <p>{t('activate.working')}</p>}
      {m.isSuccess && <p className="success-text">{t('activate.done')}</p>}
      {m.isError && (
        <p className="error-box" role="alert">
          {t('activate.failed')}
        </p>
      )}
    </section>
  );
}
