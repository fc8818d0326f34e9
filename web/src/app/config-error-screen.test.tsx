import { renderToStaticMarkup } from 'react-dom/server';
import { ChakraProvider } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { ConfigErrorScreen } from './config-error-screen';
import { system } from './theme';

describe('ConfigErrorScreen', () => {
  it('names every missing setting and where to set it, instead of a blank page', () => {
    const html = renderToStaticMarkup(
      <ChakraProvider value={system}>
        <ConfigErrorScreen missing={['VITE_FIREBASE_API_KEY', 'VITE_API_URL']} />
      </ChakraProvider>,
    );
    expect(html).toContain('HomeHaven is not configured');
    expect(html).toContain('<li');
    expect(html).toContain('VITE_FIREBASE_API_KEY');
    expect(html).toContain('VITE_API_URL');
    expect(html).toContain('web/.env.production.local');
  });

});
