/** The tab's one push router, as a component the shell loads only for a commander (its code stays out of a guest's first load). */
import { usePushRoutes } from '../lib/push-routes.ts';

export default function PushRouter() {
  usePushRoutes(true);
  return null;
}
