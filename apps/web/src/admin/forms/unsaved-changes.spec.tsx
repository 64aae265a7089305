import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { renderAdmin } from '../../testing/admin';
import { CategoryForm } from './SimpleForms';
import { UNSAVED_CHANGES } from './unsaved-changes';

const ADD = '/admin/add/categorie';
const LIST = '/admin/view/categories';

/** The add form with a link elsewhere in the back office (as its navigation has). */
const renderForm = () =>
  renderAdmin(ADD, {
    [ADD]: (
      <>
        <Link to={LIST}>Categories</Link>
        <CategoryForm />
      </>
    ),
  });

const question = () => screen.queryByRole('dialog', { name: UNSAVED_CHANGES.title });

describe('a back-office form with unsaved changes asks before leaving', () => {
  it('leaves at once while nothing was changed', async () => {
    const user = userEvent.setup();
    const view = renderForm();
    await user.click(screen.getByRole('link', { name: 'Categories' }));
    expect(view.location()).toBe(LIST);
    expect(question()).toBeNull();
  });

  it('holds a link and Back until the user answers: Stay keeps the form as typed, Leave goes on', async () => {
    const user = userEvent.setup();
    // Opened from the list, so Back has somewhere to go.
    const view = renderAdmin(LIST, {
      [LIST]: <Link to={ADD}>Add a category</Link>,
      [ADD]: (
        <>
          <Link to={LIST}>Categories</Link>
          <CategoryForm />
        </>
      ),
    });
    await user.click(screen.getByRole('link', { name: 'Add a category' }));
    await user.type(screen.getByLabelText(/^Category Name/), 'Wood Carvings');

    await user.click(screen.getByRole('link', { name: 'Categories' }));
    const dialog = await screen.findByRole('dialog', { name: UNSAVED_CHANGES.title });
    expect(within(dialog).getByText(UNSAVED_CHANGES.text)).toBeTruthy();
    expect(view.location()).toBe(ADD);
    await user.click(within(dialog).getByRole('button', { name: UNSAVED_CHANGES.stay }));
    expect(question()).toBeNull();
    expect(view.location()).toBe(ADD);
    expect(screen.getByLabelText<HTMLInputElement>(/^Category Name/).value).toBe('Wood Carvings');

    // Back is held the same way.
    await act(() => view.router.navigate(-1));
    expect(view.location()).toBe(ADD);
    await user.click(within(await screen.findByRole('dialog', { name: UNSAVED_CHANGES.title })).getByRole('button', { name: UNSAVED_CHANGES.leave }));
    expect(view.location()).toBe(LIST);
  });

  it('lets Cancel leave without asking (the user chose to drop the changes)', async () => {
    const user = userEvent.setup();
    const view = renderForm();
    await user.type(screen.getByLabelText(/^Category Name/), 'Wood Carvings');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(question()).toBeNull();
    expect(view.location()).not.toBe(ADD);
  });

  it("asks the browser's own question when the tab is closed or reloaded, only while changes are unsaved", async () => {
    const user = userEvent.setup();
    renderForm();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await user.type(screen.getByLabelText(/^Category Name/), 'W');
    expect(unload()).toBe(true);
  });
});
