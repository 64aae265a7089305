import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination } from './pagination';

const labels = () => [...document.querySelectorAll('.pagination li')].map((li) => li.textContent);

describe('Pagination', () => {
  it('shows every number for 3 pages or fewer, and first, ellipsis, current and last beyond (SPEC §9)', () => {
    const { rerender } = render(<Pagination page={2} totalPages={3} onChange={() => undefined} />);
    expect(labels()).toEqual(['1', '2', '3']);
    rerender(<Pagination page={5} totalPages={9} onChange={() => undefined} />);
    expect(labels()).toEqual(['1', '…', '5', '…', '9']);
    expect(screen.getByRole('button', { name: 'Page 5' }).getAttribute('aria-current')).toBe('page');
  });

  it('moves with Prev and Next, disabled at the ends, and is absent for a single page', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    const { rerender, container } = render(<Pagination page={1} totalPages={4} onChange={onChange} />);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Prev' }).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Page 4' }));
    expect(onChange.mock.calls).toEqual([[2], [4]]);
    rerender(<Pagination page={4} totalPages={4} onChange={onChange} />);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next' }).disabled).toBe(true);
    rerender(<Pagination page={1} totalPages={1} onChange={onChange} />);
    expect(container.innerHTML).toBe('');
  });
});
