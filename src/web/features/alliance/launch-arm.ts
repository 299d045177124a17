/**
 * "Launch as planned", armed (decision 071): tapped before the member's launch second, the launch
 * waits for it (a second past it, inside the 60 s window) and goes then, while the game stays open.
 * Used by the reminder's toast (game open) and by the notification's action (game closed: it opens
 * /alliance?launch=<operation>&at=<second>).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { BASE_KEY, serverSkew } from '../../lib/base-data.ts';
import { i18n } from '../../lib/i18n.ts';
import { ALLY_OPS_KEY } from '../../lib/query-keys.ts';
import { useSession } from '../../lib/session.ts';
import { notify } from '../../lib/toast.tsx';
import { useCommand } from '../../lib/use-command.ts';
import { OPS_COMMANDS } from './operations-data.ts';

/** How long after the launch second an armed launch goes (clocks a little apart stay inside the window). */
const MARGIN_MS = 1000;
export const launchClock = (ms: number) =>
  new Date(ms).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', second: '2-digit' });

/** `arm(operationId, launchAt)`: launches now if the second has come, else at it; timers end with the component. */
export function useLaunchArm() {
  const cmd = useCommand({ invalidate: [ALLY_OPS_KEY, BASE_KEY] });
  const run = useRef(cmd.run);
  run.current = cmd.run;
  const qc = useQueryClient();
  const { profileId } = useSession();
  const skew = useRef(() => serverSkew(qc, profileId));
  skew.current = () => serverSkew(qc, profileId);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const live = timers.current;
    return () => {
      for (const t of live) clearTimeout(t);
      live.clear();
    };
  }, []);
  const arm = useRef(async (operationId: string, launchAt: number) => {
    const launch = async () => {
      if (await run.current(OPS_COMMANDS.launch, { o: operationId })) notify('success', i18n.t('allyops.ops.launched'));
    };
    // the launch second is the server's: a device clock a minute off would launch a minute off
    const skewMs = await skew.current().catch(() => 0);
    const wait = launchAt + MARGIN_MS - (Date.now() + skewMs);
    if (wait <= 0) return void launch();
    notify('info', i18n.t('allyops.ops.armed', { time: launchClock(launchAt) }));
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      void launch();
    }, wait);
    timers.current.add(timer);
  });
  return arm.current;
}
