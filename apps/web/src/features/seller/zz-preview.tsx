import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../../app/providers.tsx';
import { sellerRoutes } from './routes.tsx';
import '../../styles.css';

const target = new URLSearchParams(location.search).get('p');
if (target) history.replaceState(null, '', target);
const router = createBrowserRouter([{ path: '/', element: <div>customer home</div> }, ...sellerRoutes]);
createRoot(document.getElementById('root')!).render(
  <AppProviders>
    <RouterProvider router={router} />
  </AppProviders>,
);
