import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@shop/ui-kit/src/styles/tokens.css';
import { StandaloneApp } from './standalone/StandaloneApp';

// Standalone mode for the checkout team: `npm start` serves this page on :3002, with /api proxied to the
// gateway. In the shop itself only the exposed modules are used and this file never runs.
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <StandaloneApp />
  </StrictMode>,
);
