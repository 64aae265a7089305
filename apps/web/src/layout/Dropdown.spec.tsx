import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { Dropdown } from './Dropdown';
import { SERVICE_LINKS } from './navigation';

const renderMenu = () =>
  render(
    <MemoryRouter>
      <ul>
        <Dropdown label="Services" links={SERVICE_LINKS} openOnHover />
      </ul>
      <p>Elsewhere</p>
    </MemoryRouter>,
  );

const expanded = () => screen.getByRole('button', { name: /Services/ }).getAttribute('aria-expanded');

describe('Services dropdown (opens on hover)', () => {
  it('opens when the mouse hovers and closes when it leaves', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.hover(screen.getByRole('button', { name: /Services/ }));
    expect(expanded()).toBe('true');
    expect(screen.getByRole('link', { name: 'Art Studio Rental' })).toBeTruthy();
    await user.unhover(screen.getByRole('button', { name: /Services/ }));
    expect(expanded()).toBe('false');
  });

  it('hovered open, a click on Services keeps it open (and pinned when the mouse leaves); a second click closes it', async () => {
    const user = userEvent.setup();
    renderMenu();
    const button = screen.getByRole('button', { name: /Services/ });
    await user.hover(button);
    await user.click(button);
    expect(expanded()).toBe('true');
    await user.unhover(button);
    expect(expanded()).toBe('true');
    await user.click(button);
    expect(expanded()).toBe('false');
  });

  it('a click elsewhere closes a pinned menu', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(screen.getByRole('button', { name: /Services/ }));
    expect(expanded()).toBe('true');
    await user.click(screen.getByText('Elsewhere'));
    expect(expanded()).toBe('false');
  });

  it('a tap opens it and a second tap closes it (touch does not hover)', async () => {
    const user = userEvent.setup();
    renderMenu();
    const button = screen.getByRole('button', { name: /Services/ });
    await user.pointer({ keys: '[TouchA]', target: button });
    expect(expanded()).toBe('true');
    await user.pointer({ keys: '[TouchA]', target: button });
    expect(expanded()).toBe('false');
  });

  it('works by keyboard: Enter toggles, ArrowDown opens on the first link, Escape closes back to the button', async () => {
    const user = userEvent.setup();
    renderMenu();
    const button = screen.getByRole('button', { name: /Services/ });
    button.focus();
    await user.keyboard('{Enter}');
    expect(expanded()).toBe('true');
    await user.keyboard('{Enter}');
    expect(expanded()).toBe('false');
    await user.keyboard('{ArrowDown}');
    expect(expanded()).toBe('true');
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(document.activeElement?.textContent).toBe(SERVICE_LINKS[0].label);
    await user.keyboard('{Escape}');
    expect(expanded()).toBe('false');
    expect(document.activeElement).toBe(button);
  });
});
