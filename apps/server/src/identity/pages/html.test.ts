import { describe, expect, it } from 'vitest';
import { escapeHtml, html } from './html.ts';

describe('html', () => {
  it('escapes every interpolated value', () => {
    const name = `<script>alert("x")</script> & 'y'`;
    expect(html`<p title="${name}">${name}</p>`.value).toBe(
      '<p title="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;">&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;</p>',
    );
  });

  it('keeps nested templates and drops empty values', () => {
    const inner = html`<b>${'a&b'}</b>`;
    expect(html`<p>${inner}${undefined}${false}${['x', html`<i></i>`]}</p>`.value).toBe(
      '<p><b>a&amp;b</b>x<i></i></p>',
    );
    expect(escapeHtml('plain')).toBe('plain');
  });
});
