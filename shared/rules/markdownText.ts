import MarkdownIt from 'markdown-it';

/** A token of markdown-it's stream (its Token class, as parse() returns it). */
type Token = ReturnType<MarkdownIt['parse']>[number];

/**
 * Parses only: the text comes from markdown-it's token stream, so markdown is read by the same
 * parser the app renders descriptions with (renderer/src/features/sessions/markdown.ts), not by a
 * second hand-written one. html:false keeps any tag in the source as the text it is.
 */
const md = new MarkdownIt({ html: false, linkify: true, typographer: false });
md.linkify.set({ fuzzyEmail: false });

/**
 * A markdown description as plain text, for places that show no markup (the .ics DESCRIPTION):
 * the words without their markers, a link as "text (address)", list items on lines of their own
 * ("- " or "1. "), a table row's cells joined by " | ", blocks a blank line apart.
 */
export function markdownToText(source: string): string {
  const blocks: string[] = [];
  const lists: { ordered: boolean; next: number }[] = [];
  let row: string[] | null = null;
  /** The list marker the next text of the current item starts with. */
  let marker = '';
  /** Whether the last block was a list item, which the next item follows without a blank line. */
  let inList = false;

  const add = (text: string, listItem: boolean) => {
    if (blocks.length > 0) blocks.push(listItem && inList ? '\n' : '\n\n');
    blocks.push(text);
    inList = listItem;
  };

  for (const token of md.parse(source, {})) {
    switch (token.type) {
      case 'bullet_list_open':
        lists.push({ ordered: false, next: 1 });
        break;
      case 'ordered_list_open':
        lists.push({ ordered: true, next: Number(token.attrGet('start') ?? 1) });
        break;
      case 'bullet_list_close':
      case 'ordered_list_close':
        lists.pop();
        if (lists.length === 0) inList = false;
        break;
      case 'list_item_open': {
        const list = lists.at(-1);
        if (list) marker = list.ordered ? `${list.next++}. ` : '- ';
        break;
      }
      case 'tr_open':
        row = [];
        break;
      case 'tr_close':
        if (row) add(row.join(' | '), false);
        row = null;
        break;
      case 'inline': {
        const text = inlineText(token.children ?? []);
        if (row) row.push(text);
        else if (lists.length > 0) {
          const indent = '  '.repeat(lists.length - 1);
          add(`${indent}${marker || '  '}${text}`, true);
          marker = '';
        } else add(text, false);
        break;
      }
      case 'fence':
      case 'code_block':
        add(token.content.replace(/\n+$/, ''), lists.length > 0);
        break;
    }
  }
  return blocks.join('');
}

/** The text of a paragraph, heading or cell; a link keeps its address after its text. */
function inlineText(children: readonly Token[]): string {
  let text = '';
  const links: { href: string; from: number }[] = [];
  for (const child of children) {
    switch (child.type) {
      case 'text':
      case 'code_inline':
        text += child.content;
        break;
      case 'softbreak':
      case 'hardbreak':
        text += '\n';
        break;
      case 'image':
        text += child.content;
        break;
      case 'link_open':
        // A bare address (linkified, or <https://…>) is its own text already.
        links.push({
          href:
            child.markup === 'linkify' || child.markup === 'autolink' ? '' : (child.attrGet('href') ?? ''),
          from: text.length,
        });
        break;
      case 'link_close': {
        const link = links.pop();
        const address = link?.href.replace(/^mailto:/i, '');
        if (link && address && text.slice(link.from) !== address) text += ` (${address})`;
        break;
      }
    }
  }
  return text;
}
