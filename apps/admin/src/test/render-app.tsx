import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { BASENAME } from '~/features/auth';
import { routes } from '~/router';

/** The whole app at `path` (under the basename), as a staff member's browser would show it. */
export function renderApp(path: string, userOptions?: Parameters<typeof userEvent.setup>[0]) {
  const router = createMemoryRouter(routes, {
    basename: BASENAME,
    initialEntries: [`${BASENAME}${path}`],
  });
  const user = userEvent.setup(userOptions);
  const view = render(<RouterProvider router={router} />);
  return { router, user, ...view };
}

/** The app-relative path and query the router shows ("/orders?status=0"). */
export function currentPath(router: ReturnType<typeof createMemoryRouter>): string {
  const { pathname, search } = router.state.location;
  return (pathname.replace(BASENAME, '') || '/') + search;
}
