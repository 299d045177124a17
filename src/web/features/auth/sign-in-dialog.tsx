/**
 * The sign-in dialog (spec §2, §4): step 1 username + password with the captcha notice; step 2 a
 * numeric 2-FA code when the server asks for one. Wrong credentials show on the username field; a
 * failed step 2 shows the server's text in a box; the send button shows its loading state.
 */
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { afterLogin } from '../../app/access.ts';
import { Dialog } from '../../components/dialog.tsx';
import { Field } from '../../components/field.tsx';
import { captchaToken } from '../../lib/captcha.ts';
import { useForm } from '../../lib/form.ts';
import { GqlError, gql } from '../../lib/graphql.ts';
import { graphql } from '../../lib/graphql-doc.ts';
import { LOGIN_WITHOUT_RESULT } from '../../lib/server-signals.ts';
import { getSessionState, setPasswordChangeFlag, setProfileFlag, setToken } from '../../lib/session.ts';
import { notify, serverText } from '../../lib/toast.tsx';
import { numericCode, required } from '../../lib/validators.ts';

const LOGIN = graphql(`mutation Login($username: String!, $password: String!, $recaptcha: String) {
  login(username: $username, password: $password, recaptcha: $recaptcha) { ok authenticationCodeRequired lastLogin errors token passwordChangeRequired }
}`);
const STEP2 = graphql(`mutation Step2($username: String!, $password: String!, $authToken: String!, $recaptcha: String) {
  validateAuthenticationTokenAndLogin(username: $username, password: $password, authToken: $authToken, recaptcha: $recaptcha) { ok lastLogin errors token passwordChangeRequired }
}`);

export function SignInDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [step, setStep] = useState<1 | 2>(1);
  const [busy, setBusy] = useState(false);
  const [step2Error, setStep2Error] = useState<string | null>(null);
  const form = useForm({ username: '', password: '' }, { username: required, password: required });
  const code = useForm({ authToken: '' }, { authToken: numericCode });

  async function succeed(token: string, passwordChangeRequired = false) {
    setToken(token);
    setProfileFlag(false);
    // the shell shows the change-password screen until a new password is set
    setPasswordChangeFlag(passwordChangeRequired);
    onClose();
    await navigate({ to: afterLogin(getSessionState().session?.role === 'admin') });
  }

  const sendStep1 = form.submit(async (v) => {
    setBusy(true);
    try {
      const { login } = await gql(LOGIN, { ...v, recaptcha: await captchaToken('login') }, { quiet: true });
      if (login?.ok && login.token) return await succeed(login.token, login.passwordChangeRequired);
      if (login?.authenticationCodeRequired) return setStep(2);
      if (login?.errors.length) return form.setFieldErrors([{ field: 'username', message: login.errors[0] as string }]);
      notify('error', LOGIN_WITHOUT_RESULT);
    } catch (e) {
      if (!(e instanceof GqlError && e.handled)) notify('error', LOGIN_WITHOUT_RESULT);
    } finally {
      setBusy(false);
    }
  });

  const sendStep2 = code.submit(async ({ authToken }) => {
    setBusy(true);
    setStep2Error(null);
    try {
      const r = await gql(
        STEP2,
        { ...form.values, authToken: authToken.trim(), recaptcha: await captchaToken('authTokenLogin') },
        { quiet: true },
      );
      const res = r.validateAuthenticationTokenAndLogin;
      if (res?.ok && res.token) return await succeed(res.token, res.passwordChangeRequired);
      if (res?.errors.length) return setStep2Error(res.errors[0] as string);
      notify('error', LOGIN_WITHOUT_RESULT);
    } catch (e) {
      if (e instanceof GqlError && !e.handled) setStep2Error(e.message);
      else if (!(e instanceof GqlError)) notify('error', LOGIN_WITHOUT_RESULT);
    } finally {
      setBusy(false);
    }
  });

  return (
    <Dialog title={t('auth.title')} onClose={onClose} labelClose={t('auth.close')}>
      {step === 1 ? (
        <form onSubmit={sendStep1} noValidate className="form">
          <Field label={t('auth.username')} id="f-username" error={form.errors.username}>
            <input
              {...form.field('username')}
              value={form.values.username}
              onChange={(e) => form.set('username', e.target.value)}
              autoComplete="username"
            />
          </Field>
          <Field label={t('auth.password')} id="f-password" error={form.errors.password}>
            <input
              {...form.field('password')}
              type="password"
              value={form.values.password}
              onChange={(e) => form.set('password', e.target.value)}
              autoComplete="current-password"
            />
          </Field>
          <p className="captcha-notice">{t('auth.captchaNotice')}</p>
          <button type="submit" className="btn btn-accent" disabled={busy} aria-busy={busy}>
            {busy ? t('auth.sending') : t('auth.send')}
          </button>
        </form>
      ) : (
        <form onSubmit={sendStep2} noValidate className="form">
          <Field label={t('auth.code')} id="f-authToken" error={code.errors.authToken} hint={t('auth.codeHelp')}>
            <input
              {...code.field('authToken')}
              value={code.values.authToken}
              onChange={(e) => code.set('authToken', e.target.value.replace(/\D/g, '').slice(0, 6))}
              inputMode="numeric"
              pattern="[0-9]*"
              autoComplete="off"
              required
            />
          </Field>
          {step2Error && (
            <div className="error-box" role="alert">
              {serverText(step2Error)}
            </div>
          )}
          <div className="row">
            <button type="button" className="btn btn-ghost" onClick={() => setStep(1)}>
              {t('auth.back')}
            </button>
            <button type="submit" className="btn btn-accent" disabled={busy} aria-busy={busy}>
              {busy ? t('auth.sending') : t('auth.verify')}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
