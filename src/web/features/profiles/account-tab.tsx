/**
 * /profile/account: the account's e-mail — whether mail reaches it (subscribe again after an
 * unsubscribe link), and changing the address (a link to the new address confirms it; the old one
 * gets a link to undo it for a week).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGameKey } from '../../lib/query-keys.ts';
import { Field } from '../../components/field.tsx';
import { gql } from '../../lib/graphql.ts';
import { graphql } from '../../lib/graphql-doc.ts';
import { closeSocket } from '../../lib/push.ts';
import { clearSession } from '../../lib/session.ts';
import { notify } from '../../lib/toast.tsx';
import { useCommand } from '../../lib/use-command.ts';
import './people.css';

export const EMAIL_KEY = ['email-settings'];
const SETTINGS = graphql('query EmailSettings { emailSettings { email mailOff pendingEmail deletionDueAt } }');
const DELETE = graphql('mutation DeleteAccount($p: String!) { requestAccountDeletion(currentPassword: $p) { dueAt } }');
const SUBSCRIBE = graphql('mutation SubscribeEmail { subscribeEmail }');
const CHANGE = graphql(
  'mutation ChangeEmail($e: String!, $p: String!) { changeEmail(email: $e, currentPassword: $p) { email pendingEmail } }',
);

export function useEmailSettings() {
  return useQuery({ queryKey: useGameKey(EMAIL_KEY), queryFn: async () => (await gql(SETTINGS)).emailSettings });
}

/** Says when mail is off (the player unsubscribed) and offers to turn it on again. */
export function MailOffNote() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const q = useEmailSettings();
  const [busy, setBusy] = useState(false);
  if (!q.data?.mailOff) return null;
  return (
    <div className="mail-off" role="status">
      <p>{t('people.account.mailOff')}</p>
      <button
        type="button"
        className="btn btn-accent btn-small"
        disabled={busy}
        aria-busy={busy}
        onClick={async () => {
          setBusy(true);
          try {
            await gql(SUBSCRIBE, {}, { quiet: true });
            notify('success', t('people.account.subscribed'));
            await qc.invalidateQueries({ queryKey: EMAIL_KEY });
          } catch {
            notify('error', 'Error subscribing email');
          }
          setBusy(false);
        }}
      >
        {t('people.account.subscribe')}
      </button>
    </div>
  );
}

export function AccountTab() {
  const { t } = useTranslation();
  const q = useEmailSettings();
  const cmd = useCommand({ quiet: true, invalidate: [EMAIL_KEY] });
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const send = async (e: React.FormEvent) => {
    e.preventDefault();
    const r = await cmd.run(CHANGE, { e: email.trim(), p: password });
    if (!r) return;
    notify('success', t('people.account.linkSent', { email: r.changeEmail.pendingEmail ?? '' }));
    setEmail('');
    setPassword('');
  };
  const fieldOf = (m: string | null) => (m && /password/i.test(m) ? 'password' : m ? 'email' : null);
  return (
    <div className="grid-2">
      <section className="panel" aria-labelledby="email-title">
        <h2 id="email-title">{t('people.account.email')}</h2>
        {q.data && (
          <dl className="account-email">
            <dt>{t('people.account.address')}</dt>
            <dd data-testid="email-address">{q.data.email}</dd>
            <dt>{t('people.account.mail')}</dt>
            <dd>{q.data.mailOff ? t('people.account.off') : t('people.account.on')}</dd>
            {q.data.pendingEmail && (
              <>
                <dt>{t('people.account.pending')}</dt>
                <dd>{q.data.pendingEmail}</dd>
              </>
            )}
          </dl>
        )}
        <MailOffNote />
      </section>
      <section className="panel" aria-labelledby="change-email-title">
        <h2 id="change-email-title">{t('people.account.change')}</h2>
        <p className="hint">{t('people.account.changeAbout')}</p>
        <form className="form" onSubmit={send} noValidate>
          <Field
            label={t('people.account.newAddress')}
            id="f-new-email"
            error={fieldOf(cmd.error) === 'email' ? cmd.error : null}
          >
            <input id="f-new-email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
          </Field>
          <Field
            label={t('people.account.password')}
            id="f-email-password"
            error={fieldOf(cmd.error) === 'password' ? cmd.error : null}
          >
            <input
              id="f-email-password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </Field>
          <button type="submit" className="btn btn-accent" disabled={cmd.pending} aria-busy={cmd.pending}>
            {t('people.account.sendLink')}
          </button>
        </form>
      </section>
      <DownloadData />
      <DeleteAccount />
    </div>
  );
}

const MY_DATA = graphql('query MyData { myData }');

/** Everything the game holds of the player, as a JSON file. */
function DownloadData() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const json = (await gql(MY_DATA)).myData;
      const url = URL.createObjectURL(new Blob([json], { type: 'application/json' }));
      const a = document.createElement('a');
      a.href = url;
      a.download = 'ephoran-frontier-my-data.json';
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      // the server's reason was shown
    }
    setBusy(false);
  };
  return (
    <section className="panel" aria-labelledby="data-title">
      <h2 id="data-title">{t('people.account.data')}</h2>
      <p className="hint">{t('people.account.dataAbout')}</p>
      <button type="button" className="btn btn-ghost" onClick={() => void download()} disabled={busy} aria-busy={busy}>
        {t('people.account.download')}
      </button>
    </section>
  );
}

/** Asks for the account's deletion: every session ends; signing in within the grace period cancels it. */
function DeleteAccount() {
  const { t, i18n } = useTranslation();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const cmd = useCommand({ quiet: true });
  const [password, setPassword] = useState('');
  const [sure, setSure] = useState(false);
  const send = async (e: React.FormEvent) => {
    e.preventDefault();
    const r = await cmd.run(DELETE, { p: password });
    if (!r) return;
    notify(
      'success',
      t('people.account.deletionAsked', {
        date: new Date(r.requestAccountDeletion.dueAt).toLocaleString(i18n.resolvedLanguage),
      }),
    );
    // the server ended every session: this one leaves too
    closeSocket();
    clearSession();
    qc.clear();
    await navigate({ to: '/' });
  };
  return (
    <section className="panel" aria-labelledby="delete-title">
      <h2 id="delete-title">{t('people.account.delete')}</h2>
      <p className="hint">{t('people.account.deleteAbout')}</p>
      <form className="form" onSubmit={send} noValidate>
        <Field label={t('people.account.password')} id="f-delete-password" error={cmd.error}>
          <input
            id="f-delete-password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </Field>
        <label className="check">
          <input type="checkbox" checked={sure} onChange={() => setSure(!sure)} />
          {t('people.account.deleteSure')}
        </label>
        <button type="submit" className="btn btn-danger" disabled={!sure || cmd.pending} aria-busy={cmd.pending}>
          {t('people.account.deleteButton')}
        </button>
      </form>
    </section>
  );
}
