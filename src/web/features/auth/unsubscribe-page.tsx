import { useMutation } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { gql } from '../../lib/graphql.ts';
import { serverText } from '../../lib/toast.tsx';

/** /unsubscribe/{token}: stops non-essential mail. */
export default function UnsubscribePage() {
  const { t } = useTranslation();
  const { token } = useParams({ strict: false }) as { token: string };
  const m = useMutation({ mutationFn: () => gql('mutation Unsub($t: String!) { unsubscribe(token: $t) { ok } }', { t: token }, { quiet: true }) });
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per token
  useEffect(() => m.mutate(), [token]);
  return (
    <section className="page narrow panel">
      <h1>{t('unsubscribe.title')}</h1>
      {m.isPending && <p>{t('unsubscribe.working')}</p>}
      {m.isSuccess && <p className="success-text">{t('unsubscribe.done')}</p>}
      {m.isError && (
        <p className="error-box" role="alert">
          {serverText('Error subscribing email')}
        </p>
      )}
    </section>
  );
}
