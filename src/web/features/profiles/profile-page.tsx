/** /profile and /profile/{type}: the commander's profile (overview), security (password, sessions, 2-FA) and alerts (push, e-mail, quiet hours). */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/avatar.tsx';
import { Field } from '../../components/field.tsx';
import { useForm } from '../../lib/form.ts';
import { gql } from '../../lib/graphql.ts';
import { graphql } from '../../lib/graphql-doc.ts';
import { notify } from '../../lib/toast.tsx';
import { useCommand } from '../../lib/use-command.ts';
import { username } from '../../lib/validators.ts';
import { AccountTab } from './account-tab.tsx';
import { Alerts } from './alerts.tsx';
import { CommanderTab } from './commander-tab.tsx';
import { SocialTab } from './social-tab.tsx';
import { Security } from './security.tsx';
import { HistoryPanel } from './history.tsx';
import { SittersPanel } from './sitters.tsx';
import { VacationPanel } from './vacation.tsx';
import { useGameKey } from '../../lib/query-keys.ts';

const PROFILE = graphql(
  'query Profile { profile { id username avatar createdAt world { name } base { x y } } avatars }',
);
const RENAME = graphql('mutation Rename($u: String!) { changeUsername(username: $u) { id } }');

export default function ProfilePage() {
  const { t, i18n } = useTranslation();
  const { type } = useParams({ strict: false }) as { type?: string };
  const tab = type ?? 'overview';
  const q = useQuery({ queryKey: useGameKey(['profile']), queryFn: () => gql(PROFILE) });

  // another tab name never gets here: the router shows the error page for it (route-paths.ts)
  return (
    <section className="page">
      <h1>{t('profile.title')}</h1>
      <nav className="tabs" aria-label={t('profile.title')}>
        <Link
          to="/profile/$type"
          params={{ type: 'overview' }}
          className={tab === 'overview' ? 'active' : ''}
          aria-current={tab === 'overview' ? 'page' : undefined}
        >
          {t('profile.overview')}
        </Link>
        <Link
          to="/profile/$type"
          params={{ type: 'security' }}
          className={tab === 'security' ? 'active' : ''}
          aria-current={tab === 'security' ? 'page' : undefined}
        >
          {t('profile.security')}
        </Link>
        <Link
          to="/profile/$type"
          params={{ type: 'alerts' }}
          className={tab === 'alerts' ? 'active' : ''}
          aria-current={tab === 'alerts' ? 'page' : undefined}
        >
          {t('profile.alerts')}
        </Link>
        {(['social', 'commander', 'account'] as const).map((name) => (
          <Link
            key={name}
            to="/profile/$type"
            params={{ type: name }}
            className={tab === name ? 'active' : ''}
            aria-current={tab === name ? 'page' : undefined}
          >
            {t(`people.tabs.${name}`)}
          </Link>
        ))}
        <Link
          to="/profile/$type"
          params={{ type: 'history' }}
          className={tab === 'history' ? 'active' : ''}
          aria-current={tab === 'history' ? 'page' : undefined}
        >
          {t('history.tab')}
        </Link>
      </nav>
      {q.isPending && <p>{t('loading')}</p>}
      {q.data && tab === 'overview' && (
        <div className="grid-2">
          <div className="panel profile-summary">
            <Avatar id={q.data.profile.avatar} size={72} />
            <dl>
              <dt>{t('profile.username')}</dt>
              <dd>{q.data.profile.username}</dd>
              <dt>{t('profile.createdAt')}</dt>
              <dd>{new Date(q.data.profile.createdAt).toLocaleString(i18n.resolvedLanguage)}</dd>
              <dt>{t('profile.world')}</dt>
              <dd>{q.data.profile.world?.name}</dd>
              <dt>{t('profile.base')}</dt>
              <dd className="num">{q.data.profile.base ? `${q.data.profile.base.x}:${q.data.profile.base.y}` : '—'}</dd>
            </dl>
          </div>
          <div className="panel">
            <ChangeUsername current={q.data.profile.username} />
            <ChangeAvatar current={q.data.profile.avatar} avatars={q.data.avatars} />
          </div>
          <VacationPanel />
          <SittersPanel />
        </div>
      )}
      {tab === 'security' && <Security />}
      {tab === 'alerts' && <Alerts />}
      {tab === 'social' && <SocialTab />}
      {tab === 'commander' && <CommanderTab />}
      {tab === 'account' && <AccountTab />}
      {tab === 'history' && <HistoryPanel />}
    </section>
  );
}

function ChangeUsername({ current }: { current: string }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const command = useCommand({ quiet: true });
  const form = useForm({ username: current }, { username });
  const send = form.submit(async (v) => {
    if (!(await command.run(RENAME, { u: v.username }))) {
      notify('error', 'Username change failed');
      return;
    }
    notify('success', 'Username changed');
    await qc.invalidateQueries({ queryKey: ['profile'] });
  });
  return (
    <form onSubmit={send} noValidate className="form">
      <Field label={t('profile.username')} id="f-username" error={form.errors.username}>
        <input
          {...form.field('username')}
          value={form.values.username}
          onChange={(e) => form.set('username', e.target.value)}
        />
      </Field>
      <button type="submit" className="btn btn-accent" disabled={command.pending} aria-busy={command.pending}>
        {t('profile.change')}
      </button>
    </form>
  );
}

function ChangeAvatar({ current, avatars }: { current: string; avatars: string[] }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  async function pick(a: string) {
    if (a === current) return;
    try {
      await gql(graphql('mutation Avatar($a: String!) { changeAvatar(avatar: $a) { id } }'), { a }, { quiet: true });
      notify('success', 'Avatar changed');
      await qc.invalidateQueries({ queryKey: ['profile'] });
    } catch {
      notify('error', 'Avatar change failed');
    }
  }
  return (
    <fieldset className="avatars">
      <legend>{t('profile.avatar')}</legend>
      {avatars.map((a) => (
        <button
          key={a}
          type="button"
          className={`avatar-pick${a === current ? ' picked' : ''}`}
          aria-pressed={a === current}
          aria-label={a}
          onClick={() => void pick(a)}
        >
          <Avatar id={a} size={36} />
        </button>
      ))}
    </fieldset>
  );
}
