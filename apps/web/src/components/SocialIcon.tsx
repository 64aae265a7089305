const PATHS: Record<string, string> = {
  instagram: 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.5-1.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2z',
  facebook: 'M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v8h4v-8h3l1-4h-4V8z',
  x: 'M4 4l7.2 9.6L4.3 20H6l6-5.5 4.2 5.5H20l-7.5-10L19 4h-1.7l-5.6 5.1L7.8 4H4z',
  linkedin:
    'M5 9h3v11H5V9zm1.5-5a1.75 1.75 0 1 1 0 3.5 1.75 1.75 0 0 1 0-3.5zM10 9h3v1.6c.5-.9 1.7-1.8 3.4-1.8 3.2 0 3.6 2.1 3.6 4.8V20h-3v-5.6c0-1.3 0-3-1.9-3s-2.1 1.4-2.1 2.9V20h-3V9z',
};

/** A social network's mark, decorative: the link around it carries the accessible name. */
export function SocialIcon({ network }: { network: string }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
      <path d={PATHS[network] ?? ''} />
    </svg>
  );
}

export const networkName = (network: string) => ({ x: 'X', instagram: 'Instagram', facebook: 'Facebook', linkedin: 'LinkedIn' })[network] ?? network;

/** Links to `owner`'s profiles, each an icon named for screen readers ('Sawa Art Studio on Instagram'); nothing when there are none. */
export function SocialLinks({
  owner,
  links,
  label,
  className,
}: {
  owner: string;
  links: { network: string; url: string }[];
  label: string;
  className: string;
}) {
  if (links.length === 0) return null;
  return (
    <ul className={className} aria-label={label}>
      {links.map(({ network, url }) => (
        <li key={network}>
          <a href={url} target="_blank" rel="noopener noreferrer" aria-label={`${owner} on ${networkName(network)}`}>
            <SocialIcon network={network} />
          </a>
        </li>
      ))}
    </ul>
  );
}
