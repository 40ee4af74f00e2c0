import './styles.css';
import './lib/zod-without-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createI18n } from './lib/i18n';
import { registerServiceWorker } from './lib/service-worker';
import { consumeAuthFragment } from './lib/session/auth-fragment';

consumeAuthFragment();
registerServiceWorker();
const i18n = createI18n();

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <App i18n={i18n} />
    </StrictMode>,
  );
} else {
  console.error('Critical error: the root container #root is missing; the app cannot start.');
}
