/** 2-FA settings: turn on with a QR code and secret confirmed by a code; turn off with a code. */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/field.tsx';
import { useForm } from '../../lib/form.ts';
import { gql } from '../../lib/graphql.ts';
import { graphql } from '../../lib/graphql-doc.ts';
import { useSession } from '../../lib/session.ts';
import { notify } from '../../lib/toast.tsx';
import { numericCode } from '../../lib/validators.ts';

/** `onChanged`: 2-FA was turned on or off (the server ended the other sessions). */
export function TwoFactor({ onChanged }: { onChanged?: () => unknown } = {}) {
  const { t } = useTranslation();
  const on = useSession().session?.authActive === true;
  const [setupOpen, setSetupOpen] = useState(false);
  return (
    <div className="panel">
      <h2>{t('profile.twoFactor')}</h2>
      <p>{on ? t('profile.twoFactorOn') : t('profile.twoFactorOff')}</p>
      {on ? (
        <CodeForm
          label={t('profile.disable')}
          onCode={(code) =>
            gql(graphql('mutation Off($c: String!) { disableTwoFactor(code: $c) { ok } }'), { c: code }).then(() => {
              notify('success', t('profile.disabled'));
              onChanged?.();
            })
          }
        />
      ) : null}
      {!on && !setupOpen && (
        <button type="button" className="btn btn-accent" onClick={() => setSetupOpen(true)}>
          {t('profile.enable')}
        </button>
      )}
      {!on && setupOpen && (
        <Setup
          onDone={() => {
            setSetupOpen(false);
            onChanged?.();
          }}
        />
      )}
    </div>
  );
}

function Setup({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const q = useQuery({
    queryKey: ['2fa-setup'],
    queryFn: () => gql(graphql('query Setup { twoFactorSetup { secret qrDataUrl } }')),
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (!q.data) return <p>{t('loading')}</p>;
  const { secret, qrDataUrl } = q.data.twoFactorSetup;
  return (
    <div className="two-factor-setup">
      <p>{t('profile.scan')}</p>
      <img src={qrDataUrl} width={220} height={220} alt="QR" />
      <p>
        {t('profile.secret')}: <code data-testid="totp-secret">{secret}</code>
      </p>
      <CodeForm
        label={t('profile.confirm')}
        onCode={async (code) => {
          await gql(graphql('mutation On($s: String!, $c: String!) { enableTwoFactor(secret: $s, code: $c) { ok } }'), {
            s: secret,
            c: code,
          });
          notify('success', t('profile.enabled'));
          onDone();
        }}
      />
    </div>
  );
}

function CodeForm({ label, onCode }: { label: string; onCode: (code: string) => Promise<unknown> }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const form = useForm({ code: '' }, { code: numericCode });
  const send = form.submit(async (v) => {
    setBusy(true);
    try {
      await onCode(v.code.trim());
      form.reset();
    } catch {
      // shown by the client
    } finally {
      setBusy(false);
    }
  });
  return (
    <form onSubmit={send} noValidate className="form inline">
      <Field label={t('profile.code')} id="f-code" error={form.errors.code}>
        <input
          {...form.field('code')}
          inputMode="numeric"
          autoComplete="off"
          value={form.values.code}
          onChange={(e) => form.set('code', e.target.value.replace(/\D/g, '').slice(0, 6))}
        />
      </Field>
      <button type="submit" className="btn btn-accent" disabled={busy} aria-busy={busy}>
        {label}
      </button>
    </form>
  );
}
