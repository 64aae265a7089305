import { createContext, useContext } from 'react';
import { useLocation } from 'react-router';
import { isNotFound } from './errors';

/**
 * The path the server rendered as "not found" (its HTML holds the not-found page), or null. The server's answer to a
 * missing record is an error, which the Apollo cache handed to the browser does not keep: without this, the browser's
 * first render would show the page loading where the server showed "not found", and React would throw the
 * hydration away (error #418).
 */
export const ServerNotFoundContext = createContext<string | null>(null);

/** Marks the not-found page's HTML, so the browser knows what the server rendered (entry-client.tsx). */
export const NOT_FOUND_MARK = 'data-not-found';

/** True when the record of this page does not exist: the API said so, or the server did and the browser is still asking. */
export function useRecordNotFound(error: unknown, loading: boolean): boolean {
  const serverNotFound = useContext(ServerNotFoundContext);
  const { pathname } = useLocation();
  return isNotFound(error) || (loading && serverNotFound === pathname);
}
