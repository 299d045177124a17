/**
 * Every route of spec §2, each loaded lazily, each with its access rule checked before it loads.
 * Any other path shows the error page.
 */
import { createRootRoute, createRoute, createRouter, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { loadGameTexts } from '../lib/i18n.ts';
import { getSessionState } from '../lib/session.ts';
import { type Access, redirectFor } from './access.ts';
import { NotFound } from './not-found.tsx';
import { Shell } from './shell.tsx';

const rootRoute = createRootRoute({ component: Shell, notFoundComponent: NotFound });

function guard(access: Access) {
  return () => {
    const s = getSessionState();
    const to = redirectFor(access, {
      authenticated: s.session !== null,
      admin: s.session?.role === 'admin',
      hasProfile: s.hasProfile,
    });
    if (to) throw redirect({ to, replace: true });
  };
}

type Importer = () => Promise<Record<string, unknown>>;
function route(path: string, access: Access, importer: Importer, exportName = 'default') {
  // a signed-in screen shows once its code and the game's texts are both in
  const load: Importer =
    access === 'public' || access === 'guest'
      ? importer
      : () => Promise.all([importer(), loadGameTexts()]).then(([m]) => m);
  return createRoute({
    getParentRoute: () => rootRoute,
    path,
    beforeLoad: guard(access),
    component: lazyRouteComponent(load as never, exportName as never),
  });
}

const home = () => import('../features/home/home-page.tsx');
const register = () => import('../features/register/register-page.tsx');
const lore = () => import('../features/lore/lore-page.tsx');
const legal = () => import('../features/legal/legal-page.tsx');
const game = () => import('../features/game/not-open-page.tsx');
const profiles = () => import('../features/profiles/select-profile-page.tsx');
const profile = () => import('../features/profiles/profile-page.tsx');
const base = () => import('../features/base/base-page.tsx');
const control = () => import('../features/control/control-page.tsx');
const player = () => import('../features/control/player-page.tsx');
const activation = () => import('../features/auth/activate-page.tsx');
const unsubscribe = () => import('../features/auth/unsubscribe-page.tsx');
const contact = () => import('../features/contact/contact-page.tsx');
const research = () => import('../features/research/research-page.tsx');
const galaxy = () => import('../features/galaxy/galaxy-page.tsx');
const reports = () => import('../features/reports/reports-page.tsx');
const shop = () => import('../features/shop/shop-page.tsx');
const attacks = () => import('../features/attacks/attacks-page.tsx');
const alliance = () => import('../features/alliance/alliance-page.tsx');
const leaderboards = () => import('../features/leaderboards/leaderboards-page.tsx');
const backpack = () => import('../features/backpack/backpack-page.tsx');
const report = () => import('../features/reports/report-page.tsx');
const rallies = () => import('../features/rallies/rallies-page.tsx');
const trading = () => import('../features/trading/trading-page.tsx');
const portal = () => import('../features/portal/portal-page.tsx');
const missions = () => import('../features/missions/missions-page.tsx');
const reinforcements = () => import('../features/reinforcements/reinforcements-page.tsx');
const events = () => import('../features/events/events-page.tsx');
const cores = () => import('../features/cores/cores-page.tsx');
const sitePage = () => import('../features/pages/site-page.tsx');
const simulator = () => import('../features/simulator/simulator-page.tsx');

const GAME_ROUTES: string[] = [];

const routeTree = rootRoute.addChildren([
  route('/', 'guest', home),
  route('/register', 'guest', register),
  route('/register/$referral', 'guest', register),
  route('/activate/$token', 'guest', activation),
  route('/unsubscribe/$token', 'public', unsubscribe),
  route('/lore', 'public', lore),
  route('/lore/$chapterId', 'public', lore),
  // prefix-matched: /terms/anything still shows the terms
  route('/contact', 'public', contact),
  route('/contact/$', 'public', contact),
  route('/terms', 'public', legal, 'TermsPage'),
  route('/terms/$', 'public', legal, 'TermsPage'),
  route('/privacy', 'public', legal, 'PrivacyPage'),
  route('/privacy/$', 'public', legal, 'PrivacyPage'),
  route('/about', 'public', legal, 'AboutPage'),
  route('/rules', 'public', sitePage),
  route('/news', 'public', sitePage),
  route('/select-profile', 'account', profiles),
  route('/base', 'profile', base),
  route('/profile', 'profile', profile),
  // the Ephoran Cores screen sits under /profile (the spec's route) but is a feature of its own
  route('/profile/cores', 'profile', cores),
  route('/profile/$type', 'profile', profile),
  route('/research/$type', 'profile', research),
  route('/galaxy', 'profile', galaxy),
  route('/simulator', 'profile', simulator),
  route('/reports', 'profile', reports),
  route('/leaderboards', 'profile', leaderboards),
  route('/attacks', 'profile', attacks),
  route('/rallies', 'profile', rallies),
  route('/alliance', 'profile', alliance),
  route('/shop', 'profile', shop),
  route('/shop/$item', 'profile', shop),
  route('/backpack', 'profile', backpack),
  route('/reports/$reportId', 'profile', report),
  route('/trading/$type', 'profile', trading),
  route('/reinforcements', 'profile', reinforcements),
  route('/portal', 'profile', portal),
  route('/events', 'profile', events),
  route('/portal/$type', 'profile', missions),
  ...GAME_ROUTES.map((p) => route(p, 'profile', game)),
  route('/control', 'admin', control),
  route('/control/player/$userProfileId', 'admin', player),
]);

// routes are built from a table, so paths are not registered as literal types: `to` takes any string
export const router = createRouter({ routeTree, defaultPreload: 'intent', scrollRestoration: true });
