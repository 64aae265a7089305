import { useQuery } from '@apollo/client/react';
import { SocialLinks } from '../components/SocialIcon';
import { SiteSettingsDocument } from '../gql/graphql';
import { Newsletter } from './Newsletter';
import { STUDIO } from '@sawa/shared/domain';
import { COMPANY_LINKS, SUPPORT_LINKS } from './navigation';
import { LinkList } from './LinkList';
import { CurrencyChooser } from '../catalog/currency';

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
            <SocialLinks owner={STUDIO.name} links={social} label="Follow the studio" className="footer__social" />
          </div>
          <nav aria-label="Company">
            <h2>Company</h2>
            <LinkList links={COMPANY_LINKS} className="footer__list" />
          </nav>
          <nav aria-label="Support">
            <h2>Support</h2>
            <LinkList links={SUPPORT_LINKS} className="footer__list" />
          </nav>
          <Newsletter />
        </div>
        <CurrencyChooser />
        <p className="footer__bottom">
          © {new Date().getFullYear()} {STUDIO.name}. {STUDIO.tagline}.
        </p>
      </div>
    </footer>
  );
}
