import { describe, expect, test } from 'vitest';
import { renderMarkdown } from './markdown.tsx';

describe('markdown an admin wrote', () => {
  test('headings, lists, emphasis and links render', () => {
    const html = renderMarkdown('# Rules\n\n1. Be **kind**\n2. No bots: [help](https://example.org/help)');
    expect(html).toContain('<h1>Rules</h1>');
    expect(html).toContain('<strong>kind</strong>');
    expect(html).toContain('<a href="https://example.org/help" target="_blank" rel="noopener noreferrer">help</a>');
  });

  test('typed HTML stays text and script links are refused', () => {
    const html = renderMarkdown(
      '<script>alert(1)</script> <img src=x onerror=alert(1)> [click](javascript:alert(1)) [data](data:text/html;base64,PHNjcmlwdD4=)',
    );
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;');
    expect(html).not.toMatch(/href="(javascript|data):/);
  });
});
