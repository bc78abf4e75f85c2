import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchool, buildUser, startTestApp, type TestApp, type TestSchool } from '../test/harness.ts';
import { type LoginAnswer, openLoginForm, signInForTest, TestBrowser } from './sign-in.fixtures.ts';
import { readFailures } from './sign-in-failures.repo.ts';
import { throttlePolicies } from './sign-in-throttle.ts';

/** The login form's brute-force throttle, per account and per address, on a clock the test moves. */
describe('sign-in throttle', () => {
  let t: TestApp;
  let school: TestSchool;
  let clock = Date.parse('2026-11-25T13:00:00Z');
  const now = () => new Date(clock);
  const advance = (seconds: number) => {
    clock += seconds * 1000;
  };
  let addresses = 0;

  /** A browser behind the (trusted, loopback) proxy at an address of its own. */
  function browserAt(language = 'it-IT', address = `198.51.100.${++addresses}`) {
    return new TestBrowser({ 'x-forwarded-for': address, 'accept-language': language });
  }

  /** How long the answer says to wait, in seconds (0 when it says nothing of it). */
  function waitOf(answer: LoginAnswer): number {
    const seconds = /(?:attendi|wait) (\d+) second/.exec(answer.alert ?? '')?.[1];
    return seconds ? Number(seconds) : 0;
  }

  /** The lock's end as the page shows it: the minute it is over by, Italian time. */
  function shownTime(at: number): string {
    const minute = 60_000;
    return new Intl.DateTimeFormat('it-IT', {
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'Europe/Rome',
    }).format(new Date(Math.ceil(at / minute) * minute));
  }

  beforeAll(async () => {
    t = await startTestApp({}, { now });
    school = await buildSchool(t.db);
  });
  afterAll(() => t.close());

  it('makes an account wait longer after each failure, and refuses even the right password until then', async () => {
    const user = await buildUser(t.db, school);
    const form = await openLoginForm(t.baseUrl, browserAt());

    expect(await form.submit(user.username, 'wrong 1')).toMatchObject({
      status: 200,
      alert: 'Credenziali non valide',
    });
    expect(await form.submit(user.username, 'wrong 2')).toMatchObject({
      status: 200,
      alert: 'Credenziali non valide',
    });
    expect(await form.submit(user.username, 'wrong 3')).toMatchObject({
      status: 200,
      alert: 'Credenziali non valide. Troppi tentativi non riusciti: attendi 1 secondo e riprova.',
    });
    expect(await form.submit(user.username, user.password)).toMatchObject({
      status: 429,
      alert: 'Troppi tentativi non riusciti: attendi 1 secondo e riprova.',
      retryAfter: '1',
      signedIn: false,
    });

    let wait = 1;
    for (const next of [2, 4, 8, 16, 32]) {
      advance(wait);
      const failure = await form.submit(user.username, `wrong after ${wait}s`);
      expect(failure.alert).toBe(
        `Credenziali non valide. Troppi tentativi non riusciti: attendi ${next} secondi e riprova.`,
      );
      const early = await form.submit(user.username, user.password);
      expect(early).toMatchObject({ status: 429, retryAfter: String(next), signedIn: false });
      advance(next - 1);
      expect(await form.submit(user.username, user.password)).toMatchObject({ status: 429, retryAfter: '1' });
      advance(-(next - 1));
      wait = next;
    }
    expect((await readFailures(t.db, { kind: 'account', key: user.username }))?.failures).toBe(8);

    advance(wait);
    expect(await form.submit(user.username, user.password)).toMatchObject({ signedIn: true });
    // A sign-in forgets the account's failures.
    expect(await readFailures(t.db, { kind: 'account', key: user.username })).toBeUndefined();
  });

  it('refuses parallel guesses beyond the free ones: they cannot all pass before the first failure is written', async () => {
    const user = await buildUser(t.db, school);
    const form = await openLoginForm(t.baseUrl, browserAt());
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => form.submit(user.username, `parallel guess ${i}`)),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(throttlePolicies.account.freeFailures);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(12 - throttlePolicies.account.freeFailures);
    expect(await form.submit(user.username, user.password)).toMatchObject({ status: 429, signedIn: false });
  });

  it("locks an account (vendor staff's too) after ten failures until the time it shows, from any address", async () => {
    const vendor = await buildUser(t.db, school, { roles: ['inv.default', 'InvAdmin'] });
    const form = await openLoginForm(t.baseUrl, browserAt());
    let last: LoginAnswer | undefined;
    for (let failure = 1; failure <= throttlePolicies.account.lockAfter; failure += 1) {
      if (last) advance(waitOf(last));
      last = await form.submit(vendor.username, `guess ${failure}`);
      expect(last.status).toBe(200);
    }
    const lockedAt = clock;
    const end = lockedAt + throttlePolicies.account.lockSeconds * 1000;
    expect(last?.alert).toBe(
      `Credenziali non valide. Troppi tentativi non riusciti: l’accesso con questo nome utente è bloccato fino alle ${shownTime(end)}.`,
    );

    // Another address does not help, and the right password is refused without being checked.
    const elsewhere = await openLoginForm(t.baseUrl, browserAt());
    expect(await elsewhere.submit(vendor.username, vendor.password)).toMatchObject({
      status: 429,
      alert: `Troppi tentativi non riusciti: l’accesso con questo nome utente è bloccato fino alle ${shownTime(end)}.`,
      retryAfter: String(throttlePolicies.account.lockSeconds),
      signedIn: false,
    });
    advance(throttlePolicies.account.lockSeconds - 1);
    expect(await elsewhere.submit(vendor.username, vendor.password)).toMatchObject({
      status: 429,
      retryAfter: '1',
    });
    advance(1);
    expect(await elsewhere.submit(vendor.username, vendor.password)).toMatchObject({ signedIn: true });
  });

  // Thirty-odd round trips through the login form: a loaded machine needs more than the default 30 s.
  it('locks an address after thirty failures over many accounts, saying so in English to an English browser', async () => {
    const user = await buildUser(t.db, school);
    const address = '203.0.113.7';
    const form = await openLoginForm(t.baseUrl, browserAt('en-GB,en;q=0.9', address));
    let last: LoginAnswer | undefined;
    for (let failure = 1; failure <= throttlePolicies.address.lockAfter; failure += 1) {
      if (last) advance(waitOf(last));
      // One guess per account: only the address adds up.
      last = await form.submit(`sprayed.${failure}`, 'Password1');
      expect(last.status).toBe(200);
    }
    const end = clock + throttlePolicies.address.lockSeconds * 1000;
    expect(last?.alert).toBe(
      `Invalid credentials. Too many failed attempts from this network: sign-in is locked until ${shownTime(end)}.`,
    );

    // The right password of an account that never failed is refused from that address...
    expect(await form.submit(user.username, user.password)).toMatchObject({
      status: 429,
      alert: `Too many failed attempts from this network: sign-in is locked until ${shownTime(end)}.`,
      retryAfter: String(throttlePolicies.address.lockSeconds),
      signedIn: false,
    });
    // ...and in Italian to an Italian browser there...
    const italian = await openLoginForm(t.baseUrl, browserAt('it-IT', address));
    expect((await italian.submit(user.username, user.password)).alert).toBe(
      `Troppi tentativi non riusciti da questa rete: l’accesso è bloccato fino alle ${shownTime(end)}.`,
    );
    // ...while it signs in from another address, and from this one once the lock is over.
    expect(
      await (await openLoginForm(t.baseUrl, browserAt())).submit(user.username, user.password),
    ).toMatchObject({
      signedIn: true,
    });
    advance(throttlePolicies.address.lockSeconds);
    expect(await form.submit(user.username, user.password)).toMatchObject({ signedIn: true });
  }, 120_000);

  it('keeps the failures in the database, where a second API node sees them, and forgets them in time', async () => {
    const secondNode = await startTestApp({}, { now, database: t.database });
    try {
      const user = await buildUser(t.db, school);
      const address = '192.0.2.44';
      const first = await openLoginForm(t.baseUrl, browserAt('it-IT', address));
      for (let failure = 1; failure <= 3; failure += 1) await first.submit(user.username, `guess ${failure}`);

      const second = await openLoginForm(secondNode.baseUrl, browserAt('it-IT', address));
      expect(await second.submit(user.username, user.password)).toMatchObject({
        status: 429,
        retryAfter: '1',
      });
      expect(await readFailures(t.db, { kind: 'address', key: address })).toMatchObject({ failures: 3 });

      advance(1);
      expect(await second.submit(user.username, user.password)).toMatchObject({ signedIn: true });
      expect(await readFailures(t.db, { kind: 'account', key: user.username })).toBeUndefined();
      // The address keeps its three failures (a sign-in there proves nothing of the other guesses)...
      expect(await readFailures(t.db, { kind: 'address', key: address })).toMatchObject({ failures: 3 });

      // ...until they have leaked away: then the row is gone with the next attempt anywhere.
      advance(3 * throttlePolicies.address.leakSeconds);
      await (await openLoginForm(t.baseUrl, browserAt())).submit('someone.else', 'guess');
      expect(await readFailures(t.db, { kind: 'address', key: address })).toBeUndefined();
    } finally {
      await secondNode.close();
    }
  });

  it("counts the current password of a password change as a guess of the account's", async () => {
    const user = await buildUser(t.db, school);
    const browser = browserAt();
    await signInForTest(t.baseUrl, user.username, user.password, { browser });
    const passwordUrl = `${t.baseUrl}/auth/account/password`;
    const change = async (current: string) => {
      const page = await (await browser.request(passwordUrl)).text();
      const csrf = /name="csrf" value="([^"]+)"/.exec(page)?.[1] ?? '';
      const fields = {
        csrf,
        current_password: current,
        new_password: 'a new password',
        confirm_password: 'a new password',
      };
      const response = await browser.submit(passwordUrl, fields);
      const alert = /role="alert">([^<]*)</.exec(await response.text())?.[1];
      return { status: response.status, alert, retryAfter: response.headers.get('retry-after') };
    };
    for (let guess = 1; guess <= 3; guess += 1) {
      expect(await change(`guess ${guess}`)).toMatchObject({
        status: 400,
        alert: 'La password attuale non è corretta',
      });
    }
    // The right current password now waits like a sign-in would, and the login form refuses too.
    expect(await change(user.password)).toMatchObject({
      status: 429,
      alert: 'Troppi tentativi non riusciti: attendi 1 secondo e riprova.',
      retryAfter: '1',
    });
    const form = await openLoginForm(t.baseUrl, browserAt());
    expect(await form.submit(user.username, user.password)).toMatchObject({ status: 429 });
    advance(1);
    expect(await change(user.password)).toMatchObject({ status: 200 });
  });

  it('locks before forgetting, and lets failures add up to the lock for one who keeps trying', () => {
    for (const policy of Object.values(throttlePolicies)) {
      expect(policy.lockSeconds).toBeLessThanOrEqual(policy.lockAfter * policy.leakSeconds);
      expect(policy.leakSeconds).toBeGreaterThan(policy.maxDelaySeconds);
    }
  });
});
