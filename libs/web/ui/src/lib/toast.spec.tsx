import { fireEvent, render, screen } from '@testing-library/react';
import { MAX_TOASTS, ToastProvider, useToast, type ToastStatus } from './toast';

/** Buttons that show a toast each, as pages do. */
function Triggers({ toasts }: { toasts: [ToastStatus, string][] }) {
  const toast = useToast();
  return (
    <>
      {toasts.map(([status, message], index) => (
        <button key={index} type="button" onClick={() => toast.show(status, message)}>
          {`toast ${index}`}
        </button>
      ))}
    </>
  );
}

describe('toasts', () => {
  it(`show at most ${MAX_TOASTS}, the newest; the same message again is not stacked`, () => {
    render(
      <ToastProvider>
        <Triggers
          toasts={[
            ['success', 'Added to cart!'],
            ['error', 'First problem'],
            ['error', 'Second problem'],
            ['success', 'Saved'],
          ]}
        />
      </ToastProvider>,
    );
    const press = (index: number) => fireEvent.click(screen.getByRole('button', { name: `toast ${index}` }));
    press(0);
    press(0);
    expect(screen.getAllByRole('status').map((t) => t.textContent)).toEqual(['Added to cart!×']);
    press(1);
    press(2);
    press(3);
    expect([...document.querySelectorAll('.toast span')].map((t) => t.textContent)).toEqual(['Second problem', 'Saved']);
  });
});
