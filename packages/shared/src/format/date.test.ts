import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatSchoolDateTime,
  isCalendarDate,
  parseDisplayDate,
  toIsoDate,
} from './date.ts';

describe('formatDate', () => {
  it('writes an ISO date as DD/MM/YYYY', () => {
    expect(formatDate('2026-09-01')).toBe('01/09/2026');
  });

  it('writes a timestamp as its local calendar date', () => {
    const instant = new Date(2026, 11, 31, 23, 30);
    expect(formatDate(instant.toISOString())).toBe('31/12/2026');
  });

  it('leaves empty and unreadable values blank', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatDateTime', () => {
  it('writes a timestamp as its local DD/MM/YYYY hh:mm, with the whole year', () => {
    expect(formatDateTime(new Date(2026, 0, 5, 9, 7).toISOString())).toBe('05/01/2026 09:07');
    expect(formatDateTime(new Date(2026, 11, 31, 23, 59).toISOString())).toBe('31/12/2026 23:59');
  });

  it('leaves empty and unreadable values blank', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});

describe('parseDisplayDate', () => {
  it('reads day/month/year into an ISO date', () => {
    expect(parseDisplayDate('01/09/2026')).toBe('2026-09-01');
  });

  it('accepts one-digit days and months and dash or dot separators', () => {
    expect(parseDisplayDate('1/9/2026')).toBe('2026-09-01');
    expect(parseDisplayDate('01-09-2026')).toBe('2026-09-01');
    expect(parseDisplayDate('01.09.2026')).toBe('2026-09-01');
  });

  it('needs exactly two separators', () => {
    expect(parseDisplayDate('01092026')).toBeNull();
    expect(parseDisplayDate('01/09')).toBeNull();
    expect(parseDisplayDate('01/09/2026/1')).toBeNull();
  });

  it('refuses days that do not exist', () => {
    expect(parseDisplayDate('31/04/2026')).toBeNull();
    expect(parseDisplayDate('29/02/2026')).toBeNull();
    expect(parseDisplayDate('29/02/2028')).toBe('2028-02-29');
  });

  it('refuses two-digit years and letters', () => {
    expect(parseDisplayDate('01/09/26')).toBeNull();
    expect(parseDisplayDate('aa/09/2026')).toBeNull();
  });
});

describe('isCalendarDate', () => {
  it('knows the length of every month', () => {
    expect(isCalendarDate(2026, 12, 31)).toBe(true);
    expect(isCalendarDate(2026, 13, 1)).toBe(false);
    expect(isCalendarDate(2026, 6, 0)).toBe(false);
  });
});

describe('toIsoDate', () => {
  it('uses the local calendar day', () => {
    expect(toIsoDate(new Date(2026, 0, 5, 0, 10))).toBe('2026-01-05');
  });
});

describe('formatSchoolDateTime', () => {
  it("writes the time in Italy to the second, in winter and in summer, whatever the machine's zone", () => {
    expect(formatSchoolDateTime('2026-11-27T18:07:44.962Z')).toBe('27/11/2026 19:07:44');
    expect(formatSchoolDateTime('2026-07-01T22:30:05Z')).toBe('02/07/2026 00:30:05');
  });

  it('writes nothing for an empty or unreadable value', () => {
    expect(formatSchoolDateTime(null)).toBe('');
    expect(formatSchoolDateTime('not a date')).toBe('');
  });
});
