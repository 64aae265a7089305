import { createContext, useContext, useEffect } from 'react';
import { applyHeadTags, headTags, type PageHead } from './head';

/** Server renders collect the page's head here; the browser has no collector. */
export class HeadCollector {
  head?: PageHead;
  /** The innermost page's call wins: it renders last. */
  collect(head: PageHead): void {
    this.head = head;
  }
}
export const HeadContext = createContext<HeadCollector | null>(null);

let knownOrigin: string | undefined;

/**
 * The site's public origin as the server printed it in the canonical link (it may differ from the address bar behind a proxy),
 * remembered once read: a not-found page has no canonical link to read it from.
 */
function siteOrigin(): string {
  if (knownOrigin) return knownOrigin;
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  try {
    if (canonical) return (knownOrigin = new URL(canonical.href).origin);
  } catch {
    // a malformed link: fall back to the address bar
  }
  return window.location.origin;
}

let hydrating = true;

/** Declares the page's title, description, canonical link, share tags and structured data. */
export function Seo(props: PageHead) {
  const collector = useContext(HeadContext);
  collector?.collect(props);
  const key = JSON.stringify(props);
  useEffect(() => {
    // The first page's tags came with the HTML; later pages replace them.
    const serverSent = hydrating && document.head.querySelector('[data-head]');
    hydrating = false;
    siteOrigin(); // read the server's origin before the server-sent tags are replaced
    if (serverSent) return;
    applyHeadTags(document, headTags(JSON.parse(key) as PageHead, siteOrigin()));
  }, [key]);
  return null;
}
