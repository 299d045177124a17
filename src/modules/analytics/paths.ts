/**
 * Page views are counted per route shape, not per URL: ids and tokens would make every view its
 * own row and leak tokens into the control panel. Only the spec's routes count; anything else is
 * '(other)'.
 */
const SHAPES: [RegExp, string][] = [
  [/^\/$/, '/'],
  [/^\/register$/, '/register'],
  [/^\/register\/[^/]+$/, '/register/:referral'],
  [/^\/activate\/[^/]+$/, '/activate/:token'],
  [/^\/unsubscribe\/[^/]+$/, '/unsubscribe/:token'],
  [/^\/lore$/, '/lore'],
  [/^\/lore\/[^/]+$/, '/lore/:chapterId'],
  [/^\/(contact|terms|privacy|about)(\/.*)?$/, '/$1'],
  [/^\/select-profile$/, '/select-profile'],
  [/^\/(base|galaxy|leaderboards|alliance|backpack|rallies|reinforcements|attacks|events)$/, '/$1'],
  [/^\/(profile|portal|reports|shop)$/, '/$1'],
  [/^\/profile\/[^/]+$/, '/profile/:type'],
  [/^\/portal\/[^/]+$/, '/portal/:type'],
  [/^\/reports\/[^/]+$/, '/reports/:reportId'],
  [/^\/shop\/[^/]+$/, '/shop/:item'],
  [/^\/research\/[^/]+$/, '/research/:type'],
  [/^\/trading\/[^/]+$/, '/trading/:type'],
  [/^\/control$/, '/control'],
  [/^\/control\/player\/[^/]+$/, '/control/player/:userProfileId'],
];

export function routeShape(rawPath: string): string {
  const path = (rawPath.split(/[?#]/)[0] ?? '/').replace(/\/+$/, '') || '/';
  for (const [re, shape] of SHAPES) {
    const m = re.exec(path);
    if (m) return shape.replace('$1', m[1] ?? '');
  }
  return '(other)';
}
