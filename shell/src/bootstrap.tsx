import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@shop/ui-kit/src/styles/tokens.css';
import { App } from './App';
import { firstPaintCodeReady } from './federation/first-paint';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
void firstPaintCodeReady(container, window.location.pathname).then(() =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
