import { createBrowserRouter, RouterProvider } from 'react-router';
import { buildRouteTable } from './route-table';

const router = createBrowserRouter(buildRouteTable());

/**
 * Resolves once the router has loaded the first page's chunk. main.tsx renders only then: until that
 * moment #root keeps the HTML the server sent (a public page's content), where rendering at once
 * would replace it with the blank fallback for as long as the chunk takes to arrive.
 */
export const routerReady: Promise<void> = new Promise((resolve) => {
  if (router.state.initialized) {
    resolve();
    return;
  }
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    resolve();
  });
});

export function AppRouter() {
  return <RouterProvider router={router} />;
}
