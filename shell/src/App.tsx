import { BrowserRouter } from 'react-router-dom';
import { AuthProvider } from '@shop/app-context';
import { AppRoutes } from './routes/AppRoutes';

export function App() {
  return (
    <BrowserRouter>
      <AuthProvider>
        <AppRoutes />
      </AuthProvider>
    </BrowserRouter>
  );
}
