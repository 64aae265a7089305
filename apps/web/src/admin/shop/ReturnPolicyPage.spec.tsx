import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminReturnPoliciesDocument, UpdateReturnPoliciesDocument } from '../gql/graphql';
import { renderAdmin } from '../../testing/admin';
import { ReturnPolicyPage } from './ReturnPolicyPage';

const policies = (p: { original: string; limited: string; open: string }) => ({ __typename: 'ReturnPolicies', ...p });

describe('return policy (back office)', () => {
  it('edits the return policy of each kind of work and saves them together', async () => {
    const user = userEvent.setup();
    const saved = { original: 'Returnable within 14 days of delivery.', limited: 'Final sale.', open: '' };
    renderAdmin(
      '/admin/returns',
      { '/admin/returns': <ReturnPolicyPage /> },
      {
        mocks: [
          {
            request: { query: AdminReturnPoliciesDocument },
            result: { data: { returnPolicies: policies({ original: '', limited: 'Final sale.', open: '' }) } },
          },
          { request: { query: UpdateReturnPoliciesDocument, variables: { input: saved } }, result: { data: { updateReturnPolicies: policies(saved) } } },
        ],
      },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Return policy' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLTextAreaElement>('Limited prints').value).toBe('Final sale.');
    await user.type(screen.getByLabelText('Originals'), saved.original);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('The return policy is saved'));
  });
});
