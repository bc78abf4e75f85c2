// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { PageArea } from './page-area.tsx';

afterEach(cleanup);

function Frame() {
  return (
    <PageArea>
      <Outlet />
    </PageArea>
  );
}

function LeavingPage() {
  return <input aria-label="Descrizione, matricola, marca" defaultValue="" />;
}

function NextPage() {
  return <h1>Beni</h1>;
}

/** A router whose `/assets` page code arrives only when the test says so, as a lazy chunk over a slow network. */
function routerWithSlowPage() {
  let deliver: (page: { Component: ComponentType }) => void = () => undefined;
  const code = new Promise<{ Component: ComponentType }>((resolve) => {
    deliver = resolve;
  });
  const router = createMemoryRouter(
    [
      {
        path: '/',
        Component: Frame,
        children: [
          { path: 'location-change', Component: LeavingPage },
          { path: 'assets', lazy: () => code },
        ],
      },
    ],
    { initialEntries: ['/location-change'] },
  );
  return { router, deliver: (Component: ComponentType) => deliver({ Component }) };
}

describe('PageArea', () => {
  it('leaves the page interactive when no navigation is under way', () => {
    const { router } = routerWithSlowPage();
    render(<RouterProvider router={router} />);
    const field = screen.getByLabelText('Descrizione, matricola, marca');
    expect(field.closest('[inert]')).toBeNull();
    expect(field.closest('[aria-busy="true"]')).toBeNull();
  });

  it('makes the leaving page inert until the next page is shown, so what is typed cannot land on it', async () => {
    const { router, deliver } = routerWithSlowPage();
    render(<RouterProvider router={router} />);

    await act(async () => {
      void router.navigate('/assets');
    });
    expect(router.state.navigation.state).toBe('loading');
    const field = screen.getByLabelText('Descrizione, matricola, marca');
    expect(field.closest('[inert]')).not.toBeNull();
    expect(field.closest('[aria-busy="true"]')).not.toBeNull();

    await act(async () => deliver(NextPage));
    const heading = await screen.findByRole('heading', { name: 'Beni' });
    expect(screen.queryByLabelText('Descrizione, matricola, marca')).toBeNull();
    expect(heading.closest('[inert]')).toBeNull();
    expect(heading.closest('[aria-busy]')).toBeNull();
  });
});
