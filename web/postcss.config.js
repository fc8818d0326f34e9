// Panda CSS extracts the public pages' styles at build time (panda.config.ts).
export default { plugins: { '@pandacss/dev/postcss': {} } };
