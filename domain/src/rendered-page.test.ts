import { describe, expect, it } from 'vitest';
import { fillTemplate, markMeta, markRendered, RENDERED_MARKERS } from './rendered-page';

const template = `<html><head>${RENDERED_MARKERS.head}<script>x</script></head><body><div id="root">${markRendered('<p>skeleton</p>')}</div></body></html>`;

describe('fillTemplate', () => {
  it('puts the head at its marker and the body in place of the marked content', () => {
    expect(fillTemplate(template, '<script type="application/json">{}</script>', '<p>cards $& $1</p>')).toBe(
      '<html><head><script type="application/json">{}</script><script>x</script></head><body><div id="root"><p>cards $& $1</p></div></body></html>',
    );
  });

  it('with the page’s own head tags, writes them in place of the marked ones', () => {
    const withMeta = template.replace('<head>', `<head>${markMeta('<title>Agency</title>')}`);
    expect(fillTemplate(withMeta, '', '<p>agency</p>', '<title>Harbor · HomeHaven</title>')).toBe(
      '<html><head><title>Harbor · HomeHaven</title><script>x</script></head><body><div id="root"><p>agency</p></div></body></html>',
    );
    // Without them, the marked ones stay (All properties' head is the template's).
    expect(fillTemplate(withMeta, '', '')).toContain(markMeta('<title>Agency</title>'));
    expect(() => fillTemplate(template, '', '', '<title>x</title>')).toThrow(/markers/);
  });

  it('refuses a template without its markers', () => {
    expect(() => fillTemplate('<html><head></head><body><div id="root"></div></body></html>', '', '')).toThrow(/markers/);
    expect(() => fillTemplate(`<head>${RENDERED_MARKERS.head}</head>`, '', '')).toThrow(/markers/);
  });
});
