import { HUMAN_ERRORS } from '@sawa/shared/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminBackgroundJobsDocument, DiscardDeadJobDocument, RetryDeadJobDocument } from '../gql/graphql';
import { renderAdmin } from '../../testing/admin';
import { BackgroundJobsPage } from './BackgroundJobsPage';

const queues = (dead: number) => [
  { __typename: 'JobQueueCounts', queue: 'media.avif-variants', description: 'Make the AVIF variants of an uploaded image', waiting: 2, running: 1, dead },
];
const deadJob = (n: number) => ({
  __typename: 'DeadJob',
  id: `0000000${n}-0000-4000-8000-000000000000`,
  queue: 'media.avif-variants',
  description: 'Make the AVIF variants of an uploaded image',
  data: `{"assetId":"a-${n}"}`,
  error: 'Images cannot be stored or read right now. Please try again in a moment.',
  attempts: 5,
  createdAt: '2026-11-23T10:00:00.000Z',
  failedAt: '2026-11-23T10:05:00.000Z',
});
const page = (jobs: ReturnType<typeof deadJob>[]) => ({
  request: { query: AdminBackgroundJobsDocument, variables: { page: 1, pageSize: 20 } },
  result: { data: { jobQueues: queues(jobs.length), deadJobs: { __typename: 'DeadJobList', totalItems: jobs.length, items: jobs } } },
});

describe('Background jobs (back office)', () => {
  it('shows the queues and the dead jobs with why they failed, and retries and discards them', async () => {
    const user = userEvent.setup();
    const first = deadJob(1);
    const second = deadJob(2);
    renderAdmin(
      '/admin/jobs',
      { '/admin/jobs': <BackgroundJobsPage /> },
      {
        mocks: [
          page([first, second]),
          { request: { query: RetryDeadJobDocument, variables: { queue: first.queue, id: first.id } }, result: { data: { retryDeadJob: true } } },
          page([second]),
          { request: { query: DiscardDeadJobDocument, variables: { queue: second.queue, id: second.id } }, result: { data: { discardDeadJob: true } } },
          page([]),
        ],
      },
    );
    const queueTable = await screen.findByRole('table', { name: 'Queues' });
    expect(within(queueTable).getAllByRole('row')[1].textContent).toBe('Make the AVIF variants of an uploaded image media.avif-variants212');
    const deadTable = screen.getByRole('table', { name: '2 dead jobs' });
    expect(within(deadTable).getAllByText('Images cannot be stored or read right now. Please try again in a moment.')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Retry: Make the AVIF variants of an uploaded image {"assetId":"a-1"}' }));
    expect(await screen.findByText('Make the AVIF variants of an uploaded image: queued again.')).toBeTruthy();
    await screen.findByRole('table', { name: '1 dead job' });

    await user.click(screen.getByRole('button', { name: 'Discard: Make the AVIF variants of an uploaded image {"assetId":"a-2"}' }));
    expect(await screen.findByText('Make the AVIF variants of an uploaded image: discarded.')).toBeTruthy();
    await screen.findByRole('table', { name: '0 dead jobs' });
  });

  it('shows a refusal from the server', async () => {
    const user = userEvent.setup();
    const job = deadJob(3);
    renderAdmin(
      '/admin/jobs',
      { '/admin/jobs': <BackgroundJobsPage /> },
      {
        mocks: [
          page([job]),
          {
            request: { query: RetryDeadJobDocument, variables: { queue: job.queue, id: job.id } },
            result: { errors: [{ message: `No dead job of media.avif-variants found with id ${job.id}` }] },
          },
          page([]),
        ],
      },
    );
    await user.click(await screen.findByRole('button', { name: /^Retry: / }));
    expect(await screen.findByText(HUMAN_ERRORS.gone)).toBeTruthy();
  });
});
