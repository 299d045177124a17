/**
 * Markdown an admin wrote (rules, news), rendered safely: markdown-it with raw HTML off escapes
 * every tag typed into the text, and its link check refuses javascript:, vbscript: and data: links;
 * links open in a new tab without the opener. Loaded only where a page shows markdown.
 */
import MarkdownIt from 'markdown-it';
import { useMemo } from 'react';

const md = new MarkdownIt({ html: false, linkify: true, breaks: false, typographer: true });
const defaultLink =
  md.renderer.rules.link_open ?? ((tokens, i, options, _env, self) => self.renderToken(tokens, i, options));
md.renderer.rules.link_open = (tokens, i, options, env, self) => {
  tokens[i]?.attrSet('target', '_blank');
  tokens[i]?.attrSet('rel', 'noopener noreferrer');
  return defaultLink(tokens, i, options, env, self);
};

/** The HTML for a markdown text (exported for tests). */
export const renderMarkdown = (text: string) => md.render(text);

export function Markdown({ text, className = 'markdown' }: { text: string; className?: string }) {
  const html = useMemo(() => renderMarkdown(text), [text]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: markdown-it with html:false escapes every tag; links are checked (see above)
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
