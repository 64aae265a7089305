import { createContext, useContext, useEffect } from 'react';
import { applyHeadTags, headTags, type PageHead } from './head';

/** Server renders collect the page's head here; the browser has no collector. */
export interface HeadCollector {
  origin: string;
  head?: PageHead;
}
export const HeadContext = createContext<HeadCollector | null>(null);

/** The site's public origin as the server printed it in the canonical link (it may differ from the address bar behind a proxy). */
function siteOrigin(): string {
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  try {
    return canonical ? new URL(canonical.href).origin : window.location.origin;
  } catch {
    return window.location.origin;
  }
}

let hydrating = true;

/** Declares the page's title, description, canonical link, share tags and structured data. */
export function Seo(props: PageHead) {
  const collector = useContext(HeadContext);
  if (collector) collector.head = props; // the innermost page wins during the server render
  const key = JSON.stringify(props);
  useEffect(() => {
    // The first page's tags came with the HTML; later pages replace them.
    const serverSent = hydrating && document.head.querySelector('[data-head]');
    hydrating = false;
    if (serverSent) return;
    applyHeadTags(document, headTags(JSON.parse(key) as PageHead, siteOrigin()));
  }, [key]);
  return null;
}
