import { useEffect, type RefObject } from 'react';
import { TIMINGS } from '@sawa/shared/domain';

/**
 * Sections marked `data-reveal` inside `root` fade and rise into place as they scroll into view, over
 * TIMINGS.sectionAnimationMs (SPEC §9: 400-1000 ms). Only in the browser, after hydration, and only for sections
 * still below the fold: the server-sent page and what is already on screen never flash. Opacity and transform only,
 * so nothing moves the layout (no CLS). Visitors who prefer reduced motion, and browsers without
 * IntersectionObserver, get the sections as they are.
 */
export function useReveal(root: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const container = root.current;
    if (!container || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const sections = [...container.querySelectorAll<HTMLElement>('[data-reveal]:not(.reveal)')].filter(
      (section) => section.getBoundingClientRect().top > window.innerHeight,
    );
    if (!sections.length) return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          entry.target.classList.add('reveal--in');
          observer.unobserve(entry.target);
        }
      },
      { rootMargin: '0px 0px -10% 0px' },
    );
    for (const section of sections) {
      section.style.setProperty('--reveal-ms', `${TIMINGS.sectionAnimationMs}ms`);
      section.classList.add('reveal');
      observer.observe(section);
    }
    return () => {
      observer.disconnect();
      // A section left hidden when the page goes away or re-renders is shown, never stuck invisible.
      for (const section of sections) section.classList.add('reveal--in');
    };
  }, [root]);
}
