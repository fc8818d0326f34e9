import { describe, expect, it } from 'vitest';
import { MORTGAGE_MESSAGES as M, calculateMortgage, monthlyPayment } from './mortgage';

const cents = (value: number) => Math.round(value * 100) / 100;
const input = (price: string, downPayment: string, ratePercent: string, termYears: string) => ({ price, downPayment, ratePercent, termYears });

describe('monthlyPayment (standard amortisation)', () => {
  it('matches published figures', () => {
    // $200,000 at 6.5% over 30 years: $1,264.14 a month.
    expect(cents(monthlyPayment(200_000, 6.5, 360))).toBe(1264.14);
    // $100,000 at 5% over 15 years: $790.79 a month.
    expect(cents(monthlyPayment(100_000, 5, 180))).toBe(790.79);
    // $300,000 at 7% over 30 years: $1,995.91 a month.
    expect(cents(monthlyPayment(300_000, 7, 360))).toBe(1995.91);
  });

  it('divides evenly without interest, and owes nothing on nothing', () => {
    expect(monthlyPayment(120_000, 0, 120)).toBe(1000);
    expect(monthlyPayment(0, 6, 360)).toBe(0);
  });
});

describe('calculateMortgage', () => {
  it('takes the down payment off the price and totals the interest', () => {
    const { figures } = calculateMortgage(input('$250,000', '50,000', '6.5%', '30'));
    expect(figures?.principal).toBe(200_000);
    expect(cents(figures?.monthlyPayment ?? 0)).toBe(1264.14);
    // 360 payments of $1,264.136… less the $200,000 borrowed.
    expect(cents(figures?.totalInterest ?? 0)).toBe(255_088.98);
  });

  it('treats an empty down payment as none', () => {
    expect(calculateMortgage(input('120000', '', '0', '10')).figures?.monthlyPayment).toBe(1000);
  });

  it('says what is wrong with each field', () => {
    expect(calculateMortgage(input('', 'abc', 'six', '2.5')).errors).toEqual({ price: M.priceRequired, downPayment: M.downInvalid, ratePercent: M.rateInvalid, termYears: M.termInvalid });
    expect(calculateMortgage(input('-5', '0', '6', '30')).errors).toEqual({ price: M.priceInvalid });
    expect(calculateMortgage(input('100000', '100000', '31', '51')).errors).toEqual({ downPayment: M.downTooLarge, ratePercent: M.rateRange, termYears: M.termRange });
    expect(calculateMortgage(input('2000000000000', '0', '6', '0')).errors).toEqual({ price: M.priceTooLarge, termYears: M.termRange });
  });

  it('reads prices as every typed amount of the app is read (price-text.ts): `$`, spaces and thousands commas, not other groupings', () => {
    expect(calculateMortgage(input(' $120,000 ', '$20,000.50', '0', '10')).figures?.principal).toBe(99_999.5);
    expect(calculateMortgage(input('1,20,000', '2,0000', '6%', '30')).errors).toEqual({ price: M.priceInvalid, downPayment: M.downInvalid });
  });
});
