import { render } from '@testing-library/react';
import { useRef } from 'react';
import { TIMINGS } from '@sawa/shared/domain';
import { useReveal } from './reveal';

function Page() {
  const root = useRef<HTMLElement>(null);
  useReveal(root);
  return (
    <main ref={root}>
      <section data-reveal data-testid="above" />
      <section data-reveal data-testid="below" />
    </main>
  );
}

describe('section reveal', () => {
  let observed: Element[];
  let callback: IntersectionObserverCallback;

  beforeEach(() => {
    observed = [];
    (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class {
      constructor(cb: IntersectionObserverCallback) {
        callback = cb;
      }
      observe(element: Element) {
        observed.push(element);
      }
      unobserve() {}
      disconnect() {}
    };
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return { top: this.dataset['testid'] === 'below' ? window.innerHeight + 200 : 10 } as DOMRect;
    });
  });
  afterEach(() => {
    jest.restoreAllMocks();
    delete (window as unknown as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('hides only sections below the fold, then shows them over the SPEC section duration as they scroll in', () => {
    window.matchMedia = jest.fn().mockReturnValue({ matches: false }) as never;
    const { getByTestId } = render(<Page />);
    const above = getByTestId('above');
    const below = getByTestId('below');
    expect(above.className).toBe('');
    expect(below.classList.contains('reveal')).toBe(true);
    expect(below.style.getPropertyValue('--reveal-ms')).toBe(`${TIMINGS.sectionAnimationMs}ms`);
    expect(TIMINGS.sectionAnimationMs).toBeGreaterThanOrEqual(400);
    expect(TIMINGS.sectionAnimationMs).toBeLessThanOrEqual(1000);
    expect(observed).toEqual([below]);
    callback([{ isIntersecting: true, target: below } as unknown as IntersectionObserverEntry], {} as IntersectionObserver);
    expect(below.classList.contains('reveal--in')).toBe(true);
  });

  it('leaves every section as it is for visitors who prefer reduced motion', () => {
    window.matchMedia = jest.fn().mockReturnValue({ matches: true }) as never;
    const { getByTestId } = render(<Page />);
    expect(getByTestId('below').className).toBe('');
    expect(observed).toEqual([]);
  });
});
