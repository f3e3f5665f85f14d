// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { deferInlineStyles, restoreInlineStyles } from './deferInlineStyles';

describe('deferInlineStyles', () => {
  it('renames style attributes of every spelling and nothing else', () => {
    expect(deferInlineStyles('<p style="color:red" class="a">x</p>')).toBe('<p data-platon-style="color:red" class="a">x</p>');
    expect(deferInlineStyles("<div STYLE='a:b'><span style=color:red>y</span></div>")).toBe(
      "<div data-platon-style='a:b'><span data-platon-style=color:red>y</span></div>",
    );
    expect(deferInlineStyles('<img src="a.png" style = "width: 10px"/>')).toBe('<img src="a.png" data-platon-style = "width: 10px"/>');
    expect(deferInlineStyles('<p data-style="x" title="style=1" hidden>style="no"</p>')).toBe(
      '<p data-style="x" title="style=1" hidden>style="no"</p>',
    );
  });

  it('leaves comments, raw-text elements and end tags alone', () => {
    const html =
      '<!-- <p style="a"> --><script>"<b style=x>"</script><style>p{}</style></p ><textarea><i style="q"></textarea><b style="c">';
    expect(deferInlineStyles(html)).toBe(
      '<!-- <p style="a"> --><script>"<b style=x>"</script><style>p{}</style></p ><textarea><i style="q"></textarea><b data-platon-style="c">',
    );
    expect(deferInlineStyles('a < b and <3 style="x"')).toBe('a < b and <3 style="x"');
  });

  it('round-trips through the DOM: the styles come back through CSSOM', () => {
    const root = document.createElement('div');
    root.innerHTML = deferInlineStyles('<p style="color: red; margin: 2px">x</p><svg><rect style="fill: blue"></rect></svg>');
    restoreInlineStyles(root);
    expect(root.querySelector('p')!.style.color).toBe('red');
    expect(root.querySelector('p')!.style.margin).toBe('2px');
    expect(root.querySelector('rect')!.getAttribute('style')).toContain('fill: blue');
    expect(root.querySelector('[data-platon-style]')).toBeNull();
  });
});
