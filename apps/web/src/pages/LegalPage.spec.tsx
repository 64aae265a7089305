import { render, screen, within } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ReturnPoliciesDocument } from '../gql/graphql';
import { LegalPage } from './LegalPage';

const returnsMock = (policies: { original: string; limited: string; open: string }) => ({
  request: { query: ReturnPoliciesDocument },
  result: { data: { returnPolicies: { __typename: 'ReturnPolicies', ...policies } } },
});

const renderTab = (tab: string, policies = { original: '', limited: '', open: '' }) =>
  render(
    <MockedProvider mocks={[returnsMock(policies)]}>
      <MemoryRouter initialEntries={[`/sawa/${tab}`]}>
        <Routes>
          <Route path="/sawa/:tab" element={<LegalPage />} />
        </Routes>
      </MemoryRouter>
    </MockedProvider>,
  );

describe('the terms', () => {
  it("state the studio's return policy for each kind of work it states one for, under Returns", async () => {
    renderTab('terms-and-conditions', {
      original: 'Originals may be returned within 14 days of delivery, in their crate.',
      limited: '',
      open: 'Open prints: 30 days.',
    });
    const returns = (await screen.findByText('Originals')).closest('section')!;
    expect(within(returns).getByRole('heading', { name: 'Returns' })).toBeTruthy();
    expect(within(returns).getByText('Originals may be returned within 14 days of delivery, in their crate.')).toBeTruthy();
    expect(within(returns).getByText('Open prints')).toBeTruthy();
    expect(within(returns).getByText('Open prints: 30 days.')).toBeTruthy();
    // A kind the studio states nothing for is not listed.
    expect(within(returns).queryByText('Limited prints')).toBeNull();
  });
});
