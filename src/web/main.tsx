import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { router } from './app/router.tsx';
import { loadCaptcha } from './lib/captcha.ts';
import { configureClient, GqlError } from './lib/graphql.ts';
import { i18n, i18nReady } from './lib/i18n.ts';
import { closeSocket } from './lib/push.ts';
import { onSessionChangedElsewhere } from './lib/session.ts';
import './styles.css';
// after ours, where sonner used to inject it at run time (an inline <style> the CSP refuses)
import 'sonner/dist/styles.css';

const queryClient = new QueryClient({
  defaultOptions: {
    // refusals are shown once by the client; retrying them would only repeat the toast
    queries: { retry: (n, e) => !(e instanceof GqlError) && n < 2, refetchOnWindowFocus: false },
  },
});

configureClient({
  navigate: (to) => void router.navigate({ to }),
  onClear: () => queryClient.clear(),
});
// every tab follows a sign-out (or a different commander signing in) in another at once
onSessionChangedElsewhere(() => {
  closeSocket();
  queryClient.clear();
  void router.navigate({ to: '/', replace: true });
});
i18n.on('languageChanged', (lng) => {
  document.documentElement.lang = lng;
});
loadCaptcha();

// the pictures' CSS animations fire hundreds of start, iteration and end events as a page opens; no
// component listens to them, yet React's root listener handled each one (100 ms in one task on
// /base): they stop at the window, before React sees them
for (const type of ['animationstart', 'animationiteration', 'animationend'])
  window.addEventListener(type, (e) => e.target instanceof SVGElement && e.stopPropagation(), { capture: true });

// the first paint waits for the chosen language's texts (one small request after this file) and for
// the route's code (loaded at the same time): the first render then has all it shows, and runs as a
// transition, which React works through in slices that leave the main thread free between them. (A
// route resolved after the first render re-rendered the whole page at once: a phone's long task.)
const routeReady = router.load().catch(() => {});
void Promise.all([i18nReady, routeReady]).then(() => {
  document.documentElement.lang = i18n.resolvedLanguage ?? 'en';
  const root = createRoot(document.getElementById('root') as HTMLElement);
  startTransition(() =>
    root.render(
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </I18nextProvider>
      </StrictMode>,
    ),
  );
});
