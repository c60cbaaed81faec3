import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setCurrentLanguage } from '@shop/app-context';
import '@shop/ui-kit/src/styles/tokens.css';
import '@fontsource/cairo/arabic-400.css';
import '@fontsource/cairo/arabic-700.css';
import './i18n/arabic-font.css';
import { App } from './App';
import { firstPaintCodeReady } from './federation/first-paint';
import { shellMessages } from './i18n/messages';
import { pageLanguage } from './i18n/page-language';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
// The shell owns the language (decision 024): set before any remote code asks for it.
const language = pageLanguage(window.location.pathname);
setCurrentLanguage(language);
// A catalogue that fails to download leaves the keys on screen rather than no page at all.
const messages = shellMessages.ready(language).catch((error: unknown) => console.error('shell messages', error));
void Promise.all([messages, firstPaintCodeReady(container, window.location.pathname)]).then(() =>
  createRoot(container).render(
    <StrictMode>
      <App language={language} />
    </StrictMode>,
  ),
);
