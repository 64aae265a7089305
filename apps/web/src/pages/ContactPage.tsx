import { Link } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { STUDIO } from '@sawa/shared/domain';
import { BookNowButton } from '../booking/BookNowButton';
import { PageHero } from '../components/PageHero';
import { SocialLinks } from '../components/SocialIcon';
import { SiteSettingsDocument } from '../gql/graphql';
import { Seo } from '../seo/Seo';

export function ContactPage() {
  const { data } = useQuery(SiteSettingsDocument);
  const site = data?.site;
  return (
    <main>
      <Seo
        title="Contact"
        description={`How to reach ${STUDIO.name} in ${STUDIO.city}, ${STUDIO.country}: address, e-mail, phone and social media.`}
        path="/contact"
      />
      <PageHero eyebrow="Contact" title="Come and see us">
        <p>We are open Monday to Saturday, 8:00 to 18:00. Write to us about a work, a commission or a visit: we answer within two working days.</p>
      </PageHero>
      <div className="container section contact">
        <address className="contact__card">
          <h2>{STUDIO.name}</h2>
          <p>{site?.address ?? `${STUDIO.city}, ${STUDIO.country}`}</p>
          {site?.mapUrl && (
            <p>
              <a href={site.mapUrl} rel="noopener noreferrer" target="_blank">
                Directions and map<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </p>
          )}
          {site?.phone && (
            <p>
              Phone: <a href={`tel:${site.phone.replace(/\s+/g, '')}`}>{site.phone}</a>
            </p>
          )}
          {site?.email && (
            <p>
              E-mail: <a href={`mailto:${site.email}`}>{site.email}</a>
            </p>
          )}
          <SocialLinks owner={STUDIO.name} links={site?.social ?? []} label="Follow the studio" className="social" />
        </address>
        <div className="prose">
          <h2>Plan your visit</h2>
          <p>
            The studio is in {STUDIO.city}, on the way to Volcanoes National Park. Many visitors come before or after gorilla trekking: book a studio visit
            online and we will be ready for you.
          </p>
          <BookNowButton />
          <p>
            Want a work made for you? Send a <Link to="/commissions">commission request</Link>.
          </p>
        </div>
      </div>
    </main>
  );
}
