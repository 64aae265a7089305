import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { BookStudioVisitDocument } from '../gql/graphql';

/**
 * Book Now (SPEC §4): 'Processing...' and disabled while the visit's invoice is created, then the
 * browser goes to the payment page. A failure is shown, not only logged as the old site did.
 */
export function BookNowButton() {
  const [book, { loading }] = useMutation(BookStudioVisitDocument);
  const [error, setError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const start = async () => {
    setError(null);
    try {
      const { data } = await book();
      if (!data?.bookStudioVisit.paymentLinkUrl) throw new Error('The payment service gave no payment page.');
      setLeaving(true);
      window.location.assign(data.bookStudioVisit.paymentLinkUrl);
    } catch (e) {
      setError(`We could not start your booking: ${(e as Error).message}`);
    }
  };
  const busy = loading || leaving;
  return (
    <div className="book-now">
      <button type="button" className="button" onClick={() => void start()} disabled={busy} aria-busy={busy}>
        {busy ? 'Processing...' : 'Book Now'}
      </button>
      {error && (
        <p className="book-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
