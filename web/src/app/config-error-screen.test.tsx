import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ConfigErrorScreen } from './config-error-screen';

describe('ConfigErrorScreen', () => {
  it('names every missing setting and where to set it, instead of a blank page', () => {
    const html = renderToStaticMarkup(<ConfigErrorScreen missing={['VITE_FIREBASE_API_KEY', 'VITE_API_URL']} />);
    expect(html).toContain('HomeHaven is not configured');
    expect(html).toContain('<li');
    expect(html).toContain('VITE_FIREBASE_API_KEY');
    expect(html).toContain('VITE_API_URL');
    expect(html).toContain('web/.env.production.local');
  });
});
