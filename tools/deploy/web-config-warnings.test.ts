import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../emulators/config';
import { webConfigWarnings } from './web-config-warnings';

const good = {
  VITE_FIREBASE_PROJECT_ID: 'homehaven-prod',
  VITE_FIREBASE_API_KEY: 'AIzaSyExample',
  VITE_API_URL: '/api',
  VITE_STRIPE_PUBLISHABLE_KEY: 'pk_live_example',
  VITE_SITE_URL: 'https://homehaven-prod.web.app',
};

describe('webConfigWarnings', () => {
  it('accepts a production configuration', () => {
    expect(webConfigWarnings(good)).toEqual([]);
  });

  it('flags the emulator and stand-in values a production build must not carry', () => {
    const warnings = webConfigWarnings({
      ...good,
      VITE_FIREBASE_PROJECT_ID: 'demo-homehaven',
      VITE_USE_EMULATORS: 'true',
      VITE_API_URL: 'http://127.0.0.1:5001/x',
      VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_stand_in',
      VITE_SITE_URL: 'http://127.0.0.1:5000',
    });
    expect(warnings.join('\n')).toMatch(/demo-homehaven[\s\S]*VITE_USE_EMULATORS[\s\S]*VITE_API_URL[\s\S]*VITE_STRIPE_PUBLISHABLE_KEY[\s\S]*VITE_SITE_URL/);
  });
});

describe('vite build without its web config', () => {
  it('fails before building, naming every missing variable', () => {
    let output = '';
    try {
      // A mode no env file configures: nothing is set, so the config refuses at once.
      execFileSync(`${ROOT}node_modules/.bin/vite`, ['build', 'web', '--mode', 'unconfigured', '--outDir', 'dist-unconfigured'], { cwd: ROOT, stdio: 'pipe', encoding: 'utf8' });
    } catch (error) {
      const failed = error as { stdout?: string; stderr?: string };
      output = `${failed.stdout ?? ''}${failed.stderr ?? ''}`;
    }
    expect(output).toContain('VITE_FIREBASE_PROJECT_ID');
    expect(output).toContain('VITE_STRIPE_PUBLISHABLE_KEY');
    expect(output).toContain('web/.env.unconfigured');
  }, 30_000);
});
