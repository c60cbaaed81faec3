import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * A remote's standalone page (`npm start` in its folder): renders the app into index.html's #root. Imported
 * only by the apps' `bootstrap.tsx`, so no exposed module carries it.
 */
export function mountStandalone(app: ReactNode): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(<StrictMode>{app}</StrictMode>);
}
