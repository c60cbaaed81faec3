import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@shop/ui-kit/src/styles/tokens.css';
import { StandaloneApp } from './standalone/StandaloneApp';

// Standalone mode for the back-office team: `npm start` serves this page on :3003, with /api proxied to the
// gateway. In the shop itself only the exposed AdminApp is used and this file never runs.
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <StandaloneApp />
  </StrictMode>,
);
