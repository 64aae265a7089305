import { act, render, screen } from '@testing-library/react';
import { MAX_TOASTS, ToastProvider, useToast } from './toast';

let show: ReturnType<typeof useToast>['show'];
function Grab() {
  show = useToast().show;
  return null;
}

describe('toasts', () => {
  it(`show at most ${MAX_TOASTS}, the newest; the same message again is not stacked`, () => {
    render(
      <ToastProvider>
        <Grab />
      </ToastProvider>,
    );
    act(() => {
      show('success', 'Added to cart!');
      show('success', 'Added to cart!');
    });
    expect(screen.getAllByRole('status').map((t) => t.textContent)).toEqual(['Added to cart!×']);
    act(() => {
      show('error', 'First problem');
      show('error', 'Second problem');
      show('success', 'Saved');
    });
    expect([...document.querySelectorAll('.toast span')].map((t) => t.textContent)).toEqual(['Second problem', 'Saved']);
  });
});
