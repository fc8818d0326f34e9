import { describe, expect, it } from 'vitest';
import { parseCoordinate, POSITION_FORM_MESSAGES, positionFormSchema, positionFormText } from './listing-position-form';

/** Each field's message for typed coordinates ({} when accepted). */
function problems(lat: string, lng: string): Record<string, string> {
  const result = positionFormSchema.safeParse({ lat, lng });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('parseCoordinate', () => {
  it('reads decimal degrees, signed, exactly as typed', () => {
    expect(parseCoordinate('30.2672')).toBe(30.2672);
    expect(parseCoordinate(' -97.7431 ')).toBe(-97.7431);
    expect(parseCoordinate('+4')).toBe(4);
    expect(parseCoordinate('12.')).toBe(12);
    expect(parseCoordinate('.5')).toBe(0.5);
    expect(parseCoordinate('30.12345678912')).toBe(30.12345678912);
  });

  it('reads back every stored coordinate as text, the exponent form of tiny ones included', () => {
    for (const value of [0, -0.000001, 1e-7, -Math.PI / 1e9, 89.99999999999999, -179.123456789]) expect(parseCoordinate(String(value)), String(value)).toBe(value);
  });

  it('refuses what is not a number of degrees', () => {
    for (const text of ['', '-', '.', '30,5', 'N30', '30°', 'Infinity', 'NaN', '0x1F', '30.2.1', '1e', '- 3']) expect(parseCoordinate(text), text).toBeNull();
  });
});

describe('positionFormSchema', () => {
  it('is no position when both are blank, or absent (a form from before the map)', () => {
    expect(positionFormSchema.parse({ lat: '', lng: '  ' })).toBeUndefined();
    expect(positionFormSchema.parse(undefined)).toBeUndefined();
  });

  it('yields exactly {lat, lng}', () => {
    expect(positionFormSchema.parse({ lat: '30.2672', lng: '-97.74310049' })).toStrictEqual({ lat: 30.2672, lng: -97.74310049 });
  });

  it('takes the globe’s edges and refuses beyond them, each on its field', () => {
    expect(problems('90', '-180')).toEqual({});
    expect(problems('-90', '180')).toEqual({});
    expect(problems('90.5', '181')).toEqual({ lat: POSITION_FORM_MESSAGES.latitude, lng: POSITION_FORM_MESSAGES.longitude });
    expect(problems('-91', '-180.000001')).toEqual({ lat: POSITION_FORM_MESSAGES.latitude, lng: POSITION_FORM_MESSAGES.longitude });
    expect(problems('north', '1e3')).toEqual({ lat: POSITION_FORM_MESSAGES.latitude, lng: POSITION_FORM_MESSAGES.longitude });
  });

  it('wants both or neither: the missing one says so', () => {
    expect(problems('30.2672', '')).toEqual({ lng: POSITION_FORM_MESSAGES.longitudeMissing });
    expect(problems(' ', '-97.7431')).toEqual({ lat: POSITION_FORM_MESSAGES.latitudeMissing });
    expect(problems('x', '')).toEqual({ lat: POSITION_FORM_MESSAGES.latitude, lng: POSITION_FORM_MESSAGES.longitudeMissing });
  });
});

describe('positionFormText', () => {
  it('is blank without a position, and the stored numbers as text with one', () => {
    expect(positionFormText(undefined)).toEqual({ lat: '', lng: '' });
    expect(positionFormText({ lat: -33.8688, lng: 151.2093 })).toEqual({ lat: '-33.8688', lng: '151.2093' });
  });
});
