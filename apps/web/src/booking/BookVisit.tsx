import { BookNowButton } from './BookNowButton';

/** The home page's closing section: a paid studio visit, booked online (SPEC §2 "Book Your Visit Today"). */
export function BookVisit() {
  return (
    <section className="section book-visit" aria-labelledby="book-visit-title" data-reveal>
      <div className="container book-visit__inner">
        <div>
          <h2 id="book-visit-title">Book Your Visit Today</h2>
          <p>
            Walk through the gallery, watch the artists at work in the studio and hear the stories behind the paintings. A visit lasts about an hour and a share
            of every ticket supports conservation in the Virungas.
          </p>
        </div>
        <BookNowButton />
      </div>
    </section>
  );
}
