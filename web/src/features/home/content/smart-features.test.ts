import { describe, expect, it } from 'vitest';
import { SMART_FEATURES } from './smart-features';

describe('the smart-features grid', () => {
  it('lists the 12 required tools, with their exact names, in order', () => {
    expect(SMART_FEATURES.map((feature) => feature.name)).toEqual([
      'Verified Listings',
      'Map View',
      '360° Virtual Tour',
      'Mortgage Calculator',
      'Property Comparison',
      'Nearby Schools',
      'Agent Contact',
      'Save Favorites',
      'Instant Alerts',
      'Floor Plans',
      'Price History',
      'Legal Check',
    ]);
  });

  it('gives every tool an icon and a one-line description', () => {
    for (const feature of SMART_FEATURES) {
      expect(typeof feature.icon).toBe('function');
      expect(feature.description.trim()).not.toBe('');
      expect(feature.description).not.toContain('\n');
    }
  });
});
