import path from 'node:path';

/** A user the server seeds (password `demo`), as the shell names it. */
export interface DemoUser {
  username: string;
  fullName: string;
}

/** The demo accounts the server seeds on a fresh data folder. */
export const demoUsers = {
  dsga: { username: 'demo.dsga', fullName: 'Maria Rossi' },
  norin: { username: 'demo.norin', fullName: 'Luca Bianchi' },
  noinv: { username: 'demo.noinv', fullName: 'Paolo Verdi' },
  support: { username: 'demo.support', fullName: 'Sara Neri' },
  /** DSGA of DEMO002, the school that merges into DEMO001 (its goods of the merge's year). */
  dsga2: { username: 'demo.dsga2', fullName: 'Giulia Conti' },
} as const satisfies Record<string, DemoUser>;

export const DEMO_PASSWORD = 'demo';

export const demoSchools = {
  main: { code: 'DEMO001', name: 'Istituto Comprensivo Demo', city: 'Roma' },
  second: { code: 'DEMO002', name: 'Istituto Tecnico Demo', city: 'Milano' },
} as const;

/** Where the setup project saves a user's signed-in browser state (per port: runs may share the machine). */
export function storageStateOf(user: DemoUser): string {
  return path.join('.tmp', 'e2e-auth', `port-${process.env.E2E_PORT ?? 8181}`, `${user.username}.json`);
}

export function screenshotPath(name: string): string {
  return path.join('.tmp', 'screens', `${name}.png`);
}
