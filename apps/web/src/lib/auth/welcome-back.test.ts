import { describe, expect, it } from 'vitest';
import { welcomesBack } from './welcome-back.ts';

const now = 1_795_000_000;

describe('welcomesBack (spec 01 §4, startup step 2)', () => {
  it('does not greet a user who just typed the password with "Ricordami" ticked', () => {
    const signIn = { authTime: now - 3, issuedAt: now };
    expect(welcomesBack({ remembered: true, arrivedAtRoot: true, signIn })).toBe(false);
  });

  it('greets a remembered user arriving later: a new sign-in on an old authentication, or a kept session', () => {
    const remembered = { authTime: now - 86_400, issuedAt: now };
    expect(welcomesBack({ remembered: true, arrivedAtRoot: true, signIn: remembered })).toBe(true);
    expect(welcomesBack({ remembered: true, arrivedAtRoot: true, signIn: undefined })).toBe(true);
  });

  it('greets nobody who is not remembered or arrives at a page of the app', () => {
    expect(welcomesBack({ remembered: false, arrivedAtRoot: true, signIn: undefined })).toBe(false);
    expect(welcomesBack({ remembered: true, arrivedAtRoot: false, signIn: undefined })).toBe(false);
  });

  it('does not greet after a sign-in whose times the identity provider did not give', () => {
    const signIn = { authTime: undefined, issuedAt: now };
    expect(welcomesBack({ remembered: true, arrivedAtRoot: true, signIn })).toBe(false);
  });
});
