import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { CartProvider } from '../cart/CartProvider';
import { Header } from './Header';

describe('the phone menu', () => {
  it('closes on Escape and gives focus back to the Menu button', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <CartProvider>
          <Header />
        </CartProvider>
      </MemoryRouter>,
    );
    const button = screen.getByRole('button', { name: 'Menu' });
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('navigation', { name: 'Mobile' }).hidden).toBe(false);
    await user.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById('mobile-menu')!.hidden).toBe(true);
    expect(document.activeElement).toBe(button);
  });
});
