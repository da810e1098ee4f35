/**
 * Mobile header back rule (spec core §2): from an event page to /event/list, from an account
 * sub-page to /account, from a conversation on /chat to the chat list (the page's one back: the
 * conversation has none of its own on mobile), otherwise one step back in history. Null: no back
 * button.
 */
export function backTarget(pathname: string, search = ''): string | -1 | null {
  if (pathname === '/event/list') return null;
  if (/^\/event\/[^/]+(\/|$)/.test(pathname)) return '/event/list';
  if (/^\/account\/[^/]+/.test(pathname)) return '/account';
  if (pathname === '/chat' && /[?&](room|with)=/.test(search)) return '/chat';
  return -1;
}
