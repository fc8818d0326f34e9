import { describe, expect, it } from 'vitest';
import { instantFromIso, instantToIso, isSameInstant } from './instant';

const at = ($seconds: number, $nanos: number) => ({ $seconds, $nanos });
/** 2026-11-23T21:40:34Z. */
const SECONDS = 1_795_470_034;

describe('instantToIso', () => {
  it('writes whole milliseconds exactly as Date#toISOString does (3 digits)', () => {
    expect(instantToIso(at(SECONDS, 123_000_000))).toBe('2026-11-23T21:40:34.123Z');
    expect(instantToIso(at(SECONDS, 0))).toBe('2026-11-23T21:40:34.000Z');
    expect(instantToIso(at(0, 0))).toBe('1970-01-01T00:00:00.000Z');
  });

  it('agrees with Date#toISOString on every millisecond instant it is given, leap days and pre-1970 included', () => {
    const millis = [
      0, 1, 999, 1_000, 86_399_999, 86_400_000, 951_782_400_000 /* 2000-02-29 */, 4_107_542_400_000 /* 2100-03-01 */, 1_795_470_034_123, 253_402_300_799_999 /* 9999-12-31T23:59:59.999 */, -1,
      -86_400_001, -62_135_596_800_000 /* 0001-01-01 */,
    ];
    for (let step = 0; step < 2_000; step += 1) millis.push(Math.floor(((step * 7_919_113) % 10_000_000) * 1_000_003) - 2_000_000_000_000);
    for (const ms of millis) {
      const seconds = Math.floor(ms / 1000);
      expect(instantToIso(at(seconds, (ms - seconds * 1000) * 1_000_000)), String(ms)).toBe(new Date(ms).toISOString());
    }
  });

  it('writes 6 digits for whole microseconds and 9 otherwise', () => {
    expect(instantToIso(at(SECONDS, 123_456_000))).toBe('2026-11-23T21:40:34.123456Z');
    expect(instantToIso(at(SECONDS, 1_000))).toBe('2026-11-23T21:40:34.000001Z');
    expect(instantToIso(at(SECONDS, 123_456_789))).toBe('2026-11-23T21:40:34.123456789Z');
    expect(instantToIso(at(SECONDS, 5))).toBe('2026-11-23T21:40:34.000000005Z');
    expect(instantToIso(at(SECONDS, 999_999_999))).toBe('2026-11-23T21:40:34.999999999Z');
  });

  it('refuses what is not an instant of Firestore’s range (RangeError)', () => {
    for (const bad of [at(SECONDS, -1), at(SECONDS, 1_000_000_000), at(SECONDS, 1.5), at(0.5, 0), at(Number.NaN, 0), at(253_402_300_800, 0), at(-62_135_596_801, 0)]) {
      expect(() => instantToIso(bad), JSON.stringify(bad)).toThrow(RangeError);
    }
  });
});

describe('instantFromIso', () => {
  it('round-trips milliseconds, microseconds and nanoseconds exactly', () => {
    for (const nanos of [0, 123_000_000, 999_000_000, 123_456_000, 1_000, 999_999_000, 123_456_789, 1, 999_999_999]) {
      for (const seconds of [0, 59, 951_782_400 /* 2000-02-29 */, SECONDS, 4_102_444_799 /* 2099-12-31T23:59:59 */, 253_402_300_799]) {
        const instant = at(seconds, nanos);
        expect(instantFromIso(instantToIso(instant)), JSON.stringify(instant)).toEqual(instant);
      }
    }
  });

  it('reads 0 to 9 fractional digits without rounding', () => {
    expect(instantFromIso('2026-11-23T21:40:34Z')).toEqual(at(SECONDS, 0));
    expect(instantFromIso('2026-11-23T21:40:34.1Z')).toEqual(at(SECONDS, 100_000_000));
    expect(instantFromIso('2026-11-23T21:40:34.12Z')).toEqual(at(SECONDS, 120_000_000));
    expect(instantFromIso('2026-11-23T21:40:34.1234Z')).toEqual(at(SECONDS, 123_400_000));
    expect(instantFromIso('2026-11-23T21:40:34.12345678Z')).toEqual(at(SECONDS, 123_456_780));
    // Date would round this to .999 or the next second; the exact value survives.
    expect(instantFromIso('2026-11-23T21:40:34.999999999Z')).toEqual(at(SECONDS, 999_999_999));
  });

  it('reads what Date#toISOString writes, to the same instant', () => {
    const ms = 1_795_470_034_123;
    expect(instantFromIso(new Date(ms).toISOString())).toEqual(at(Math.floor(ms / 1000), 123_000_000));
  });

  it.each([
    '',
    'not a date',
    '2026-11-23',
    '2026-11-23T21:40Z',
    '2026-11-23T21:40:34',
    '2026-11-23T21:40:34.Z',
    '2026-11-23T21:40:34.1234567890Z',
    '2026-11-23T21:40:34.123+00:00',
    '2026-11-23T21:40:34.123z',
    '2026-11-23t21:40:34.123Z',
    '2026-11-23 21:40:34.123Z',
    ' 2026-11-23T21:40:34.123Z',
    '2026-11-23T21:40:34.123Z ',
    '2026-11-23T21:40:34.123Z\n',
    '+002026-11-23T21:40:34.123Z',
    '26-11-23T21:40:34.123Z',
    '2026-1-23T21:40:34.123Z',
    '2026-11-23T21:40:34.12a4Z',
    '２０２６-11-23T21:40:34Z',
    '2026-00-23T21:40:34Z',
    '2026-13-23T21:40:34Z',
    '2026-11-00T21:40:34Z',
    '2026-11-31T21:40:34Z',
    '2026-02-29T00:00:00Z',
    '2100-02-29T00:00:00Z',
    '2026-11-23T24:00:00Z',
    '2026-11-23T21:60:34Z',
    '2026-12-31T23:59:60Z',
    '1969-12-31T23:59:59.999Z',
    '0001-01-01T00:00:00Z',
  ])('refuses %j (null)', (text) => {
    expect(instantFromIso(text)).toBeNull();
  });

  it('accepts the last day of February in leap years, 2000 included', () => {
    expect(instantFromIso('2024-02-29T12:00:00Z')).not.toBeNull();
    expect(instantFromIso('2000-02-29T00:00:00Z')).toEqual(at(951_782_400, 0));
  });
});

describe('isSameInstant', () => {
  it('matches a Timestamp to the nanosecond, and never a missing instant', () => {
    expect(isSameInstant({ seconds: 1_700_000_000, nanoseconds: 123_456_789 }, { $seconds: 1_700_000_000, $nanos: 123_456_789 })).toBe(true);
    expect(isSameInstant({ seconds: 1_700_000_000, nanoseconds: 123_456_000 }, { $seconds: 1_700_000_000, $nanos: 123_456_789 })).toBe(false);
    expect(isSameInstant({ seconds: 1_700_000_001, nanoseconds: 0 }, { $seconds: 1_700_000_000, $nanos: 0 })).toBe(false);
    expect(isSameInstant({ seconds: 0, nanoseconds: 0 }, null)).toBe(false);
  });
});
