import { STUDIO } from '@sawa/shared/domain';
import { BookNowButton } from '../booking/BookNowButton';
import { PageHero } from '../components/PageHero';
import { Seo } from '../seo/Seo';

const PROGRAMMES = [
  {
    title: 'Art in schools',
    text: 'Our artists teach drawing and painting in primary schools around Volcanoes National Park, using the animals of the park as subjects and talking about why they matter.',
  },
  {
    title: 'Support for rangers',
    text: 'A share of every sale goes to the rangers and trackers who follow the gorilla families each day: boots, rain gear and first-aid kits.',
  },
  {
    title: 'Artists as storytellers',
    text: 'Every painting in the gallery comes with the story of its subject: the gorilla family, the bird or the forest it shows, and what threatens it.',
  },
];

export function ConservationPage() {
  return (
    <main>
      <Seo
        title="Conservation"
        description={`How ${STUDIO.name} turns art into support for the gorillas and the forests of the Virunga massif: school programmes, ranger support and fair pay for artists.`}
        path="/conservation"
      />
      <PageHero eyebrow="Conservation" title="Protecting wildlife through art">
        <p>The Virunga massif is home to more than half of the world's mountain gorillas. Every work that leaves our studio helps keep it that way.</p>
      </PageHero>
      <section className="section container" aria-labelledby="programme">
        <h2 id="programme">Our conservation programme</h2>
        <ul className="tile-grid">
          {PROGRAMMES.map((p) => (
            <li key={p.title} className="tile">
              <h3>{p.title}</h3>
              <p>{p.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="section section--sand" aria-labelledby="visit">
        <div className="container book-visit__inner">
          <div>
            <h2 id="visit">See the work for yourself</h2>
            <p>Book a studio visit: a guided tour of the gallery and the studio, and a conversation with the artists about the animals they paint.</p>
          </div>
          <BookNowButton />
        </div>
      </section>
    </main>
  );
}
