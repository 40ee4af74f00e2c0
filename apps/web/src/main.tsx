import './styles.css';
// Its own script in the page's head has sent the start-up requests already (vite-early-script.ts); imported
// here too, so the chunk it shares with the app is that script itself.
import './early';
import './lib/zod-without-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadPage } from './app/routes';
import { dropEarlyResponses } from './lib/early-responses';
import { createI18n } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { registerServiceWorker } from './lib/service-worker';
import { consumeAuthFragment } from './lib/session/auth-fragment';
import { startSession } from './lib/session/session-api';

consumeAuthFragment();
registerServiceWorker();
const i18n = createI18n();

// Side by side before the first render: the translations, the page's code and data, and the start-up
// session check. The first render then shows the page itself, not a spinner (which React would keep for at
// least 300 ms) nor a "loading" screen while the session is checked.
const translations = new Promise((resolve) =>
  i18n.isInitialized ? resolve(undefined) : i18n.on('initialized', resolve),
);
const queryClient = createQueryClient();
const session = startSession();
const container = document.getElementById('root');
if (container) {
  const render = (startup?: Awaited<typeof session>) =>
    createRoot(container).render(
      <StrictMode>
        <App i18n={i18n} queryClient={queryClient} startup={startup} />
      </StrictMode>,
    );
  Promise.all([session, translations, preloadPage(window.location, queryClient, session)])
    .then(
      ([user]) => render(user),
      () => render(),
    )
    // By now the start-up has taken what src/early.ts sent; an answer left over is not kept for later.
    .finally(dropEarlyResponses);
} else {
  console.error('Critical error: the root container #root is missing; the app cannot start.');
}
