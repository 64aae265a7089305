import { PAGE_SIZES, type MESSAGES } from '@sawa/shared/domain';
import { adminHref } from './paths';

interface EntityConfig {
  label: string;
  one: string;
  /** Its texts in MESSAGES (SPEC §8). */
  messages: keyof typeof MESSAGES.created;
  /** Its routes, relative to /admin (SPEC §2): the route table's and the links'. */
  routes: { add: string; view: string; edit: string };
  pageSize: number;
}

const entity = (config: EntityConfig) => ({
  ...config,
  add: adminHref(config.routes.add),
  view: adminHref(config.routes.view),
  edit: (id: string) => adminHref(config.routes.edit, { id }),
});

/** The five catalogue entities of the back office: where they are listed, added and edited (SPEC §2). */
export const ENTITIES = {
  art: entity({
    label: 'Arts',
    one: 'art',
    messages: 'art',
    routes: { add: 'add/art', view: 'view/art', edit: 'edit/art/:id' },
    pageSize: PAGE_SIZES.adminArts,
  }),
  artists: entity({
    label: 'Artists',
    one: 'artist',
    messages: 'artist',
    routes: { add: 'add/artist', view: 'view/artists', edit: 'edit/artist/:id' },
    pageSize: PAGE_SIZES.adminArtists,
  }),
  categories: entity({
    label: 'Categories',
    one: 'category',
    messages: 'category',
    routes: { add: 'add/categorie', view: 'view/categories', edit: 'edit/category/:id' },
    pageSize: PAGE_SIZES.adminCategories,
  }),
  collections: entity({
    label: 'Collections',
    one: 'collection',
    messages: 'collection',
    routes: { add: 'add/collection', view: 'view/collections', edit: 'edit/collections/:id' },
    pageSize: PAGE_SIZES.adminCollections,
  }),
  members: entity({
    label: 'Team Members',
    one: 'team member',
    messages: 'teamMember',
    routes: { add: 'add/member', view: 'view/members', edit: 'edit/team/:id' },
    pageSize: PAGE_SIZES.adminTeamMembers,
  }),
};

export type EntityKey = keyof typeof ENTITIES;
