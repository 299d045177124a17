/** While this tab sits a friend's base (decision 066): whose, and the way back to one's own. */
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { stopSitting, useSitAs } from '../lib/sitting.ts';

export default function SittingBanner() {
  const { t } = useTranslation();
  const sitAs = useSitAs();
  const qc = useQueryClient();
  const navigate = useNavigate();
  // the cache holds one base's data at a time: switching in or out (or the grant ending) reads all again
  const owner = sitAs?.ownerId ?? null;
  const seen = useRef(owner);
  useEffect(() => {
    if (seen.current === owner) return;
    seen.current = owner;
    void qc.resetQueries();
  }, [owner, qc]);
  if (!sitAs) return null;
  return (
    <aside
      className="announcement sitting-banner"
      aria-label={t('sitting.banner', { commander: sitAs.commander })}
      data-testid="sitting-banner"
    >
      <p>
        <strong>{t('sitting.banner', { commander: sitAs.commander })}</strong>
      </p>
      <button
        type="button"
        className="btn btn-small"
        onClick={() => {
          stopSitting();
          navigate({ to: '/base' });
        }}
      >
        {t('sitting.back')}
      </button>
    </aside>
  );
}
