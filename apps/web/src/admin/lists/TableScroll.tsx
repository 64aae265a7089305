import type { ReactNode } from 'react';

/**
 * A wide table's own scrolling box: on a phone the table scrolls sideways inside it, and the page (with the Menu
 * button) keeps the screen's width. A region with a name and a tab stop, so a keyboard can scroll it too.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="admin-table-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
