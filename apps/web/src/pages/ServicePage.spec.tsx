import { render, screen, within } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ToastProvider } from '@sawa/web/ui';
import { SERVICES } from '../content/services';
import { ServicePage } from './ServicePage';

const renderAt = (path: string) =>
  render(
    <MockedProvider mocks={[]}>
      <ToastProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/services/:serviceId" element={<ServicePage />} />
          </Routes>
        </MemoryRouter>
      </ToastProvider>
    </MockedProvider>,
  );

describe('service pages', () => {
  it.each(SERVICES.map((s) => [s.id, s.title]))('%s shows its title, description, pictures and a Book Now button', (id, title) => {
    renderAt(`/services/${id}`);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    const gallery = screen.getByRole('list', { name: `${title} in pictures` });
    const pictures = within(gallery).getAllByRole('img');
    expect(pictures.length).toBeGreaterThanOrEqual(2);
    for (const img of pictures) {
      expect(img.getAttribute('alt')!.length).toBeGreaterThan(20);
      expect(Number(img.getAttribute('width'))).toBe(960);
      expect(Number(img.getAttribute('height'))).toBe(720);
      expect(img.getAttribute('loading')).toBe('lazy');
      expect(img.getAttribute('src')).toMatch(new RegExp(`^/assets/${id}-\\d-960\\.webp$`));
      const sources = [...img.parentElement!.querySelectorAll('source')].map((s) => [s.getAttribute('type'), s.getAttribute('srcset')]);
      expect(sources).toEqual([
        ['image/avif', expect.stringMatching(/-480\.avif 480w, .*-960\.avif 960w$/)],
        ['image/webp', expect.stringMatching(/-480\.webp 480w, .*-960\.webp 960w$/)],
      ]);
    }
    expect(screen.getByRole('button', { name: 'Book Now' })).toBeTruthy();
  });

  it('an unknown service says so, with no canonical link', () => {
    renderAt('/services/unknown');
    expect(screen.getByRole('heading', { level: 1, name: 'Service not found' })).toBeTruthy();
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });
});
