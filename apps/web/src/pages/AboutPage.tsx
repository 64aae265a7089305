import { useQuery } from '@apollo/client/react';
import { STUDIO } from '@sawa/shared/domain';
import { ResponsiveImage } from '@sawa/web/ui';
import { QueryState } from '../components/QueryState';
import { PageHero } from '../components/PageHero';
import { TeamMembersDocument } from '../gql/graphql';
import { Seo } from '../seo/Seo';

const TEAM_PAGE = 8;

export function AboutPage() {
  const { data, loading, error, fetchMore } = useQuery(TeamMembersDocument, { variables: { page: 1, pageSize: TEAM_PAGE } });
  const members = data?.teamMembers.items ?? [];
  const more = data ? members.length < data.teamMembers.totalItems : false;
  return (
    <main>
      <Seo
        title={`${STUDIO.shortName} | About Us`}
        description={`The story, impact and mission of ${STUDIO.name}, founded in ${STUDIO.city} in ${STUDIO.founded}, and the team behind it.`}
        path="/about-sawa"
      />
      <PageHero eyebrow="About Us" title={`${STUDIO.shortName} | About Us`}>
        <p>
          A studio and gallery in {STUDIO.city}, founded in {STUDIO.founded} to protect wildlife through art.
        </p>
      </PageHero>
      <div className="container prose-columns">
        <section aria-labelledby="story">
          <h2 id="story">Our Story</h2>
          <p>
            {STUDIO.name} began in {STUDIO.founded} when a group of painters from {STUDIO.city} rented a room on the road to Volcanoes National Park. They had
            spent years painting the gorillas, golden monkeys and crowned cranes of the Virungas for visitors; they wanted a place where that work could be
            seen, bought and taught, and where it could give something back to the forest that inspires it.
          </p>
        </section>
        <section aria-labelledby="impact">
          <h2 id="impact">Our Impact</h2>
          <p>
            A share of every sale, workshop and studio visit funds conservation education in the schools around the park and supports the rangers and trackers
            who protect it. Our artists are paid fairly and keep the rights to their images, and our workshops have introduced hundreds of children to drawing
            the animals that live next door.
          </p>
        </section>
        <section aria-labelledby="mission">
          <h2 id="mission">Our Mission</h2>
          <p>
            To make Rwandan wildlife art known around the world, to give local artists a sustainable living from their work, and to turn every painting that
            leaves the studio into support for the animals it shows.
          </p>
        </section>
      </div>
      <section className="section section--sand" aria-labelledby="team">
        <div className="container">
          <h2 id="team">Meet The Team</h2>
          {members.length === 0 && <QueryState loading={loading} error={error} label="Loading the team..." />}
          <ul className="people-grid">
            {members.map((member) => (
              <li key={member.id} className="person">
                <ResponsiveImage image={member.image} alt="" sizes="(min-width: 64rem) 16rem, 45vw" className="person__image" />
                <h3 className="person__name">{member.name}</h3>
                <p className="person__role">{member.position}</p>
              </li>
            ))}
          </ul>
          {more && (
            <div className="center">
              <button
                type="button"
                className="button button--ghost"
                disabled={loading}
                onClick={() =>
                  fetchMore({
                    variables: { page: Math.floor(members.length / TEAM_PAGE) + 1 },
                    updateQuery: (prev, { fetchMoreResult }) => ({
                      teamMembers: { ...fetchMoreResult.teamMembers, items: [...prev.teamMembers.items, ...fetchMoreResult.teamMembers.items] },
                    }),
                  })
                }
              >
                View More
              </button>
            </div>
          )}
        </div>
      </section>
    </main>
  );
}
