/**
 * The shell of every page (spec §2): header with the logo, the links for who is visiting, the
 * game menu (a sliding side menu on small screens, closed by an outside click or Escape), the
 * always-on game panels for players, a footer block for guests, and the toasts.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, Outlet, useRouterState } from '@tanstack/react-router';
import { Menu } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '../components/language-select.tsx';
import { Logo } from '../components/logo.tsx';
import { gql } from '../lib/graphql.ts';
import { graphql } from '../lib/graphql-doc.ts';
import { loadGameTexts } from '../lib/i18n.ts';
import { useSession } from '../lib/session.ts';
import { expectPushRouter } from '../lib/push.ts';
import { LazyToaster, useToasterWanted } from '../lib/toast.tsx';
import { useTicketNotifications } from './notifications.tsx';
import { PasswordChangeGate } from './password-change-gate.tsx';
import { useLogout } from './use-logout.ts';
import { countRender } from '../lib/render-probe.ts';

// what only a player (or a guest who opens the sign-in dialog) runs loads on first use: a guest's
// first load carries none of the game's rules, panels or dialogs
const withGameTexts = <T,>(m: Promise<T>) => Promise.all([m, loadGameTexts()]).then(([x]) => x);
const GameMenu = lazy(() => withGameTexts(import('./game-menu.tsx')).then((m) => ({ default: m.GameMenu })));
const MenuDialogs = lazy(() => withGameTexts(import('./game-menu.tsx')).then((m) => ({ default: m.MenuDialogs })));
const QueuePanels = lazy(() => withGameTexts(import('./game-panels.tsx')).then((m) => ({ default: m.QueuePanels })));
const ResourceBar = lazy(() => withGameTexts(import('./resource-bar.tsx')).then((m) => ({ default: m.ResourceBar })));
// loaded for a commander only: the router pulls in the game's rules and data hooks
const PushRouter = lazy(() => import('./push-router.tsx'));
const MessagesHost = lazy(() =>
  withGameTexts(import('./messages-host.tsx')).then((m) => ({ default: m.MessagesHost })),
);
const AnnouncementBanner = lazy(() => withGameTexts(import('./announcement-banner.tsx')));
const SittingBanner = lazy(() => withGameTexts(import('./sitting-banner.tsx')));
const SignInDialog = lazy(() =>
  import('../features/auth/sign-in-dialog.tsx').then((m) => ({ default: m.SignInDialog })),
);

function usePageViews() {
  const path = useRouterState({ select: (s) => s.location.pathname });
  useEffect(() => {
    // first-party analytics: fire and forget, never a toast
    void fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation View($p: String!) { recordPageView(path: $p) { ok } }',
        variables: { p: path },
      }),
    }).catch(() => {});
  }, [path]);
}

/**
 * What stands in for the lazily loaded resource bar and queues until their code is in: boxes of
 * their size, so the page does not jump down when they arrive (layout shift).
 */
function ResourceBarPending() {
  return (
    <section className="resource-bar" aria-hidden="true">
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <span key={i} className="res res-pending">
          <span className="res-mark-space" /> <span className="num">—</span>
        </span>
      ))}
    </section>
  );
}

function QueuePanelsPending() {
  const { t } = useTranslation();
  // the empty queues' own words, unseen: the boxes come out the size they will most likely have
  return (
    <aside className="queues" aria-hidden="true">
      {(
        [
          ['game.buildingQueue', 'game.queueEmpty'],
          ['game.marchQueue', 'game.marchesEmpty'],
        ] as const
      ).map(([title, empty]) => (
        <section key={title} className="panel">
          <h2>{t(title)}</h2>
          <p className="empty unseen">{t(empty)}</p>
        </section>
      ))}
    </aside>
  );
}

function useIsSmall() {
  const query = '(max-width: 900px)';
  const [small, setSmall] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const m = window.matchMedia(query);
    const on = () => setSmall(m.matches);
    m.addEventListener('change', on);
    return () => m.removeEventListener('change', on);
  }, []);
  return small;
}

