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

function guard(access: Access, names: readonly string[] | null, params: Record<string, string>) {
  const s = getSessionState();
  const to = redirectFor(access, {
    authenticated: s.session !== null,
    admin: s.session?.role === 'admin',
    hasProfile: s.hasProfile,
  });
  if (to) throw redirect({ to, replace: true });
  // the one parameter of a route with named screens is its last
  if (names && !names.includes(Object.values(params).at(-1) ?? '')) throw notFound();
}

/**
 * The search parameters a screen reads, by route: links to it are checked against them (they are
 * passed through as given; the screen reads what it understands).
 */
interface Searches {
  '/galaxy': { target?: string; x?: number; y?: number; to?: string; act?: 'send' | 'rally' };
  '/simulator': { defender?: string; target?: string };
  '/trading/$type': { x?: number | string; y?: number | string; to?: string };
  '/portal': { address?: string };
  /** the commander page (`commander` tab): whose */
  '/profile/$type': { name?: string };
}
type SearchOf<P extends RoutePath> = P extends keyof Searches ? Searches[P] : Record<string, never>;
const passSearch =
  <P extends RoutePath>() =>
  (search: Record<string, unknown>) =>
    search as SearchOf<P>;

type Importer = () => Promise<Record<string, unknown>>;
function route<P extends RoutePath>(
  path: P,
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
    beforeLoad: ({ params }) => guard(access, names, params as Record<string, string>),
    validateSearch: passSearch<P>(),
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
const emailLink = () => import('../features/auth/email-link-page.tsx');
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
const empire = () => import('../features/empire/empire-page.tsx');
const events = () => import('../features/events/events-page.tsx');
const cores = () => import('../features/cores/cores-page.tsx');
const sitePage = () => import('../features/pages/site-page.tsx');
// the rules say the game's limits (build plans) in the game's words
const rulesPage = () => Promise.all([import('../features/pages/site-page.tsx'), loadGameTexts()]).then(([m]) => m);
const simulator = () => import('../features/simulator/simulator-page.tsx');
// public, yet a report's body speaks the game's words (units, resources, reports)
const sharedReport = () =>
  Promise.all([import('../features/reports/shared-report-page.tsx'), loadGameTexts()]).then(([m]) => m);

// public, in the game's words (rankings, alliances): a closed world's hall of fame (decision 069)
const hallOfFame = () =>
  Promise.all([import('../features/season/hall-of-fame-page.tsx'), loadGameTexts()]).then(([m]) => m);

// public, in the game's words: each world's timeline and clock (decision 056)
const status = () => Promise.all([import('../features/status/status-page.tsx'), loadGameTexts()]).then(([m]) => m);

/** Which code shows each route (and which export, when not the default). */
const SCREENS: Record<RoutePath, Importer | [Importer, string]> = {
  '/': home,
  '/register': register,
  '/register/$referral': register,
  '/activate/$token': activation,
  '/unsubscribe/$token': unsubscribe,
  '/email/$token': emailLink,
  '/lore': lore,
  '/lore/$chapterId': lore,
  '/contact': contact,
  '/contact/$': contact,
  '/terms': [legal, 'TermsPage'],
  '/terms/$': [legal, 'TermsPage'],
  '/privacy': [legal, 'PrivacyPage'],
  '/privacy/$': [legal, 'PrivacyPage'],
  '/about': [legal, 'AboutPage'],
  '/rules': rulesPage,
  '/news': sitePage,
  '/shared/r/$token': sharedReport,
  '/hall-of-fame': hallOfFame,
  '/hall-of-fame/$worldId': hallOfFame,
  '/status': status,
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
  '/empire': empire,
  '/portal': portal,
  '/portal/$type': missions,
  '/events': events,
  '/control': control,
  '/control/player/$userProfileId': player,
};

/** Each path's route with its own literal path, params and search (the table is built at run time). */
type Routes = { [P in RoutePath]: ReturnType<typeof route<P>> }[RoutePath];

const routeTree = rootRoute.addChildren(
  ROUTES.map((r) => {
    const screen = SCREENS[r.path];
    const [importer, exportName] = Array.isArray(screen) ? screen : [screen, 'default'];
    return route(r.path, r.access, 'names' in r ? r.names : null, importer, exportName);
  }) as unknown as Routes[],
);

export const router = createRouter({ routeTree, defaultPreload: 'intent', scrollRestoration: true });

// links and navigation are checked against the routes: a wrong path, a missing param or search fails the typecheck
declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
