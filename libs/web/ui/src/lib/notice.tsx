import type { ReactNode } from 'react';

export type NoticeTone = 'success' | 'error' | 'info';

/** What a page has to say after something the user did: a save, a delete, an action on an order. */
export interface NoticeMessage {
  tone: NoticeTone;
  text: string;
}

/**
 * The site's one notice (public forms and back office): a success is announced politely (role status), an error at once
 * (role alert), information is neither. With `onDismiss` it is a banner the user can close (SPEC §2:
 * the forms' dismissible status banners).
 */
export function Notice({
  tone,
  children,
  onDismiss,
  quiet,
}: {
  tone: NoticeTone;
  children: ReactNode;
  onDismiss?: () => void;
  /** A standing condition of a row (a payment to check), not news: shown in its tone, announced to nobody. */
  quiet?: boolean;
}) {
  const role = quiet ? undefined : tone === 'success' ? 'status' : tone === 'error' ? 'alert' : undefined;
  return (
    <div className={`notice${tone === 'info' ? '' : ` notice--${tone}`}${onDismiss ? ' admin-banner' : ''}`} role={role}>
      <div className="notice__body">{children}</div>
      {onDismiss && (
        <button type="button" className="toast__close" aria-label="Dismiss" onClick={onDismiss}>
          ×
        </button>
      )}
    </div>
  );
}
