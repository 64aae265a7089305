import { Link } from 'react-router';
import { MESSAGES } from '@sawa/shared/domain';
import { NOT_FOUND_MARK } from '../app/not-found';
import { useStatus } from '../app/status';
import { Seo } from '../seo/Seo';

export function NotFoundPage() {
  useStatus(404);
  return (
    <main className="container section not-found" {...{ [NOT_FOUND_MARK]: true }}>
      <Seo title={MESSAGES.notFound.page} description="This page does not exist at Sawa Art Studio." noindex />
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>{MESSAGES.notFound.page}</h1>
      <p>The page you are looking for has moved or never existed.</p>
      <Link to="/" className="button">
        Go Home
      </Link>
    </main>
  );
}
