import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ErrorRoutePage } from '@/app/routes/public/error-route-page';
import { AppErrorScreen } from './app-error-screen';

const MESSAGE = `Application error: a server/client-side exception has occurred while loading ${window.location.host} (see the server logs/browser console for more information).`;

describe('spec 8 generic error page', () => {
  it('shows the message with the host and no digest line when there is no digest', () => {
    const { container } = render(<AppErrorScreen />);
    expect(screen.getByText(MESSAGE)).toBeInTheDocument();
    expect(container.textContent).not.toContain('Digest:');
  });

  it("adds 'Digest: …' after the message when a digest exists", () => {
    render(<AppErrorScreen digest="abc123" />);
    expect(screen.getByText(MESSAGE)).toBeInTheDocument();
    expect(screen.getByText('Digest: abc123')).toBeInTheDocument();
  });

  it('/error reads the digest from the query string', () => {
    const router = createMemoryRouter([{ path: '/error', element: <ErrorRoutePage /> }], {
      initialEntries: ['/error?digest=42x'],
    });
    render(<RouterProvider router={router} />);
    expect(screen.getByText('Digest: 42x')).toBeInTheDocument();
  });

  it('/error without a digest has no digest line', () => {
    const router = createMemoryRouter([{ path: '/error', element: <ErrorRoutePage /> }], {
      initialEntries: ['/error?digest='],
    });
    const { container } = render(<RouterProvider router={router} />);
    expect(screen.getByText(MESSAGE)).toBeInTheDocument();
    expect(container.textContent).not.toContain('Digest:');
  });
});
