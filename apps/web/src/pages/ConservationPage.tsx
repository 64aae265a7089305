import { useQuery } from '@apollo/client/react';
import { CONSERVATION_TOTAL_HEADING, formatMoney, formatPercent, STUDIO } from '@sawa/shared/domain';
import { BookNowButton } from '../booking/BookNowButton';
import { PageHero } from '../components/PageHero';
import { QueryState } from '../components/QueryState';
import { ConservationTotalsDocument, SiteSettingsDocument } from '../gql/graphql';
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
      <RaisedForConservation />
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

/** The running total paid sales have set aside (the conservation ledger), per currency, and the works sold. */
function RaisedForConservation() {
  const { data, loading, error } = useQuery(ConservationTotalsDocument);
  const currency = useQuery(SiteSettingsDocument).data?.site.shopCurrency;
  const totals = data?.conservationTotals;
  // Nothing raised yet: a zero in the shop's currency.
  const raised = totals && (totals.raised.length ? totals.raised : currency ? [{ currency, amount: '0.00' }] : []);
  return (
    <section className="section container conservation-total" aria-labelledby="raised">
      <h2 id="raised">{CONSERVATION_TOTAL_HEADING}</h2>
      <QueryState loading={loading} error={error} />
      {totals && raised && (
        <>
          <ul className="conservation-total__amounts" aria-label="Amounts raised">
            {raised.map((r) => (
              <li key={r.currency}>{formatMoney(r.amount, r.currency)}</li>
            ))}
          </ul>
          <p className="conservation-total__works">
            From {totals.worksSold} {totals.worksSold === 1 ? 'work' : 'works'} sold. Each sale sets aside {formatPercent(totals.sharePercent)}% of its price
            for conservation, or the share its work's page shows.
          </p>
        </>
      )}
    </section>
  );
}
