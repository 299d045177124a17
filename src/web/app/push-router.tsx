/** The tab's one push router, as a component the shell loads only for a commander (its code stays out of a guest's first load). */
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { usePushRoutes } from '../lib/push-routes.ts';
import { useSession } from '../lib/session.ts';
import { useIncomingAttackToasts } from './evade-toast.tsx';
import { useOperationReminderToasts } from './operation-toast.tsx';
import { pushRouterMounted } from '../lib/push.ts';
import { onOpenScreen, registerServiceWorker } from '../lib/service-worker.ts';

export default function PushRouter() {
  usePushRoutes(true);
  // an attack launched at the base while the game is open: a toast with "Evade now" (issue 30)
  const token = useSession().token;
  useIncomingAttackToasts(token);
  // an operation's reminder: a toast with "Launch as planned" (decision 071)
  useOperationReminderToasts(token);
  // last of this component's effects: every listener above has subscribed, so what was held for the
  // router reaches all of them (push.ts)
  useEffect(() => {
    pushRouterMounted(true);
    return () => pushRouterMounted(false);
  }, []);
  const navigate = useNavigate();
  // the service worker shows alerts while the game is closed and makes the game installable
  useEffect(() => {
    void registerServiceWorker();
    // the address may carry a search (the attack an "Evade now" names)
    return onOpenScreen((url) => void navigate({ href: url }));
  }, [navigate]);
  return null;
}
