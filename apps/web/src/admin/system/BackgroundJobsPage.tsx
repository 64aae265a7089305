import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { formatKigaliDateTime, pageCount, humanError } from '@sawa/shared/domain';
import { Notice, Pagination, Spinner, useToast } from '@sawa/web/ui';
import { AdminBackgroundJobsDocument, DiscardDeadJobDocument, RetryDeadJobDocument } from '../gql/graphql';
import { useAdminTitle } from '../useAdminTitle';
import { TableScroll } from '../lists/TableScroll';

const PAGE_SIZE = 20;

/**
 * The background work of the shop (image variants, and every other queued job): how much waits and
 * runs now, and the dead jobs, those that failed every attempt, with the reason, to run once more or
 * to discard.
 */
export function BackgroundJobsPage() {
  useAdminTitle('Background jobs');
  const toast = useToast();
  const [page, setPage] = useState(1);
  const { data, loading, error, refetch } = useQuery(AdminBackgroundJobsDocument, {
    variables: { page, pageSize: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const [retry] = useMutation(RetryDeadJobDocument);
  const [discard] = useMutation(DiscardDeadJobDocument);
  const act = async (what: 'retry' | 'discard', job: { queue: string; id: string; description: string }) => {
    try {
      if (what === 'retry') await retry({ variables: { queue: job.queue, id: job.id } });
      else await discard({ variables: { queue: job.queue, id: job.id } });
      toast.show('success', what === 'retry' ? `${job.description}: queued again.` : `${job.description}: discarded.`);
    } catch (e) {
      toast.show('error', humanError((e as Error).message));
    }
    await refetch();
  };
  return (
    <div className="admin-page">
      <h1>Background jobs</h1>
      {error && <Notice tone="error">{humanError(error.message)}</Notice>}
      {loading && !data && <Spinner />}
      {data && (
        <>
          <TableScroll label="Job queues">
            <table className="admin-table">
              <caption>Queues</caption>
              <thead>
                <tr>
                  <th scope="col">Job</th>
                  <th scope="col">Waiting</th>
                  <th scope="col">Running</th>
                  <th scope="col">Dead</th>
                </tr>
              </thead>
              <tbody>
                {data.jobQueues.map((q) => (
                  <tr key={q.queue}>
                    <td>
                      {q.description}
                      <span className="admin-row__detail"> {q.queue}</span>
                    </td>
                    <td>{q.waiting}</td>
                    <td>{q.running}</td>
                    <td>{q.dead}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
          <TableScroll label="Dead jobs">
            <table className="admin-table">
              <caption>{data.deadJobs.totalItems === 1 ? '1 dead job' : `${data.deadJobs.totalItems} dead jobs`}</caption>
              <thead>
                <tr>
                  <th scope="col">Job</th>
                  <th scope="col">Why it failed</th>
                  <th scope="col">Attempts</th>
                  <th scope="col">Failed</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.deadJobs.items.map((job) => (
                  <tr key={job.id}>
                    <td>
                      {job.description}
                      <span className="admin-row__detail"> {job.data}</span>
                    </td>
                    <td>{job.error}</td>
                    <td>{job.attempts}</td>
                    <td>{formatKigaliDateTime(job.failedAt)}</td>
                    <td>
                      <button
                        type="button"
                        className="button button--ghost"
                        aria-label={`Retry: ${job.description} ${job.data}`}
                        onClick={() => void act('retry', job)}
                      >
                        Retry
                      </button>
                      <button
                        type="button"
                        className="button button--ghost"
                        aria-label={`Discard: ${job.description} ${job.data}`}
                        onClick={() => void act('discard', job)}
                      >
                        Discard
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </>
      )}
      <Pagination page={page} totalPages={data ? pageCount(data.deadJobs.totalItems, PAGE_SIZE) : 0} onChange={setPage} label="Dead job pages" />
    </div>
  );
}
