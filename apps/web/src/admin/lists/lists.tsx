import { availabilityText, cheapestOnSale } from '@sawa/shared/domain';
import { usePrice } from '../../catalog/money';
import {
  AdminArtistsDocument,
  AdminArtworksDocument,
  AdminCategoriesDocument,
  AdminCollectionsDocument,
  AdminTeamMembersDocument,
  DeleteArtistDocument,
  DeleteArtworkDocument,
  DeleteCategoryDocument,
  DeleteCollectionDocument,
  DeleteTeamMemberDocument,
} from '../gql/graphql';
import { EntityListPage } from './EntityListPage';

export const ArtList = () => {
  const money = usePrice({ fetch: true });
  return (
    <EntityListPage
      entity="art"
      query={AdminArtworksDocument}
      remove={DeleteArtworkDocument}
      select={(d) => ({
        total: d.artworks.totalItems,
        rows: d.artworks.items.map((a) => ({
          id: a.id,
          name: a.name,
          thumb: a.coverImage,
          detail: [
            a.artist.name,
            a.productCode,
            a.soldOut ? 'Sold out' : a.editions.map((e) => `${e.type}: ${availabilityText(e) || 'open edition'}`).join(', '),
            // The cheapest edition still for sale, not the first one (a sold original's price says nothing of what can be bought).
            cheapestOnSale(a.editions) ? `from ${money(cheapestOnSale(a.editions)!)}` : '',
          ]
            .filter(Boolean)
            .join(' · '),
        })),
      })}
    />
  );
};

export const ArtistList = () => (
  <EntityListPage
    entity="artists"
    query={AdminArtistsDocument}
    remove={DeleteArtistDocument}
    select={(d) => ({ total: d.artists.totalItems, rows: d.artists.items.map((a) => ({ id: a.id, name: a.name, thumb: a.image })) })}
  />
);

export const CategoryList = () => (
  <EntityListPage
    entity="categories"
    query={AdminCategoriesDocument}
    remove={DeleteCategoryDocument}
    select={(d) => ({
      total: d.categories.totalItems,
      rows: d.categories.items.map((c) => ({ id: c.id, name: c.name, thumb: c.image, detail: `${c.artworkCount} works` })),
    })}
  />
);

export const CollectionList = () => (
  <EntityListPage
    entity="collections"
    query={AdminCollectionsDocument}
    remove={DeleteCollectionDocument}
    select={(d) => ({
      total: d.collections.totalItems,
      rows: d.collections.items.map((c) => ({ id: c.id, name: c.name, thumb: c.image, detail: `${c.category.name} · ${c.artworkCount} works` })),
    })}
  />
);

export const MemberList = () => (
  <EntityListPage
    entity="members"
    query={AdminTeamMembersDocument}
    remove={DeleteTeamMemberDocument}
    select={(d) => ({
      total: d.teamMembers.totalItems,
      rows: d.teamMembers.items.map((m) => ({ id: m.id, name: m.name, thumb: m.image, detail: m.position })),
    })}
  />
);
