import MarkdownIt from 'markdown-it';

/** Links a description may carry: the web and e-mail. Everything else (javascript:, data:, file:…) stays text. */
const SAFE_LINK = /^(https?:|mailto:)/i;

/**
 * Session descriptions are markdown written by organizers (DECISIONS 21: rendered without raw
 * HTML). html:false makes markdown-it escape any tag in the source, so the only markup in the
 * output is the markup markdown itself produces; links are limited to http(s) and mailto and open
 * in a new tab without handing this page to the target.
 */
const md = new MarkdownIt({ html: false, linkify: true, typographer: false, breaks: false });
md.validateLink = (url) => SAFE_LINK.test(url.trim());
md.linkify.set({ fuzzyEmail: false });
// Images would let a description pull arbitrary third-party content into the page.
md.disable('image');

const defaultLinkOpen =
  md.renderer.rules.link_open ??
  ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const token = tokens[idx]!;
  token.attrSet('target', '_blank');
  token.attrSet('rel', 'noopener noreferrer nofollow');
  return defaultLinkOpen(tokens, idx, options, env, self);
};

/** HTML for a session description; safe to put into the page as is. */
export function renderMarkdown(source: string): string {
  return md.render(source);
}
