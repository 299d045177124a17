import { expect, test } from 'vitest';
import { routeShape } from './paths.ts';

test.each([
  ['/', '/'],
  ['/activate/abcDEF123', '/activate/:token'],
  ['/lore/3?x=1#top', '/lore/:chapterId'],
  ['/control/player/6f1c…', '/control/player/:userProfileId'],
  ['/terms/section-2', '/terms'],
  ['/base/', '/base'],
  ['/research/development', '/research/:type'],
  ['/wp-admin.php', '(other)'],
])('%s counts as %s', (path, shape) => {
  expect(routeShape(path)).toBe(shape);
});
