/** A commander's name that opens their public page (/profile/commander?name=…). */
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

export function CommanderLink({ name, onClick }: { name: string; onClick?: () => void }) {
  const { t } = useTranslation();
  if (!name) return null;
  return (
    <Link
      to="/profile/$type"
      params={{ type: 'commander' }}
      search={{ name }}
      className="commander-link"
      title={t('people.commander.open', { name })}
      onClick={onClick}
    >
      {name}
    </Link>
  );
}
