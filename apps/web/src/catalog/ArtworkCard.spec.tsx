import { render, screen } from '@testing-library/react';
import { cardPrice } from '@sawa/shared/domain';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter } from 'react-router';
import type { ArtworkCardFragment } from '../gql/graphql';
import { artworkCard } from '../testing/fixtures';
import { ArtworkCard, ArtworkGrid } from './ArtworkCard';

const card = (soldOriginal: boolean, soldPrint = false) => {
  const art = artworkCard('a1', 'Silverback at Dawn', [
    ['Original Art Work', '2400.00'],
    ['Limited Print A3', '95.00'],
  ]);
  const editions = [
    { ...art.editions[0], soldOut: soldOriginal },
    { ...art.editions[1], soldOut: soldPrint },
  ];
  // The server's cardPrices: the same rule (cardPrice) over the editions' prices.
  return { ...art, soldOut: soldOriginal && soldPrint, editions, cardPrices: cardPrice(editions).prices };
};

const show = (artwork: ReturnType<typeof card>, showArtist?: boolean) =>
  render(
    <MockedProvider mocks={[]}>
      <MemoryRouter>
        <ArtworkCard artwork={artwork as unknown as ArtworkCardFragment} showArtist={showArtist} />
      </MemoryRouter>
    </MockedProvider>,
  );

describe('an artwork card', () => {
  it('shows the original’s price while it is for sale', () => {
    show(card(false));
    expect(document.querySelector('.art-card__price')!.textContent).toBe('$2,400.00');
    expect(screen.queryByText('Original sold')).toBeNull();
  });

  it('a sold original with prints left: "Original sold", and the print’s price, not the original’s', () => {
    show(card(true));
    expect(screen.getByText('Original sold')).toBeTruthy();
    expect(document.querySelector('.art-card__price')!.textContent).toBe('$95.00');
    expect(document.body.textContent).not.toContain('2,400');
  });

  it('everything sold: "Sold", and no price', () => {
    show(card(true, true));
    expect(screen.getByText('Sold')).toBeTruthy();
    expect(document.querySelector('.art-card__price')).toBeNull();
  });

  it("names the artist, except on the artist's own page", () => {
    show(card(false));
    expect(screen.getByText('Aline Uwase')).toBeTruthy();
    document.body.innerHTML = '';
    show(card(false), false);
    expect(screen.queryByText('Aline Uwase')).toBeNull();
  });
});

describe('a grid of artworks', () => {
  const grid = (leads: boolean) => {
    const works = [card(false), { ...card(false), id: 'a2' }];
    render(
      <MockedProvider mocks={[]}>
        <MemoryRouter>
          <ArtworkGrid artworks={works as unknown as ArtworkCardFragment[]} leads={leads} />
        </MemoryRouter>
      </MockedProvider>,
    );
    return [...document.querySelectorAll('img')].map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')]);
  };

  it('that opens its page loads its first picture at once, with high priority, and the rest lazily', () => {
    expect(grid(true)).toEqual([
      ['eager', 'high'],
      ['lazy', null],
    ]);
  });

  it('further down a page loads every picture lazily', () => {
    expect(grid(false)).toEqual([
      ['lazy', null],
      ['lazy', null],
    ]);
  });
});
