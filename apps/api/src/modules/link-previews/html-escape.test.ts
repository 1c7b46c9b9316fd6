import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html-escape.js';

describe('escapeHtml', () => {
  it('escapes every character that could open a tag or close an attribute', () => {
    expect(escapeHtml(`<script>alert("x" + 'y')</script> & more`)).toBe(
      '&lt;script&gt;alert(&quot;x&quot; + &#39;y&#39;)&lt;/script&gt; &amp; more',
    );
  });
});
