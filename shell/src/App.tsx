import { BrowserRouter } from 'react-router-dom';
import { AuthProvider, LanguageProvider, type Language } from '@shop/app-context';
import { AppRoutes } from './routes/AppRoutes';
import { routerBasename } from './i18n/page-language';

export function App({ language }: { language: Language }) {
  return (
    <LanguageProvider language={language}>
      <BrowserRouter basename={routerBasename(language)}>
        <AuthProvider>
          <AppRoutes />
        </AuthProvider>
      </BrowserRouter>
    </LanguageProvider>
  );
}
