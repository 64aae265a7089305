import { render, screen } from '@testing-library/react';
import { useQuery } from '@apollo/client/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { DEMO_NOTICE } from '@sawa/shared/domain';
import { SiteSettingsDocument } from '../gql/graphql';
import { DemoNotice } from './DemoNotice';

const site = (paymentsSimulated: boolean) => ({
  request: { query: SiteSettingsDocument },
  result: {
    data: {
      site: {
        __typename: 'SiteSettings',
        name: 'Sawa Art Studio',
        email: 'hello@sawa-art.studio',
        phone: null,
        address: 'Musanze, Rwanda',
        mapUrl: 'https://www.openstreetmap.org/search?query=Musanze%2C%20Rwanda',
        url: 'https://sawa.example',
        paymentsSimulated,
        paymentsAvailable: true,
        shopCurrency: 'USD',
        currencies: ['USD', 'RWF'],
        displayCurrency: 'USD',
        social: [],
      },
    },
  },
});

/** Says when the site settings arrived, so a test sees the notice's answer rather than its loading state. */
function Loaded() {
  const { data } = useQuery(SiteSettingsDocument);
  return data ? <p>settings loaded</p> : null;
}

describe('the demo shop notice', () => {
  it('says exactly that payments are simulated, in its own labelled landmark, while they are', async () => {
    render(
      <MockedProvider mocks={[site(true)]}>
        <DemoNotice />
      </MockedProvider>,
    );
    const notice = await screen.findByRole('complementary', { name: 'Demo shop' });
    expect(notice.textContent).toBe(DEMO_NOTICE);
    expect(DEMO_NOTICE).toBe('Demo shop: payments are simulated, nothing is charged');
  });

  it('is not there when payments are real or off', async () => {
    const { container } = render(
      <MockedProvider mocks={[site(false)]}>
        <div>
          <DemoNotice />
          <Loaded />
        </div>
      </MockedProvider>,
    );
    await screen.findByText('settings loaded');
    expect(container.textContent).toBe('settings loaded');
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('says the site is briefly unavailable, with the server’s message, when the site settings cannot be read', async () => {
    const message = 'The database is not available right now. Please try again in a moment.';
    render(
      <MockedProvider mocks={[{ request: { query: SiteSettingsDocument }, result: { errors: [{ message, extensions: { code: 'SERVICE_UNAVAILABLE' } }] } }]}>
        <DemoNotice />
      </MockedProvider>,
    );
    expect((await screen.findByRole('alert')).textContent).toBe(`Error: ${message}`);
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
