import { Link } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { networkName, SocialIcon } from '../components/SocialIcon';
import { SiteSettingsDocument } from '../gql/graphql';
import { Newsletter } from './Newsletter';
import { STUDIO } from '@sawa/shared/domain';
import { COMPANY_LINKS, SUPPORT_LINKS } from './navigation';

export function Footer() {
  const { data } = useQuery(SiteSettingsDocument);
  const social = data?.site.social ?? [];
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="footer__grid">
          <div>
            <h2>{STUDIO.name}</h2>
            <p>
              A studio and gallery in {STUDIO.city}, {STUDIO.country}, at the foot of the Virunga volcanoes. Founded in {STUDIO.founded}. Part of every sale
              supports conservation.
            </p>
            {social.length > 0 && (
              <ul className="footer__social" aria-label="Follow the studio">
                {social.map((s) => (
                  <li key={s.network}>
                    <a href={s.url} target="_blank" rel="noopener noreferrer" aria-label={`${STUDIO.name} on ${networkName(s.network)}`}>
                      <SocialIcon network={s.network} />
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <nav aria-label="Company">
            <h2>Company</h2>
            <ul className="footer__list">
              {COMPANY_LINKS.map((l) => (
                <li key={l.to}>
                  <Link to={l.to}>{l.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-label="Support">
            <h2>Support</h2>
            <ul className="footer__list">
              {SUPPORT_LINKS.map((l) => (
                <li key={l.to}>
                  <Link to={l.to}>{l.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <Newsletter />
        </div>
        <p className="footer__bottom">
          © {new Date().getFullYear()} {STUDIO.name}. {STUDIO.tagline}.
        </p>
      </div>
    </footer>
  );
}
