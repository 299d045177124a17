/** /control → Pages: the rules and the news in markdown, with a preview as players will see it; saving is audit-logged. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gql } from '../../lib/graphql.ts';
import { graphql } from '../../lib/graphql-doc.ts';
import { notify } from '../../lib/toast.tsx';
import { useCommand } from '../../lib/use-command.ts';

const Markdown = lazy(() => import('../../components/markdown.tsx').then((m) => ({ default: m.Markdown })));

export function PagesSection() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [slug, setSlug] = useState<'rules' | 'news'>('rules');
  const q = useQuery({
    queryKey: ['site-page', slug],
    queryFn: async () =>
      (await gql(graphql('query Page($s: String!) { sitePage(slug: $s) { body } }'), { s: slug })).sitePage,
  });
  const [body, setBody] = useState('');
  const [reason, setReason] = useState('');
  const command = useCommand();
  // the saved text fills the editor once per page, when it arrives; the editor waits for it (typing
  // before would be overwritten)
  const [loadedFor, setLoadedFor] = useState<string | null>(null);
  useEffect(() => {
    if (q.data && loadedFor !== slug) {
      setBody(q.data.body);
      setLoadedFor(slug);
    }
  }, [q.data, loadedFor, slug]);
  const save = async () => {
    if (
      !(await command.run(
        graphql(
          'mutation Write($s: String!, $b: String!, $r: String!) { adminWritePage(slug: $s, body: $b, reason: $r) { updatedAt } }',
        ),
        { s: slug, b: body, r: reason },
      ))
    )
      return;
    notify('success', t('control.pages.saved'));
    await qc.invalidateQueries({ queryKey: ['site-page', slug] });
  };
  return (
    <div className="form pages-editor">
      <div className="tabs" role="tablist" aria-label={t('control.pages.which')}>
        {(['rules', 'news'] as const).map((s) => (
          <button
            key={s}
            type="button"
            role="tab"
            aria-selected={slug === s}
            className={slug === s ? 'active' : ''}
            onClick={() => setSlug(s)}
          >
            {t(`pages.${s}`)}
          </button>
        ))}
      </div>
      <div className="grid-2">
        <div className="field">
          <label htmlFor="page-body">{t('control.pages.markdown')}</label>
          <textarea
            id="page-body"
            rows={14}
            maxLength={20_000}
            value={body}
            disabled={loadedFor !== slug}
            onChange={(e) => setBody(e.target.value)}
          />
          <label htmlFor="page-reason">{t('control.moderation.reason')}</label>
          <input id="page-reason" value={reason} maxLength={300} onChange={(e) => setReason(e.target.value)} />
          <button type="button" className="btn btn-accent" disabled={command.pending} onClick={() => void save()}>
            {t('control.pages.save')}
          </button>
        </div>
        <section aria-label={t('control.pages.preview')} className="panel">
          <h3>{t('control.pages.preview')}</h3>
          <Suspense fallback={<p>{t('loading')}</p>}>
            <Markdown text={body} />
          </Suspense>
        </section>
      </div>
    </div>
  );
}
