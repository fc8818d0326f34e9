import { describe, expect, it } from 'vitest';
import { field, parseForm, textFields } from './form';

describe('parseForm (Stripe-style form bodies)', () => {
  it('nests a[b][c]=v and decodes + and %XX', () => {
    const fields = parseForm('amount=1250&metadata[offerId]=abc&payment_method_data[card][number]=4242+4242&description=Offer%20on%20%C3%A9t%C3%A9');
    expect(fields).toEqual({
      amount: '1250',
      metadata: { offerId: 'abc' },
      payment_method_data: { card: { number: '4242 4242' } },
      description: 'Offer on été',
    });
    expect(field(fields, 'payment_method_data', 'card', 'number')).toBe('4242 4242');
    expect(field(fields, 'metadata', 'missing')).toBeUndefined();
  });

  it('reads indexed and empty-bracket keys as lists, as the stripe SDK sends them', () => {
    expect(parseForm('payment_method_types[0]=card&payment_method_types[1]=link')).toEqual({ payment_method_types: ['card', 'link'] });
    expect(parseForm('expand[]=latest_charge&expand[]=customer')).toEqual({ expand: ['latest_charge', 'customer'] });
  });

  it('keeps the last value of a repeated key and ignores keys that would reach a prototype', () => {
    const fields = parseForm('a=1&a=2&__proto__[polluted]=yes&metadata[constructor]=x&metadata[ok]=y');
    expect(fields).toEqual({ a: '2', metadata: { ok: 'y' } });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('keeps only text values as metadata', () => {
    expect(textFields(parseForm('metadata[a]=1&metadata[b][c]=2').metadata)).toEqual({ a: '1' });
    expect(textFields(undefined)).toEqual({});
  });
});
