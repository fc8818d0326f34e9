import { describe, expect, it } from 'vitest';
import { fillTemplate, markRendered, RENDERED_MARKERS } from './rendered-page';

const template = `<html><head>${RENDERED_MARKERS.head}<script>x</script></head><body><div id="root">${markRendered('<p>skeleton</p>')}</div></body></html>`;

describe('fillTemplate', () => {
  it('puts the head at its marker and the body in place of the marked content', () => {
    expect(fillTemplate(template, '<script type="application/json">{}</script>', '<p>cards $& $1</p>')).toBe(
      '<html><head><script type="application/json">{}</script><script>x</script></head><body><div id="root"><p>cards $& $1</p></div></body></html>',
    );
  });

  it('refuses a template without its markers', () => {
    expect(() => fillTemplate('<html><head></head><body><div id="root"></div></body></html>', '', '')).toThrow(/markers/);
    expect(() => fillTemplate(`<head>${RENDERED_MARKERS.head}</head>`, '', '')).toThrow(/markers/);
  });
});
