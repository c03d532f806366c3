import { createContext, useContext } from 'react';

/**
 * The Cookie header of the request a page is rendered for. In the browser the document's cookies are the truth;
 * the server-side renderer has no document and passes the request's header instead, so both render the same page.
 */
export const RequestCookiesContext = createContext<string>('');

export function useRequestCookies(): string {
  const fromServer = useContext(RequestCookiesContext);
  return typeof document === 'undefined' ? fromServer : document.cookie;
}
