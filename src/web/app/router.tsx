/**
 * Every route of spec §2 (the list in route-paths.ts, which the server knows too), each loaded
 * lazily, each with its access rule checked before it loads. Any other path shows the error page,
 * and so does a route's screen name it does not have (/profile/x, /trading/x).
 */
import {
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
  notFound,
  redirect,
} from '@tanstack/react-router';
import { loadGameTexts } from '../lib/i18n.ts';
import { getSessionState } from '../lib/session.ts';
import { type Access, redirectFor } from './access.ts';
import { NotFound } from './not-found.tsx';
import { ROUTES, type RoutePath } from './route-paths.ts';
import { Shell } from './shell.tsx';

const rootRoute = createRootRoute({ component: Shell, notFoundComponent: NotFound });

function guard(access: Access, names: readonly string[] | null) {
  return ({ params }: { params: Record<string, string> }) => {
    const s = getSessionState();
    const to = redirectFor(access, {
      authenticated: s.session !== null,
      admin: s.session?.role === 'admin',
      hasProfile: s.hasProfile,
    });
    if (to) throw redirect({ to, replace: true });
    // the one parameter of a route with named screens is its last
    if (names && !names.includes(Object.values(params).at(-1) ?? '')) throw notFound();
  };
}

type Importer = () => Promise<Record<string, unknown>>;
function route(
  path: string,
  access: Access,
  names: readonly string[] | null,
  importer: Importer,
  exportName = 'default',
) {
  // a signed-in screen shows once its code and the game's texts are both in
  const load: Importer =
    access === 'public' || access === 'guest'
      ? importer
      : () => Promise.all([importer(), loadGameTexts()]).then(([m]) => m);
  return createRoute({
    getParentRoute: () => rootRoute,
    path,
    beforeLoad: guard(access, names),
    component: lazyRouteComponent(load as never, exportName as never),
  });
}

const home = () => import('../features/home/home-page.tsx');
const register = () => import('../features/register/register-page.tsx');
const lore = () => import('../features/lore/lore-page.tsx');
const legal = () => import('../features/legal/legal-page.tsx');
const profiles = () => import('../features/profiles/select-profile-page.tsx');
const profile = () => import('../features/profiles/profile-page.tsx');
const base = () => import('../features/base/base-page.tsx');
const ledger = () => import('../features/ledger/ledger-page.tsx');
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

/** Which code shows each route (and which export, when not the default). */
const SCREENS: Record<RoutePath, Importer | [Importer, string]> = {
  '/': home,
  '/register': register,
  '/register/$referral': register,
  '/activate/$token': activation,
  '/unsubscribe/$token': unsubscribe,
  '/lore': lore,
  '/lore/$chapterId': lore,
  '/contact': contact,
  '/contact/$': contact,
  '/terms': [legal, 'TermsPage'],
  '/terms/$': [legal, 'TermsPage'],
  '/privacy': [legal, 'PrivacyPage'],
  '/privacy/$': [legal, 'PrivacyPage'],
  '/about': [legal, 'AboutPage'],
  '/rules': sitePage,
  '/news': sitePage,
  '/select-profile': profiles,
  '/base': base,
  '/base/ledger': ledger,
  '/profile': profile,
  '/profile/cores': cores,
  '/profile/$type': profile,
  '/research/$type': research,
  '/galaxy': galaxy,
  '/simulator': simulator,
  '/reports': reports,
  '/reports/$reportId': report,
  '/leaderboards': leaderboards,
  '/attacks': attacks,
  '/rallies': rallies,
  '/alliance': alliance,
  '/shop': shop,
  '/shop/$item': shop,
  '/backpack': backpack,
  '/trading/$type': trading,
  '/reinforcements': reinforcements,
  '/portal': portal,
  '/portal/$type': missions,
  '/events': events,
  '/control': control,
  '/control/player/$userProfileId': player,
};

const routeTree = rootRoute.addChildren(
  ROUTES.map((r) => {
    const screen = SCREENS[r.path];
    const [importer, exportName] = Array.isArray(screen) ? screen : [screen, 'default'];
    return route(r.path, r.access, 'names' in r ? r.names : null, importer, exportName);
  }),
);

// routes are built from a table, so paths are not registered as literal types: `to` takes any string
export const router = createRouter({ routeTree, defaultPreload: 'intent', scrollRestoration: true });
