import { MESSAGES } from '@sawa/shared/domain';
import { useStatus } from '../app/status';

export function NotFoundPage() {
  useStatus(404);
  return (
    <main className="container">
      <title>{MESSAGES.notFound.page}</title>
      <h1>{MESSAGES.notFound.page}</h1>
      <a href="/">Go Home</a>
    </main>
  );
}
