/** /select-profile: the account's profiles, and a new profile in an open world. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/avatar.tsx';
import { Countdown } from '../../components/countdown.tsx';
import { Field } from '../../components/field.tsx';
import { useForm } from '../../lib/form.ts';
import { gql } from '../../lib/graphql.ts';
import { graphql } from '../../lib/graphql-doc.ts';
import { setProfileFlag } from '../../lib/session.ts';
import { notify } from '../../lib/toast.tsx';
import { useCommand } from '../../lib/use-command.ts';
import { username } from '../../lib/validators.ts';

interface World {
  id: string;
  name: string;
  opensAt: string;
  isOpen: boolean;
  registrationOpen?: boolean;
  speed?: number;
  economySpeed?: number;
}

const DATA = graphql(
  `query SelectProfile { myProfiles { id username avatar world { id name opensAt isOpen } } worlds { id name opensAt isOpen registrationOpen speed economySpeed season { endsAt } } avatars hallsOfFame { worldId } }`,
);

const ENTER = graphql('mutation Enter($id: ID!) { enterProfile(profileId: $id) { id } }');
const CREATE = graphql(
  'mutation Create($w: ID!, $u: String!, $a: String) { createProfile(worldId: $w, username: $u, avatar: $a) { id } }',
);

export default function SelectProfilePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const q = useQuery({ queryKey: ['select-profile'], queryFn: () => gql(DATA) });
  const command = useCommand({ quiet: true });

  async function enter(profileId: string) {
    if (!(await command.run(ENTER, { id: profileId }, profileId))) {
      notify('error', 'Error entering profile');
      return;
    }
    setProfileFlag(true, profileId);
    await navigate({ to: '/base' });
  }

  if (q.isPending) return <p className="page">{t('loading')}</p>;
  if (q.isError) return <p className="page error-box">{t('retry')}</p>;
  const { myProfiles, worlds, avatars, hallsOfFame } = q.data;
  // a closed world's card leads to its hall of fame (decision 069)
  const closed = new Set(hallsOfFame.map((h) => h.worldId));
  const taken = new Set(myProfiles.map((p) => p.world?.id));

  return (
    <section className="page">
      <h1>{t('selectProfile.title')}</h1>
      <p className="lead">{t('selectProfile.lead')}</p>
      <h2>{t('selectProfile.yourProfiles')}</h2>
      {myProfiles.length === 0 ? (
        <p className="empty">{t('selectProfile.none')}</p>
      ) : (
        <ul className="cards">
          {myProfiles.map((p) => (
            <li key={p.id} className="panel card profile-card">
              <Avatar id={p.avatar} />
              <div>
                <strong>{p.username}</strong>
                <p className="hint">{p.world?.name}</p>
              </div>
              <button
                type="button"
                className="btn btn-accent"
                disabled={command.pendingKey === p.id || !p.world?.isOpen}
                onClick={() => void enter(p.id)}
              >
                {t('selectProfile.enter')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <h2>{t('selectProfile.openWorlds')}</h2>
      <p>
        <Link to="/hall-of-fame">{t('season.hall.link')}</Link>
      </p>
      <ul className="cards">
        {worlds.map((w) => (
          <li key={w.id} className="panel card world-card">
            <h3>{w.name}</h3>
            <p className="hint num">{t('selectProfile.speeds', { speed: w.speed, economy: w.economySpeed })}</p>
            {w.isOpen ? (
              <p className="badge ok">{t('selectProfile.open')}</p>
            ) : (
              <p className="badge">
                {t('selectProfile.openingIn', { time: '' })}
                <Countdown to={w.opensAt} onDone={() => void qc.invalidateQueries({ queryKey: ['select-profile'] })} />
              </p>
            )}
            {w.isOpen && !taken.has(w.id) && w.registrationOpen !== false && (
              <CreateProfile world={w} avatars={avatars} />
            )}
            {!taken.has(w.id) && w.registrationOpen === false && (
              <p className="hint">{t('selectProfile.closedToNew')}</p>
            )}
            {taken.has(w.id) && <p className="hint">{t('selectProfile.alreadyIn')}</p>}
            {closed.has(w.id) && (
              <Link to="/hall-of-fame/$worldId" params={{ worldId: w.id }} className="btn btn-ghost">
                {t('season.hall.link')}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function CreateProfile({ world, avatars }: { world: World; avatars: string[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const command = useCommand({ quiet: true });
  const form = useForm({ username: '', avatar: avatars[0] ?? 'commander-1' }, { username });
  const id = `create-${world.id}`;

  const send = form.submit(async (v) => {
    const r = await command.run(CREATE, { w: world.id, u: v.username, a: v.avatar });
    if (!r) {
      notify('error', 'Error creating profile');
      return;
    }
    notify('success', 'Profile created');
    setProfileFlag(true, r.createProfile.id);
    await navigate({ to: '/base' });
  });

  return (
    <form onSubmit={send} noValidate className="form" aria-label={`${t('selectProfile.create')} — ${world.name}`}>
      <Field label={t('selectProfile.username')} id={`${id}-username`} error={form.errors.username}>
        <input
          {...form.field('username')}
          id={`${id}-username`}
          value={form.values.username}
          onChange={(e) => form.set('username', e.target.value)}
        />
      </Field>
      <fieldset className="avatars">
        <legend>{t('selectProfile.avatar')}</legend>
        {avatars.map((a) => (
          <label key={a} className={`avatar-pick${form.values.avatar === a ? ' picked' : ''}`}>
            <input
              type="radio"
              name={`${id}-avatar`}
              value={a}
              checked={form.values.avatar === a}
              onChange={() => form.set('avatar', a)}
            />
            <Avatar id={a} size={36} />
            <span className="sr-only">{a}</span>
          </label>
        ))}
      </fieldset>
      <button type="submit" className="btn btn-accent" disabled={command.pending} aria-busy={command.pending}>
        {command.pending ? t('selectProfile.creating') : t('selectProfile.create')}
      </button>
    </form>
  );
}
