import { Link, useParams } from 'react-router';
import { MESSAGES, STUDIO } from '@sawa/shared/domain';
import { ResponsiveImage } from '@sawa/web/ui';
import { useStatus } from '../app/status';
import { BookNowButton } from '../booking/BookNowButton';
import { PageHero } from '../components/PageHero';
import { findService } from '../content/services';
import { Seo } from '../seo/Seo';

/** Two pictures side by side in the main column from 40rem, one above the other below. */
export const SERVICE_IMAGE_SIZES = '(min-width: 64rem) 22rem, (min-width: 40rem) 45vw, 92vw';

export function ServicePage() {
  const { serviceId } = useParams();
  const service = findService(serviceId);
  if (!service) return <ServiceNotFound />;
  return (
    <main>
      <Seo
        title={service.title}
        description={service.summary}
        path={`/services/${service.id}`}
        image={{ url: service.images[0].image.url, width: service.images[0].image.width, height: service.images[0].image.height, alt: service.images[0].alt }}
      />
      <PageHero eyebrow="Services" title={service.title}>
        <p>{service.summary}</p>
      </PageHero>
      <div className="container section service">
        <div className="prose">
          {service.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
          <ul className="service__gallery" aria-label={`${service.title} in pictures`}>
            {service.images.map((picture) => (
              <li key={picture.image.url}>
                <ResponsiveImage image={picture.image} alt={picture.alt} sizes={SERVICE_IMAGE_SIZES} className="service__image" />
              </li>
            ))}
          </ul>
        </div>
        <aside className="service__aside" aria-labelledby="service-details">
          <h2 id="service-details">At a glance</h2>
          <ul className="checklist">
            {service.details.map((detail) => (
              <li key={detail}>{detail}</li>
            ))}
          </ul>
          <p>Start with a studio visit: see the space and meet the artists.</p>
          <BookNowButton />
          <p className="service__contact">
            Questions? <Link to="/contact">Contact {STUDIO.name}</Link>.
          </p>
        </aside>
      </div>
    </main>
  );
}

function ServiceNotFound() {
  useStatus(404);
  return (
    <main className="container section not-found">
      <Seo title={MESSAGES.notFound.service} description={MESSAGES.notFound.service} noindex />
      <h1>{MESSAGES.notFound.service}</h1>
      <Link to="/services" className="button">
        All services
      </Link>
    </main>
  );
}
