import { Link, useParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { RETURN_POLICY_KINDS, type EditionKind } from '@sawa/shared/domain';
import { ReturnPoliciesDocument } from '../gql/graphql';
import { LEGAL_TABS } from '../content/legal';
import { PageHero } from '../components/PageHero';
import { Seo } from '../seo/Seo';
import { NotFoundPage } from './NotFoundPage';

/** FAQ, privacy policy and terms: one page with tabs; the last path segment selects the tab (SPEC §2). Tabs are links, so each has its own URL. */
export function LegalPage() {
  const { tab: slug } = useParams();
  const tab = LEGAL_TABS.find((t) => t.slug === slug);
  if (!tab) return <NotFoundPage />;
  return (
    <main>
      <Seo title={tab.title} description={tab.description} path={`/sawa/${tab.slug}`} />
      <PageHero eyebrow="Support" title={tab.title} />
      <div className="container section legal">
        <nav className="tabs" aria-label="Support pages">
          <ul>
            {LEGAL_TABS.map((t) => (
              <li key={t.slug}>
                <Link to={`/sawa/${t.slug}`} className="tabs__tab" aria-current={t.slug === tab.slug ? 'page' : undefined}>
                  {t.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <article className="prose">
          {tab.intro && <p className="legal__intro">{tab.intro}</p>}
          {tab.sections.map((section) => (
            <section key={section.heading}>
              <h2>{section.heading}</h2>
              {section.paragraphs.map((text) => (
                <p key={text}>{text}</p>
              ))}
              {section.withStudioReturnPolicy && <StudioReturnPolicy />}
            </section>
          ))}
        </article>
      </div>
    </main>
  );
}

/** The studio's return policy for each kind of work it states one for (the same texts as the product page and the paid mail). */
function StudioReturnPolicy() {
  const policies = useQuery(ReturnPoliciesDocument).data?.returnPolicies;
  if (!policies) return null;
  const stated = (Object.keys(RETURN_POLICY_KINDS) as EditionKind[]).filter((kind) => policies[kind].trim());
  if (!stated.length) return null;
  return (
    <dl className="legal__returns">
      {stated.map((kind) => (
        <div key={kind}>
          <dt>{RETURN_POLICY_KINDS[kind]}</dt>
          <dd>{policies[kind]}</dd>
        </div>
      ))}
    </dl>
  );
}
