import { useRef } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { MAX_PAGE_SIZE, STUDIO } from '@sawa/shared/domain';
import { ResponsiveImage } from '@sawa/web/ui';
import { EveryPage, type UsePage } from '../components/EveryPage';
import { QueryState } from '../components/QueryState';
import { PageHero } from '../components/PageHero';
import { useReveal } from '../components/reveal';
import { TeamMembersDocument, type TeamMembersQuery } from '../gql/graphql';
import { Seo } from '../seo/Seo';

/** SPEC §1: Our Mission is this phrase. */
export const MISSION = 'Building Artists, Saving Species';

type TeamMember = TeamMembersQuery['teamMembers']['items'][number];

const useTeamPage: UsePage<TeamMember> = (page, pageSize) => {
  const { data, loading, error } = useQuery(TeamMembersDocument, { variables: { page, pageSize } });
  return { list: data?.teamMembers, loading, error };
};

export function AboutPage() {
  const root = useRef<HTMLElement>(null);
  useReveal(root);
  // The first page's loading and error states; EveryPage runs the same query (shared by Apollo) and any further pages.
  const first = useTeamPage(1, MAX_PAGE_SIZE);
  return (
    <main ref={root}>
      <Seo
        title={`${STUDIO.shortName} | About Us`}
        description={`The story, impact and mission of ${STUDIO.name}, founded in ${STUDIO.city} in ${STUDIO.founded}, and the team behind it.`}
        path="/about-sawa"
      />
      {/* The tab's title is 'SAWA | About Us' (SPEC §2); the page's own heading reads as a heading. */}
      <PageHero eyebrow="About Us" title={`About ${STUDIO.name}`}>
        <p>
          A studio and gallery in {STUDIO.city}, founded in {STUDIO.founded} to protect wildlife through art.
        </p>
      </PageHero>
      <div className="container prose-columns">
        <section aria-labelledby="story" data-reveal>
          <h2 id="story">Our Story</h2>
          <p>
            Our founder grew up in {STUDIO.city} within sight of the Virunga volcanoes, drawing the gorillas, golden monkeys and crowned cranes that share the
            forest with her village. That love of animals never left her, and neither did the talent she saw in the young painters around her, who had no
            gallery, no buyers and no one to show them how to make a living from their work.
          </p>
          <p>
            In {STUDIO.founded} she opened {STUDIO.name} to change that: a studio and gallery that gives young African artists a platform, with space to work,
            materials, training and a public that sees and buys their art, here and around the world.
          </p>
        </section>
        <section aria-labelledby="impact" data-reveal>
          <h2 id="impact">Our Impact</h2>
          <p>
            Wildlife art is how we do conservation. Every painting tells the story of the animal it shows and what threatens it, and a share of every sale,
            workshop and studio visit funds conservation education in the schools around Volcanoes National Park and supports the rangers and trackers who
            protect it.
          </p>
          <p>
            <Link to="/conservation" className="text-link">
              Our conservation programme
            </Link>
          </p>
        </section>
        <section aria-labelledby="mission" data-reveal>
          <h2 id="mission">Our Mission</h2>
          <p className="mission">{MISSION}</p>
          <p>
            We build artists, with fair pay, training and an audience, and through their work we help save the species they paint: every piece that leaves the
            studio carries its animals' story to a new home and gives something back to the forest that inspired it.
          </p>
        </section>
      </div>
      {/* Shown while the team loads or when it has members: a studio without any yet shows no empty section. */}
      {(first.loading || first.error || (first.list?.totalItems ?? 0) > 0) && (
        <section className="section section--sand" aria-labelledby="team" data-reveal>
          <div className="container">
            <h2 id="team">Meet The Team</h2>
            <QueryState loading={first.loading} error={first.error} label="Loading the team..." />
            <ul className="people-grid">
              <EveryPage
                usePage={useTeamPage}
                renderItem={(member) => (
                  <li key={member.id} className="person">
                    <ResponsiveImage image={member.image} alt="" sizes="(min-width: 64rem) 16rem, 45vw" className="person__image" />
                    <h3 className="person__name">{member.name}</h3>
                    <p className="person__role">{member.position}</p>
                  </li>
                )}
              />
            </ul>
            <div className="center">
              <Link to="/conservation" className="button button--ghost">
                View More
              </Link>
            </div>
          </div>
        </section>
      )}
    </main>
  );
}
