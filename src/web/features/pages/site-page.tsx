/** /rules and /news: what the admins wrote, for everyone. */
import { useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Markdown } from '../../components/markdown.tsx';
import { gql } from '../../lib/graphql.ts';
import { graphql } from '../../lib/graphql-doc.ts';
import { MAX_PLAN_STEPS } from '../../../game/index.ts';

export default function SitePage() {
  const { t, i18n } = useTranslation();
  const slug = useRouterState({ select: (s) => (s.location.pathname.startsWith('/news') ? 'news' : 'rules') });
  const q = useQuery({
    queryKey: ['site-page', slug],
    queryFn: async () =>
      (await gql(graphql('query Page($s: String!) { sitePage(slug: $s) { body updatedAt } }'), { s: slug })).sitePage,
  });
  return (
    <article className="page panel site-page">
      <h1>{t(`pages.${slug}`)}</h1>
      {q.isPending ? (
        <p>{t('loading')}</p>
      ) : q.data?.body ? (
        <>
          {q.data.updatedAt && (
            <p className="hint">
              {t('pages.updated', { when: new Date(q.data.updatedAt).toLocaleDateString(i18n.resolvedLanguage) })}
            </p>
          )}
          <Markdown text={q.data.body} />
        </>
      ) : (
        <p className="empty">{t('pages.empty')}</p>
      )}
      {slug === 'rules' && (
        <section aria-labelledby="rules-plans">
          <h2 id="rules-plans">{t('plans.rules.title')}</h2>
          <p>{t('plans.rules.body', { limit: MAX_PLAN_STEPS })}</p>
        </section>
      )}
    </article>
  );
}
