import type { WebConfig } from '@inventario/shared/contracts/config';
import type { UserManager } from 'oidc-client-ts';
import { createContext, type ReactNode, useContext } from 'react';
import { closeBackendSession, ensureBackendSession, openBackendSession } from '@/lib/auth/backend-session.ts';
import { readSessionToken } from '@/lib/auth/session-token.ts';
import { type ApiClient, createApiClient } from './api-client.ts';

/** The two backends of DESIGN §1 the web client calls with tokens. */
export interface BackendClients {
  /** `/inventario/api`: bearer token and `x-auth-token`. */
  inventory: ApiClient;
  /** `/area-clienti`: bearer token only. */
  customerArea: ApiClient;
  /** The backend session behind `x-auth-token`. */
  sessions: BackendSessions;
}

export interface BackendSessions {
  /** The stored session of this user (OpenID `sub`), or a new one. */
  ensure(subject: string): Promise<string>;
  /** Ends the stored session at the server (logout). */
  close(): Promise<void>;
}

export function createBackendClients(config: WebConfig, userManager: UserManager): BackendClients {
  const getAccessToken = async () => (await userManager.getUser())?.access_token;
  // Opening a session is bearer only: this client never sends a (possibly stale) session token.
  const sessionOpener = createApiClient({ baseUrl: config.apiBaseUrl, getAccessToken });
  // Closing sends the stored token but never opens a new session to close it.
  const sessionCloser = createApiClient({
    baseUrl: config.apiBaseUrl,
    getAccessToken,
    getSessionToken: readSessionToken,
  });
  let renewal: Promise<string | undefined> | undefined;
  // One renewal at a time: the calls rejected together wait for the same new session.
  const renewSessionToken = () => {
    renewal ??= openBackendSession(sessionOpener, userManager)
      .catch(() => undefined)
      .finally(() => {
        renewal = undefined;
      });
    return renewal;
  };
  return {
    inventory: createApiClient({
      baseUrl: config.apiBaseUrl,
      getAccessToken,
      getSessionToken: readSessionToken,
      renewSessionToken,
    }),
    customerArea: createApiClient({ baseUrl: config.customerAreaBaseUrl, getAccessToken }),
    sessions: {
      ensure: (subject) => ensureBackendSession(sessionOpener, userManager, subject),
      close: () => closeBackendSession(sessionCloser),
    },
  };
}

const BackendClientsContext = createContext<BackendClients | undefined>(undefined);

export function BackendClientsProvider(props: { clients: BackendClients; children: ReactNode }) {
  return <BackendClientsContext value={props.clients}>{props.children}</BackendClientsContext>;
}

/** The API clients, for the fetchers of `features/<area>/api`. */
export function useBackendClients(): BackendClients {
  const clients = useContext(BackendClientsContext);
  if (!clients) throw new Error('useBackendClients needs a BackendClientsProvider');
  return clients;
}
