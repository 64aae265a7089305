import { Link } from 'react-router';

/** One of the navigation's link lists (navigation.ts), as the mobile menu and the footer show it. */
export function LinkList({ links, className }: { links: readonly { to: string; label: string }[]; className?: string }) {
  return (
    <ul className={className}>
      {links.map((l) => (
        <li key={l.to}>
          <Link to={l.to}>{l.label}</Link>
        </li>
      ))}
    </ul>
  );
}
