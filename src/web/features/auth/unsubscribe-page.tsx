import { useTranslation } from 'react-i18next';
import { serverText } from '../../lib/toast.tsx';
import { graphql } from '../../lib/graphql-doc.ts';
import { TokenActionPage } from './token-action-page.tsx';

/** /unsubscribe/{token}: stops non-essential mail. */
export default function UnsubscribePage() {
  const { t } = useTranslation();
  return (
    <TokenActionPage
      mutation={graphql('mutation Unsub($t: String!) { unsubscribe(token: $t) { ok } }')}
      title={t('unsubscribe.title')}
      working={t('unsubscribe.working')}
      done={t('unsubscribe.done')}
      failed={serverText('Error subscribing email')}
    />
  );
}
