import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from './confirm-dialog';

function Harness({ onConfirm = () => undefined }: { onConfirm?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete Silverback
      </button>
      <a href="/elsewhere">Elsewhere</a>
      <ConfirmDialog open={open} title="Are you sure?" onCancel={() => setOpen(false)} onConfirm={onConfirm}>
        <p>Do you really want to delete this? This process cannot be undone.</p>
      </ConfirmDialog>
    </>
  );
}

const proto = HTMLDialogElement.prototype as Partial<HTMLDialogElement>;
const native = { showModal: proto.showModal, close: proto.close };

describe('confirm dialog', () => {
  afterEach(() => Object.assign(proto, native));

  it('opens with showModal() where the browser has it (it returns undefined: no fallback on top)', async () => {
    const user = userEvent.setup();
    const showModal = jest.fn(function (this: HTMLDialogElement) {
      // What a browser does: open it, modally.
      this.toggleAttribute('open', true);
    });
    const setAttribute = jest.spyOn(HTMLDialogElement.prototype, 'setAttribute');
    Object.assign(proto, {
      showModal,
      close: jest.fn(function (this: HTMLDialogElement) {
        this.removeAttribute('open');
      }),
    });
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Delete Silverback' }));
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(setAttribute.mock.calls.filter(([name]) => name === 'open')).toEqual([]);
    setAttribute.mockRestore();
  });

  it('without showModal: shown with the open attribute, the SPEC texts, focus trapped, Escape cancels, focus back to the opener', async () => {
    const user = userEvent.setup();
    Object.assign(proto, { showModal: undefined, close: undefined });
    const onConfirm = jest.fn();
    render(<Harness onConfirm={onConfirm} />);
    const opener = screen.getByRole('button', { name: 'Delete Silverback' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Are you sure?' });
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(dialog.textContent).toContain('Do you really want to delete this? This process cannot be undone.');
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    const confirm = screen.getByRole('button', { name: 'Delete' });
    expect(document.activeElement).toBe(cancel);
    await user.tab();
    expect(document.activeElement).toBe(confirm);
    await user.tab(); // wraps around instead of leaving for the page behind
    expect(document.activeElement).toBe(cancel);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(confirm);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(onConfirm).not.toHaveBeenCalled();

    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
