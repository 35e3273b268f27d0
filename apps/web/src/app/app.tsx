import { createBrowserRouter, RouterProvider } from 'react-router';
import { HomePage } from './routes/home-page.tsx';
import { NotFoundPage } from './routes/not-found-page.tsx';
import { StatusPage } from './routes/status-page.tsx';

const router = createBrowserRouter([
  { path: '/', element: <HomePage /> },
  { path: '/status', element: <StatusPage /> },
  { path: '*', element: <NotFoundPage /> },
]);

export function App() {
  return <RouterProvider router={router} />;
}
