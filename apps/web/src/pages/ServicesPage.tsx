import { Link } from 'react-router';
import { STUDIO } from '@sawa/shared/domain';
import { PageHero } from '../components/PageHero';
import { SERVICES } from '../content/services';
import { Seo } from '../seo/Seo';

export function ServicesPage() {
  return (
    <main>
      <Seo
        title="Services"
        description={`Studio rental, workshops and classes, framing and restoration, and commissions at ${STUDIO.name} in ${STUDIO.city}.`}
        path="/services"
      />
      <PageHero eyebrow="Services" title="Work with the studio">
        <p>Paint with us, learn with us, or have us frame, restore or create a work for you.</p>
      </PageHero>
      <section className="section container" aria-label="Services">
        <ul className="tile-grid tile-grid--four">
          {SERVICES.map((service) => (
            <li key={service.id}>
              <Link to={`/services/${service.id}`} className="tile">
                <h2>{service.title}</h2>
                <p>{service.summary}</p>
              </Link>
            </li>
          ))}
          <li>
            <Link to="/commissions" className="tile">
              <h2>Commissions</h2>
              <p>A work made for you: a favourite animal, a place, a memory from the forest.</p>
            </Link>
          </li>
        </ul>
      </section>
    </main>
  );
}
