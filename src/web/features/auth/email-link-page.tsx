/** /email/{token}: a link from an e-mail confirms a new address, or (from the old address, for a week) undoes the change. */
import { useMutation } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { gql, stayOnSignOut } from '../../lib/graphql.ts';
import { graphql } from '../../lib/graphql-doc.ts';
import { closeSocket } from '../../lib/push.ts';
import { clearSession } from '../../lib/session.ts';
import { serverText } from '../../lib/toast.tsx';

const FOLLOW = graphql('mutation FollowEmail($t: String!) { followEmailLink(token: $t) { action email } }');

export default function EmailLinkPage() {
  const { t } = useTranslation();
  const { token } = useParams({ strict: false }) as { token: string };
  const m = useMutation({
    mutationFn: () => gql(FOLLOW, { t: token }, { quiet: true }),
    // an undone change signs every device out: this one too, here and now
    onSuccess: (d) => {
      if (d.followEmailLink.action !== 'reverted') return;
      closeSocket();
      clearSession();
    },
  });
  // requests on their way when the revert ends the session answer "Not authenticated", maybe before
  // this page's own answer: they clear the session but leave the tab here, where the status says why
  useEffect(() => stayOnSignOut(), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per token
  useEffect(() => m.mutate(), [token]);
  const r = m.data?.followEmailLink;
  return (
    <section className="page narrow panel">
      <h1>{t('emailLink.title')}</h1>
      {m.isPending && <p>{t('emailLink.working')}</p>}
      {r && (
        <p className="success-text" role="status">
          {t(r.action === 'reverted' ? 'emailLink.reverted' : 'emailLink.confirmed', { email: r.email })}
        </p>
      )}
      {m.isError && (
        <p className="error-box" role="alert">
          {serverText('This e-mail link is invalid or has expired')}
        </p>
      )}
    </section>
  );
}
