import { createBrowserRouter, RouterProvider } from 'react-router';
import { buildRouteTable } from './route-table';

const router = createBrowserRouter(buildRouteTable());

export function AppRouter() {
  return <RouterProvider router={router} />;
}
