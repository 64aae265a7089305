import { render, screen } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter } from 'react-router';
import { ToastProvider } from '@sawa/web/ui';
import { SiteSettingsDocument } from '../gql/graphql';
import { siteSettings } from '../testing/fixtures';
import { ContactPage } from './ContactPage';

describe('contact page', () => {
  it('gives the address, phone, a directions link and Book Now', async () => {
    const site = { ...siteSettings(), phone: '+250 788 000 111', mapUrl: 'https://maps.example/sawa' };
    render(
      <MockedProvider mocks={[{ request: { query: SiteSettingsDocument }, result: { data: { site } } }]}>
        <ToastProvider>
          <MemoryRouter>
            <ContactPage />
          </MemoryRouter>
        </ToastProvider>
      </MockedProvider>,
    );
    const directions = await screen.findByRole('link', { name: /Directions and map/ });
    expect(directions.getAttribute('href')).toBe('https://maps.example/sawa');
    expect(screen.getByRole('link', { name: '+250 788 000 111' }).getAttribute('href')).toBe('tel:+250788000111');
    expect(screen.getByRole('button', { name: 'Book Now' })).toBeTruthy();
  });
});
