import { useTranslation } from 'react-i18next';
import { graphql } from '../../lib/graphql-doc.ts';
import { TokenActionPage } from './token-action-page.tsx';

/** /activate/{token}: the link from the approval mail. */
export default function ActivatePage() {
  const { t } = useTranslation();
  return (
    <TokenActionPage
      mutation={graphql('mutation Activate($t: String!) { activate(token: $t) { ok } }')}
      title={t('activate.title')}
      working={t('activate.working')}
      done={t('activate.done')}
      failed={t('activate.failed')}
    />
  );
}
