import { TIMINGS } from '@sawa/shared/domain';

/**
 * Scrolls the window back to the top over `durationMs` (SPEC §9: 100 ms when paging a list), easing out. At once for
 * visitors who prefer reduced motion. Each step is an instant jump, so a CSS smooth scroll cannot stretch it.
 */
export function scrollToTop(durationMs: number = TIMINGS.scrollAnimationMs): void {
  if (typeof window === 'undefined') return;
  const start = window.scrollY;
  if (start <= 0) return;
  const jump = (top: number) => window.scrollTo({ top, behavior: 'instant' as ScrollBehavior });
  if (durationMs <= 0 || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return jump(0);
  const began = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, Math.max(0, (now - began) / durationMs));
    jump(Math.round(start * (1 - (1 - (1 - progress) ** 3))));
    if (progress < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}
