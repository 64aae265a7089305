import { useEffect, useState, useSyncExternalStore } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useMutation, useQuery } from '@apollo/client/react';
import { ConfirmDialog, Notice } from '@sawa/web/ui';
import { formatKigaliDateTime, formatVisitTime, publicPath } from '@sawa/shared/domain';
import { useRecordNotFound } from '../app/not-found';
import { PageHero } from '../components/PageHero';
import { QueryState } from '../components/QueryState';
import { CancelVisitDocument, ChooseVisitTimeDocument, RescheduleVisitDocument, VisitDocument, type VisitQuery } from '../gql/graphql';
import { NotFoundPage } from '../pages/NotFoundPage';
import { Seo } from '../seo/Seo';
import { VisitPayment } from './VisitPayment';
import { VisitTimeChooser } from './VisitTimeChooser';

type Visit = VisitQuery['visit'];

const noSubscription = () => () => undefined;
/** False in the server render and while the page hydrates, true after: the calendar's free places are read live, in the browser only. */
const useInBrowser = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

function statusText(visit: Visit): string {
  switch (visit.status) {
    case 'pending':
      return 'Waiting for your payment: your places are held until the payment time runs out.';
    case 'paid':
      return visit.needsTime
        ? 'Your studio visit is paid. Choose its day and time below.'
        : 'Your studio visit is booked and paid. We look forward to welcoming you in Musanze!';
    case 'attended':
      return 'Thank you for visiting us!';
    case 'no_show':
      return 'We missed you at your visit. Please contact the studio to come another time.';
    case 'expired':
      return 'The payment time ran out, so the places went back. You can book again at any time.';
    default:
      return 'This visit was cancelled.';
  }
}

/**
 * The visitor's page of a studio visit (`/visit/:reference`): when, for how many, where (with a map), the
 * payment; a paid visit of the old Book Now chooses its time here; with the signed key of the confirmation
 * mail (`?key=`) the visitor reschedules or cancels until the deadline.
 */
export function VisitPage() {
  const { reference = '' } = useParams();
  const [search] = useSearchParams();
  const key = search.get('key');
  const navigate = useNavigate();
  const { data, loading, error, startPolling, stopPolling, refetch } = useQuery(VisitDocument, { variables: { reference, key } });
  const [choose] = useMutation(ChooseVisitTimeDocument);
  const [reschedule] = useMutation(RescheduleVisitDocument);
  const [cancel, { loading: cancelling }] = useMutation(CancelVisitDocument);
  const [changing, setChanging] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const visit = data?.visit;
  const inBrowser = useInBrowser();
  useEffect(() => {
    if (visit?.status === 'pending') startPolling(3000);
    else stopPolling();
    return () => stopPolling();
  }, [visit?.status, startPolling, stopPolling]);
  if (useRecordNotFound(error, loading)) return <NotFoundPage />;

  const moveTo = async (startsAt: string) => {
    await reschedule({ variables: { reference, key: key ?? '', startsAt } });
    await refetch();
    setChanging(false);
    setNotice(`Your visit now starts on ${formatVisitTime(startsAt)}. We sent you the new calendar entry.`);
  };
  const chooseTime = async (startsAt: string) => {
    const { data: chosen } = await choose({ variables: { reference, startsAt } });
    if (!chosen) return;
    setNotice(`Your visit is booked for ${formatVisitTime(startsAt)}. Keep this page's address: it lets you reschedule or cancel.`);
    await navigate(`${publicPath.visit(reference)}${new URL(chosen.chooseVisitTime.manageUrl).search}`, { replace: true });
  };
  const cancelVisit = async () => {
    setFailure(null);
    try {
      await cancel({ variables: { reference, key: key ?? '' } });
      await refetch();
      setNotice('Your visit is cancelled.');
    } catch (e) {
      setFailure((e as Error).message);
    } finally {
      setConfirming(false);
    }
  };

  return (
    <main>
      <Seo
        title={`Studio visit ${reference}`}
        description="The status of your studio visit booking at Sawa Art Studio."
        path={publicPath.visit(reference)}
        noindex
      />
      <PageHero eyebrow="Studio visit" title={`Booking ${reference}`} />
      <div className="container section">
        {!visit ? (
          <QueryState loading={loading} error={error} />
        ) : (
          <div className="order visit">
            <p className={`order__status order__status--${visit.status}`} role="status" aria-live="polite">
              {statusText(visit)}
            </p>
            {notice && <Notice tone="success">{notice}</Notice>}
            {visit.startsAt && (
              <dl className="visit__facts">
                <dt>When</dt>
                <dd>{formatVisitTime(visit.startsAt)}</dd>
                <dt>Where</dt>
                <dd>
                  {visit.address} (
                  <a href={visit.mapUrl} className="text-link" target="_blank" rel="noopener noreferrer">
                    map
                  </a>
                  )
                </dd>
              </dl>
            )}
            <VisitPayment visit={visit} />
            {visit.needsTime && inBrowser && (
              <VisitTimeChooser title="Choose your day and time" submitLabel="Book this time" partySize={visit.partySize} onSubmit={chooseTime} />
            )}
            {visit.canChange && !changing && (
              <div className="visit__actions">
                <p>You can reschedule or cancel until {formatKigaliDateTime(visit.changeableUntil!)} (Kigali time).</p>
                <button type="button" className="button" onClick={() => setChanging(true)}>
                  Reschedule
                </button>
                <button type="button" className="button button--ghost" onClick={() => setConfirming(true)}>
                  Cancel visit
                </button>
              </div>
            )}
            {visit.canChange && changing && (
              <VisitTimeChooser
                title="Choose another day and time"
                submitLabel="Move my visit"
                partySize={visit.partySize}
                exclude={visit.startsAt}
                onSubmit={moveTo}
              />
            )}
            {!visit.canChange && visit.keyValid && visit.changeableUntil && (
              <p>Changes online were possible until {formatKigaliDateTime(visit.changeableUntil)} (Kigali time); please contact the studio.</p>
            )}
            {!visit.keyValid && visit.status === 'paid' && visit.startsAt && <p>To reschedule or cancel, use the link in your confirmation e-mail.</p>}
            {failure && <Notice tone="error">{failure}</Notice>}
            <p>
              <Link to="/contact" className="text-link">
                How to find the studio
              </Link>
            </p>
            <ConfirmDialog
              open={confirming}
              title="Cancel this visit?"
              confirmLabel="Cancel visit"
              cancelLabel="Keep it"
              busy={cancelling}
              onConfirm={() => void cancelVisit()}
              onCancel={() => setConfirming(false)}
            >
              <p>{visit.paidAt ? 'The studio will refund your payment.' : 'Your places go back to other visitors.'}</p>
            </ConfirmDialog>
          </div>
        )}
      </div>
    </main>
  );
}
