import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe('paths', () => {
  it('builds parameterised links with the id encoded', () => {
    expect(paths.details.href('a b/c')).toBe('/DetailsPage/a%20b%2Fc');
    expect(paths.dashboard.updateProperty.href('x1')).toBe('/dashboard/updateProperty/x1');
  });
  it('keeps the required paths', () => {
    expect(paths.dashboard.profile.href()).toBe('/dashboard/profile');
    expect(paths.dashboard.offerPage.href()).toBe('/dashboard/offerPage');
    expect(paths.dashboard.paymentPage.href()).toBe('/dashboard/PaymentPage');
  });
});
