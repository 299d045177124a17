/**
 * The client's routes (spec §2) as plain data: each path with who may open it, and for the paths
 * whose last part names one of a few screens, which names there are. The router builds its tree
 * from this list (router.tsx), and the server answers 404 for any path not on it
 * (src/server/static-files.ts), so the browser's error page and the status always agree.
 * `$name` is one path segment; a trailing `$` is any rest (prefix-matched pages).
 */
import type { Access } from './access.ts';

/**
 * /profile/{type}: the profile's tabs (the Ephoran Cores screen has a route of its own); `commander`
 * is any commander's public page (?name=…) and the search by name.
 */
export const PROFILE_TABS = ['overview', 'security', 'alerts', 'social', 'commander', 'account', 'history'] as const;
/** /trading/{type}: convoys, the smuggler's den and the black market. */
export const TRADE_SCREENS = ['convoys', 'smugglers-den', 'black-market'] as const;

export const ROUTES = [
  { path: '/', access: 'guest' },
  { path: '/register', access: 'guest' },
  { path: '/register/$referral', access: 'guest' },
  { path: '/activate/$token', access: 'guest' },
  { path: '/unsubscribe/$token', access: 'public' },
  // a link from an e-mail: confirms a new address, or undoes the change from the old one
  { path: '/email/$token', access: 'public' },
  { path: '/lore', access: 'public' },
  { path: '/lore/$chapterId', access: 'public' },
  // prefix-matched: /terms/anything still shows the terms
  { path: '/contact', access: 'public' },
  { path: '/contact/$', access: 'public' },
  { path: '/terms', access: 'public' },
  { path: '/terms/$', access: 'public' },
  { path: '/privacy', access: 'public' },
  { path: '/privacy/$', access: 'public' },
  { path: '/about', access: 'public' },
  { path: '/rules', access: 'public' },
  { path: '/news', access: 'public' },
  // a report its owner shared: anyone with the link, signed in or not
  { path: '/shared/r/$token', access: 'public' },
  // what each closed world left behind (decision 069): anyone, signed in or not
  { path: '/hall-of-fame', access: 'public' },
  { path: '/hall-of-fame/$worldId', access: 'public' },
  // how late each world's events apply and whether its clock runs slow (decision 056): anyone
  { path: '/status', access: 'public' },
  { path: '/select-profile', access: 'account' },
  { path: '/base', access: 'profile' },
  { path: '/base/ledger', access: 'profile' },
  { path: '/profile', access: 'profile' },
  // the Ephoran Cores screen sits under /profile (the spec's route) but is a feature of its own
  { path: '/profile/cores', access: 'profile' },
  { path: '/profile/$type', access: 'profile', names: PROFILE_TABS },
  { path: '/research/$type', access: 'profile' },
  { path: '/galaxy', access: 'profile' },
  { path: '/simulator', access: 'profile' },
  { path: '/reports', access: 'profile' },
  { path: '/reports/$reportId', access: 'profile' },
  { path: '/leaderboards', access: 'profile' },
  { path: '/attacks', access: 'profile' },
  { path: '/rallies', access: 'profile' },
  { path: '/alliance', access: 'profile' },
  { path: '/shop', access: 'profile' },
  { path: '/shop/$item', access: 'profile' },
  { path: '/backpack', access: 'profile' },
  { path: '/trading/$type', access: 'profile', names: TRADE_SCREENS },
  { path: '/reinforcements', access: 'profile' },
  { path: '/empire', access: 'profile' },
  { path: '/portal', access: 'profile' },
  { path: '/portal/$type', access: 'profile' },
  { path: '/events', access: 'profile' },
  { path: '/control', access: 'admin' },
  { path: '/control/player/$userProfileId', access: 'admin' },
] as const satisfies readonly { path: string; access: Access; names?: readonly string[] }[];

export type RoutePath = (typeof ROUTES)[number]['path'];

type ParamNames<P extends string> = P extends `${string}$${infer N}/${infer R}`
  ? N | ParamNames<`/${R}`>
  : P extends `${string}$${infer N}`
    ? N extends ''
      ? '_splat'
      : N
    : never;

/** A link kept in a table (a menu, a task's step): a route with the params its path names. */
export type LinkTarget = {
  [P in RoutePath]: [ParamNames<P>] extends [never]
    ? { to: P; params?: undefined }
    : { to: P; params: Record<ParamNames<P>, string> };
}[RoutePath];

const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A route's path as a pattern: a segment for each `$name` (captured), anything for a trailing `$`. */
function pattern(path: string): RegExp {
  const parts = path.split('/').map((seg, i, all) => {
    if (seg === '$' && i === all.length - 1) return '.*';
    if (seg.startsWith('$')) return '([^/]+)';
    return literal(seg);
  });
  // the router matches without regard to case, and with or without a trailing slash
  return new RegExp(`^${path === '/' ? '' : parts.join('/')}/?$`, 'i');
}

const MATCHERS = ROUTES.map((r) => ({
  re: pattern(r.path),
  names: 'names' in r ? (r.names as readonly string[]) : null,
}));

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** Whether the client has a screen at `pathname` (false: its error page, and a 404). */
export function isRoutePath(pathname: string): boolean {
  return MATCHERS.some(({ re, names }) => {
    const m = re.exec(pathname);
    // a screen's name is matched exactly, as the page compares it
    return !!m && (!names || names.includes(decode(m[1] ?? '')));
  });
}
