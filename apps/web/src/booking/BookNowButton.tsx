import { useEffect, useRef, useState } from 'react';
import { VisitBookingForm } from './VisitBookingForm';

/**
 * Book Now (home page, /conservation, the service pages): opens the visit's date picker and form in a modal
 * dialog (the rest of the page inert; Escape or Close closes it, and focus returns to the button). The form
 * loads only once opened, so a page's server render does not ask for the calendar.
 */
export function BookNowButton() {
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!open || !element || element.open) return;
    if (typeof element.showModal === 'function') element.showModal();
    else element.setAttribute('open', '');
    element.querySelector<HTMLElement>('select, input, button')?.focus();
  }, [open]);
  const close = () => {
    setOpen(false);
    opener.current?.focus();
  };
  return (
    <div className="book-now">
      <button ref={opener} type="button" className="button" onClick={() => setOpen(true)} aria-haspopup="dialog">
        Book Now
      </button>
      {open && (
        <dialog
          ref={dialog}
          className="visit-dialog"
          aria-label="Book a studio visit"
          onCancel={(event) => {
            event.preventDefault();
            close();
          }}
        >
          <button type="button" className="button button--ghost visit-dialog__close" onClick={close}>
            Close
          </button>
          <VisitBookingForm />
        </dialog>
      )}
    </div>
  );
}
