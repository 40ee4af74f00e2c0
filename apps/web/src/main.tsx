import './styles.css';
import './lib/zod-without-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadPage } from './app/routes';
import { createI18n } from './lib/i18n';
import { registerServiceWorker } from './lib/service-worker';
import { consumeAuthFragment } from './lib/session/auth-fragment';

consumeAuthFragment();
registerServiceWorker();
const i18n = createI18n();

// The translations and the page's code first, loaded side by side: the first render then shows the page
// itself, not a spinner that React would keep for at least 300 ms.
const translations = new Promise((resolve) =>
  i18n.isInitialized ? resolve(undefined) : i18n.on('initialized', resolve),
);
const container = document.getElementById('root');
if (container) {
  const render = () =>
    createRoot(container).render(
      <StrictMode>
        <App i18n={i18n} />
      </StrictMode>,
    );
  Promise.all([translations, preloadPage(window.location.pathname)]).then(render, render);
} else {
  console.error('Critical error: the root container #root is missing; the app cannot start.');
}