export function Shell() {
  countRender('Shell');
  const { t } = useTranslation();
  const s = useSession();
  const logout = useLogout();
  const small = useIsSmall();
  const toasts = useToasterWanted();
  const [menuOpen, setMenuOpen] = useState(false);
  const [signIn, setSignIn] = useState(false);
  const path = useRouterState({ select: (st) => st.location.pathname });
  const signedIn = s.session !== null;
  const admin = s.session?.role === 'admin';
  // a required password change replaces every page until it is done
  const gate = signedIn && s.mustChangePassword;
  const player = signedIn && !admin && s.hasProfile && !gate;

  usePageViews();
  // a commander's pushes wait for the push router below (a lazy chunk) rather than reach nobody
  useEffect(() => expectPushRouter(player), [player]);
  const closedText = useCallback((subject: string) => t('ticketClosed', { subject }), [t]);
  useTicketNotifications(gate ? null : s.token, closedText);

  const _qc = useQueryClient();
  const me = useQuery({
    queryKey: ['me', s.token],
    queryFn: () => gql(graphql('query Me { me { username role newReports } }')),
    enabled: signedIn,
    staleTime: 30_000,
  });
  const newReports = me.data?.me?.newReports === true;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new route closes the side menu
  useEffect(() => setMenuOpen(false), [path]);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setMenuOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const links = (
    <>
      {!signedIn && (
        <>
          <Link to="/lore" className="nav-link">
            {t('nav.lore')}
          </Link>
          <Link to="/register" className="nav-link">
            {t('nav.register')}
          </Link>
          <button type="button" className="btn btn-accent" onClick={() => setSignIn(true)}>
            {t('nav.signIn')}
          </button>
        </>
      )}
      {signedIn && admin && !gate && (
        <Link to="/control" className="nav-link">
          {t('nav.controlPanel')}
        </Link>
      )}
      {player && (
        <Link to="/profile" className="nav-link">
          {t('game.profile')}
        </Link>
      )}
      {signedIn && (
        <button type="button" className="btn btn-ghost" onClick={() => void logout()}>
          {t('nav.logout')}
        </button>
      )}
    </>
  );

  return (
    <div className={`app ${signedIn ? 'bg-game' : 'bg-public'}`}>
      <a href="#main" className="skip-link">
        {t('nav.skip')}
      </a>
      <header className="top">
        <Logo />
        {player && !small && (
          <Suspense fallback={<ResourceBarPending />}>
            <ResourceBar />
          </Suspense>
        )}
        {!small && <nav className="top-links">{links}</nav>}
        <LanguageSelect />
        {small && (
          <button
            type="button"
            className="menu-btn icon-btn"
            aria-label={t('nav.menu')}
            aria-expanded={menuOpen}
            aria-controls="side-menu"
            onClick={() => setMenuOpen(true)}
          >
            <Menu size={22} aria-hidden="true" />
            {newReports && <span className="dot" role="status" aria-label={t('nav.newReports')} />}
          </button>
        )}
      </header>
      {player && small && (
        <Suspense fallback={<ResourceBarPending />}>
          <ResourceBar />
        </Suspense>
      )}

      {small && (
        <div
          className={`side-overlay${menuOpen ? ' open' : ''}`}
          onMouseDown={() => setMenuOpen(false)}
          aria-hidden={!menuOpen}
        >
          <aside
            id="side-menu"
            className={`side-menu${menuOpen ? ' open' : ''}`}
            onMouseDown={(e) => e.stopPropagation()}
            aria-label={t('nav.menu')}
            inert={!menuOpen || undefined}
          >
            <div className="side-head">
              <Logo />
              <button
                type="button"
                className="icon-btn"
                aria-label={t('nav.closeMenu')}
                onClick={() => setMenuOpen(false)}
              >
                ×
              </button>
            </div>
            <div className="side-links">{links}</div>
            {player && (
              <Suspense fallback={null}>
                <GameMenu onNavigate={() => setMenuOpen(false)} />
              </Suspense>
            )}
          </aside>
        </div>
      )}

      <div className={`layout${player ? ' with-game' : ''}`}>
        {player && !small && (
          <div className="left-col">
            {newReports && (
              <Link to="/reports" className="report-flag">
                <span className="dot" aria-hidden="true" /> {t('nav.newReports')}
              </Link>
            )}
            <Suspense fallback={null}>
              <GameMenu />
            </Suspense>
          </div>
        )}
        <main id="main" tabIndex={-1}>
          {player && (
            <Suspense fallback={null}>
              <SittingBanner />
              <AnnouncementBanner />
            </Suspense>
          )}
          {gate ? <PasswordChangeGate /> : <Outlet />}
        </main>
        {player && (
          <Suspense fallback={<QueuePanelsPending />}>
            <QueuePanels />
            <MessagesHost />
          </Suspense>
        )}
        {player && (
          // every push reaches the queries it changes, through one router per tab (a report lights the
          // dot at once); in a boundary of its own, so no panel or dialog that loads takes it down
          // while it listens (pushes wait for it meanwhile: push.ts)
          <Suspense fallback={null}>
            <PushRouter />
          </Suspense>
        )}
        {player && (
          // a boundary of its own: a dialog that loads never takes the push router down with it
          <Suspense fallback={null}>
            <MenuDialogs />
          </Suspense>
        )}
      </div>

      {!signedIn && (
        <footer className="guest-footer">
          <nav>
            <Link to="/rules">{t('footer.rules')}</Link>
            <Link to="/news">{t('footer.news')}</Link>
            <Link to="/terms">{t('footer.terms')}</Link>
            <Link to="/privacy">{t('footer.privacy')}</Link>
            <Link to="/about">{t('footer.about')}</Link>
            <Link to="/contact">{t('footer.contact')}</Link>
            <Link to="/status">{t('footer.status')}</Link>
          </nav>
          <p>{t('footer.rights')}</p>
        </footer>
      )}
      {signIn && (
        <Suspense fallback={null}>
          <SignInDialog onClose={() => setSignIn(false)} />
        </Suspense>
      )}
      {toasts && (
        <Suspense fallback={null}>
          <LazyToaster position={small ? 'bottom-center' : 'top-right'} theme="dark" richColors closeButton />
        </Suspense>
      )}
    </div>
  );
}
