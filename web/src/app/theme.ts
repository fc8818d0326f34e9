import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

/** HomeHaven's Chakra v3 system: default tokens, teal as the brand palette, a calm neutral page. */
export const system = createSystem(
  defaultConfig,
  defineConfig({
    globalCss: {
      'html, body': { bg: 'gray.50', color: 'gray.800' },
      body: { minHeight: '100vh' },
    },
    theme: {
      tokens: {
        fonts: {
          heading: { value: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
          body: { value: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
        },
      },
    },
  }),
);
