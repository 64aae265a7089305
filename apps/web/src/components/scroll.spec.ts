import { TIMINGS } from '@sawa/shared/domain';
import { scrollToTop } from './scroll';

describe('scroll to top when paging', () => {
  let frames: FrameRequestCallback[];
  let now: number;
  let positions: number[];

  beforeEach(() => {
    frames = [];
    now = 1000;
    positions = [];
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 2000 });
    jest.spyOn(performance, 'now').mockImplementation(() => now);
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    jest.spyOn(window, 'scrollTo').mockImplementation(((options: ScrollToOptions) => positions.push(options.top!)) as never);
    window.matchMedia = jest.fn().mockReturnValue({ matches: false }) as never;
  });
  afterEach(() => jest.restoreAllMocks());

  const runFrames = (every: number) => {
    while (frames.length) {
      now += every;
      frames.shift()!(now);
    }
  };

  it('takes the SPEC 100 ms, easing from where the page was down to the top', () => {
    expect(TIMINGS.scrollAnimationMs).toBe(100);
    scrollToTop();
    expect(positions).toEqual([]); // nothing jumps before the first frame
    runFrames(16);
    expect(positions.at(-1)).toBe(0);
    expect(positions[0]).toBeGreaterThan(0);
    expect(positions).toEqual([...positions].sort((a, b) => b - a));
    // 100 ms at 16 ms a frame: 7 steps, the last at 112 ms clamps to the top.
    expect(positions).toHaveLength(7);
  });

  it('jumps at once for visitors who prefer reduced motion', () => {
    window.matchMedia = jest.fn().mockReturnValue({ matches: true }) as never;
    scrollToTop();
    expect(positions).toEqual([0]);
    expect(frames).toHaveLength(0);
  });
});
