/** /lore and /lore/{chapterId}: the chapters of the frontier's history. */
import { Link, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Chapter } from '../../lib/locales/lore.ts';

export default function LorePage() {
  const { t } = useTranslation(['common', 'lore']);
  const { chapterId } = useParams({ strict: false }) as { chapterId?: string };
  const chapters = t('chapters', { ns: 'lore', returnObjects: true }) as Chapter[];
  const index = chapters.findIndex((c) => c.id === chapterId);
  const chapter = chapters[index];

  if (!chapterId) {
    return (
      <section className="page narrow">
        <h1>{t('lore.title')}</h1>
        <ol className="chapter-list">
          {chapters.map((c) => (
            <li key={c.id} className="panel">
              <Link to="/lore/$chapterId" params={{ chapterId: c.id }}>
                <span className="num">{c.id}.</span> {c.title}
              </Link>
              <p>{c.paragraphs[0]}</p>
            </li>
          ))}
        </ol>
      </section>
    );
  }
  if (!chapter) {
    return (
      <section className="page narrow panel">
        <h1>{t('lore.missing')}</h1>
        <Link to="/lore">{t('lore.back')}</Link>
      </section>
    );
  }
  const prev = chapters[index - 1];
  const next = chapters[index + 1];
  return (
    <article className="page narrow panel lore">
      <p className="eyebrow">
        {t('lore.title')} · {chapter.id}/{chapters.length}
      </p>
      <h1>{chapter.title}</h1>
      {chapter.paragraphs.map((p) => (
        <p key={p.slice(0, 24)}>{p}</p>
      ))}
      <nav className="row spread">
        {prev ? (
          <Link to="/lore/$chapterId" params={{ chapterId: prev.id }}>
            ← {t('lore.previous')}
          </Link>
        ) : (
          <Link to="/lore">{t('lore.back')}</Link>
        )}
        {next && (
          <Link to="/lore/$chapterId" params={{ chapterId: next.id }}>
            {t('lore.next')} →
          </Link>
        )}
      </nav>
    </article>
  );
}
