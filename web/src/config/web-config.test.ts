import { describe, expect, it } from 'vitest';
import { REQUIRED_WEB_CONFIG, missingWebConfig, missingWebConfigMessage } from './web-config';

const complete = Object.fromEntries(REQUIRED_WEB_CONFIG.map((name) => [name, 'value']));

describe('missingWebConfig', () => {
  it('finds nothing missing in a complete configuration', () => {
    expect(missingWebConfig(complete)).toEqual([]);
  });

  it('names each missing or blank setting, in order', () => {
    expect(missingWebConfig({ ...complete, VITE_FIREBASE_API_KEY: undefined, VITE_API_URL: '  ' })).toEqual(['VITE_FIREBASE_API_KEY', 'VITE_API_URL']);
    expect(missingWebConfig({})).toEqual([...REQUIRED_WEB_CONFIG]);
  });

  it('says what is missing and where to set it', () => {
    const message = missingWebConfigMessage(['VITE_FIREBASE_APP_ID'], 'production');
    expect(message).toContain('VITE_FIREBASE_APP_ID is missing for mode "production"');
    expect(message).toContain('web/.env.production.local');
  });
});
