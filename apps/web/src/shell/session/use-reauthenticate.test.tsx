// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { User, UserManager } from 'oidc-client-ts';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { UserManagerProvider } from '@/lib/auth/user-manager-context.tsx';
import { SessionLifecycleProvider, useSessionLifecycle } from './session-lifecycle.tsx';
import { useReauthenticate } from './use-reauthenticate.ts';

const claims = {
  sub: '1',
  preferred_username: 'demo.dsga',
  customer_code: 'DEMO001',
  roles: [],
  licenses: [],
};

function userNamed(username: string): User {
  return { profile: { ...claims, preferred_username: username }, access_token: 'opaque' } as unknown as User;
}

/**
 * The identity client is a stand-in: the popup needs a browser window and a provider, and what is
 * under test is only what the hook does with the user the popup returns.
 */
function fakeUserManager(popup: () => Promise<User>) {
  return { signinPopup: vi.fn(popup), removeUser: vi.fn(async () => undefined) };
}

function renderReauthenticate(userManager: ReturnType<typeof fakeUserManager>) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={new QueryClient()}>
      <UserManagerProvider userManager={userManager as unknown as UserManager}>
        <SessionLifecycleProvider>{children}</SessionLifecycleProvider>
      </UserManagerProvider>
    </QueryClientProvider>
  );
  const rendered = renderHook(
    () => ({ reauthenticate: useReauthenticate('demo.dsga'), lifecycle: useSessionLifecycle() }),
    { wrapper },
  );
  act(() => rendered.result.current.lifecycle.expire({ claims, tokens: {} }));
  return rendered;
}

describe('useReauthenticate', () => {
  it('resumes the session when the same user signs in again', async () => {
    const userManager = fakeUserManager(async () => userNamed('demo.dsga'));
    const { result } = renderReauthenticate(userManager);
    await act(() => result.current.reauthenticate.run());
    expect(result.current.reauthenticate.outcome).toBe('resumed');
    expect(result.current.lifecycle.phase).toBe('active');
    expect(userManager.removeUser).not.toHaveBeenCalled();
  });

  it('refuses another user, drops their sign-in and keeps the session expired', async () => {
    const userManager = fakeUserManager(async () => userNamed('demo.support'));
    const { result } = renderReauthenticate(userManager);
    await act(() => result.current.reauthenticate.run());
    expect(result.current.reauthenticate.outcome).toBe('differentUser');
    expect(result.current.lifecycle.phase).toBe('expired');
    expect(userManager.removeUser).toHaveBeenCalledTimes(1);
  });

  it('reports a popup the browser blocked', async () => {
    const userManager = fakeUserManager(async () => {
      throw new Error('Attempted to navigate on a disposed window');
    });
    const { result } = renderReauthenticate(userManager);
    await act(() => result.current.reauthenticate.run());
    expect(result.current.reauthenticate.outcome).toBe('popupBlocked');
    expect(result.current.lifecycle.phase).toBe('expired');
  });
});
