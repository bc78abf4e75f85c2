import { describe, expect, it } from 'vitest';
import { hashRouteOf, isRootRoute, isSignInReturn } from './sign-in-return.ts';

describe('hashRouteOf', () => {
  it('reads the route after the hash', () => {
    expect(hashRouteOf({ hash: '#/news' })).toBe('/news');
    expect(hashRouteOf({ hash: '#/charge/detail/3?tab=2' })).toBe('/charge/detail/3?tab=2');
  });

  it('treats a missing or odd hash as the root', () => {
    expect(hashRouteOf({ hash: '' })).toBe('/');
    expect(hashRouteOf({ hash: '#' })).toBe('/');
    expect(hashRouteOf({ hash: '#news' })).toBe('/');
  });
});

describe('isRootRoute', () => {
  it('knows the root', () => {
    expect(isRootRoute('/')).toBe(true);
    expect(isRootRoute('/dashboard')).toBe(false);
  });
});

describe('isSignInReturn', () => {
  it('accepts only a state carrying a route', () => {
    expect(isSignInReturn({ returnTo: '/news' })).toBe(true);
    expect(isSignInReturn(undefined)).toBe(false);
    expect(isSignInReturn({ returnTo: 3 })).toBe(false);
  });
});
