import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../../../renderer/src/features/sessions/markdown';

/** DECISIONS 21: session descriptions are markdown rendered without raw HTML. */
describe('session description markdown', () => {
  it('renders emphasis and paragraphs', () => {
    expect(renderMarkdown('**Opening keynote** — AI track.\n\nQuestions welcome.')).toBe(
      '<p><strong>Opening keynote</strong> — AI track.</p>\n<p>Questions welcome.</p>\n',
    );
  });

  it('shows raw HTML as text instead of markup', () => {
    const html = renderMarkdown('Hi <script>alert(1)</script> <img src=x onerror=alert(1)>');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('opens web links in a new tab without an opener', () => {
    expect(renderMarkdown('[slides](https://example.org/s)')).toBe(
      '<p><a href="https://example.org/s" target="_blank" rel="noopener noreferrer nofollow">slides</a></p>\n',
    );
  });

  it.each(['javascript:alert(1)', 'data:text/html;base64,PHNjcmlwdD4=', 'file:///etc/passwd', 'vbscript:x'])(
    'keeps a %s link as text',
    (url) => {
      const html = renderMarkdown(`[click](${url})`);
      expect(html).not.toContain('<a');
      expect(html).not.toContain('href');
    },
  );

  it('does not load images', () => {
    expect(renderMarkdown('![pixel](https://tracker.example/p.gif)')).not.toContain('<img');
  });
});
