import { useEffect, useRef, type KeyboardEvent, type TouchEvent } from 'react';
import { ResponsiveImage, type ImageData } from '@sawa/web/ui';

const FOCUSABLE = 'button:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';
/** A horizontal swipe this long (CSS pixels) on a phone turns the picture. */
const SWIPE_PX = 50;

/**
 * An artwork's picture enlarged, in a modal dialog over the page (the native <dialog> with showModal(), the
 * rest of the page inert). The image is drawn at the screen's width from the variants the upload already made
 * (up to the largest). Escape, Close or a click beside the picture close it and focus returns to what opened
 * it; the arrow keys, Previous and Next, or a swipe go through the gallery; Tab stays inside.
 */
export function Lightbox({
  pictures,
  index,
  name,
  onIndex,
  onClose,
}: {
  pictures: ImageData[];
  index: number;
  /** The work's name: the dialog's and the pictures' text. */
  name: string;
  onIndex: (index: number) => void;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const touchX = useRef<number | null>(null);
  const count = pictures.length;
  const picture = pictures[index];

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement;
    if (!dialog.open) {
      // showModal() returns undefined: test for it rather than for its result.
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);

  const turn = (step: number) => onIndex((index + step + count) % count);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if ((event.key === 'ArrowRight' || event.key === 'ArrowLeft') && count > 1) {
      event.preventDefault();
      turn(event.key === 'ArrowRight' ? 1 : -1);
    } else if (event.key === 'Tab') {
      const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    }
  };

  const onTouchEnd = (event: TouchEvent) => {
    const start = touchX.current;
    touchX.current = null;
    const end = event.changedTouches[0]?.clientX;
    if (start === null || end === undefined || count < 2 || Math.abs(end - start) < SWIPE_PX) return;
    turn(end < start ? 1 : -1);
  };

  if (!picture) return null;
  const position = count > 1 ? `, picture ${index + 1} of ${count}` : '';
  return (
    <dialog
      ref={ref}
      className="lightbox"
      aria-label={`${name}${position}`}
      aria-modal="true"
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        // The browser's own Escape: closed through the page's state, not behind its back.
        event.preventDefault();
        onClose();
      }}
      // A click on the dialog itself (around the picture, not on it or a button) closes it.
      onClick={(event) => event.target === event.currentTarget && onClose()}
      onTouchStart={(event) => (touchX.current = event.touches[0]?.clientX ?? null)}
      onTouchEnd={onTouchEnd}
    >
      <figure className="lightbox__figure">
        <ResponsiveImage key={picture.url} image={picture} alt={`${name}${position}`} sizes="100vw" priority className="lightbox__image" />
        {count > 1 && (
          <figcaption className="lightbox__caption" aria-live="polite">
            Picture {index + 1} of {count}
          </figcaption>
        )}
      </figure>
      <div className="lightbox__controls">
        {count > 1 && (
          <button type="button" className="lightbox__button" onClick={() => turn(-1)}>
            Previous
          </button>
        )}
        <button type="button" className="lightbox__button" onClick={onClose} data-autofocus>
          Close
        </button>
        {count > 1 && (
          <button type="button" className="lightbox__button" onClick={() => turn(1)}>
            Next
          </button>
        )}
      </div>
    </dialog>
  );
}
