import { scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('stores scrypt parameters, salt and hash in the documented format', async () => {
    const stored = await hashPassword('correct horse battery');
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('correct horse battery');
    await expect(verifyPassword('correct horse battery', stored)).resolves.toBe(true);
    await expect(verifyPassword('correct horse batterY', stored)).resolves.toBe(false);
    await expect(verifyPassword('', stored)).resolves.toBe(false);
  });

  it('salts every hash, so equal passwords give different hashes', async () => {
    const first = await hashPassword('demo');
    const second = await hashPassword('demo');
    expect(first).not.toBe(second);
    await expect(verifyPassword('demo', second)).resolves.toBe(true);
  });

  it('verifies hashes made with other cost parameters, read from the stored value', async () => {
    const salt = Buffer.from('0123456789abcdef');
    const hash = scryptSync('password', salt, 32, { N: 1024, r: 8, p: 1 });
    const stored = `scrypt$1024$8$1$${salt.toString('base64')}$${hash.toString('base64')}`;
    await expect(verifyPassword('password', stored)).resolves.toBe(true);
    await expect(verifyPassword('Password', stored)).resolves.toBe(false);
  });

  it('treats the same password in another Unicode normal form as equal', async () => {
    const stored = await hashPassword('perch\u00e9');
    await expect(verifyPassword('perche\u0301', stored)).resolves.toBe(true);
  });

  it('never matches a malformed stored value', async () => {
    for (const stored of [
      '',
      'plain',
      'bcrypt$1$2$3$c2FsdA==$aGFzaA==',
      'scrypt$x$8$1$c2FsdA==$aGFzaA==',
      'scrypt$1024$8$1$c2FsdA==$',
    ]) {
      await expect(verifyPassword('password', stored)).resolves.toBe(false);
    }
  });
});
