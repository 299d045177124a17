/** /rules and /news: what the admins wrote, for everyone. */
import { useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Markdown } from '../../components/markdown.tsx';
import { gql } from '../../lib/graphql.ts';
import { graphql } from '../../lib/graphql-doc.ts';
import { MAX_CONTINGENCY_RULES, MAX_PLAN_STEPS, MAX_REPEAT_ORDERS, MAX_REPEAT_TARGETS } from '../../../game/index.ts';
import { loadGameTexts } from '../../lib/i18n.ts';

/** The game's own rule beside what the admins wrote: sitting and its limits (decision 066). */
function SittingRules() {
  const { t, i18n } = useTranslation();
  const q = useQuery({
    queryKey: ['game-texts', i18n.resolvedLanguage],
    queryFn: () => loadGameTexts().then(() => true),
  });
  if (!q.data) return null;
  return (
    <section aria-labelledby="rules-sitting" data-testid="rules-sitting">
      <h2 id="rules-sitting">{t('sitting.rulesTitle')}</h2>
      <p>{t('sitting.rulesText')}</p>
    </section>
  );
}

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
          <p>
            {t('plans.rules.automation', {
              targets: MAX_REPEAT_TARGETS,
              orders: MAX_REPEAT_ORDERS,
              rules: MAX_CONTINGENCY_RULES,
            })}
          </p>
        </section>
      )}
      {slug === 'rules' && <SittingRules />}
    </article>
  );
}
