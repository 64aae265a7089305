import { PAGE_SIZES } from '@sawa/shared/domain';

/** The five catalogue entities of the back office: where they are listed, added and edited (SPEC §2). */
export const ENTITIES = {
  art: {
    label: 'Arts',
    one: 'art',
    view: '/admin/view/art',
    add: '/admin/add/art',
    edit: (id: string) => `/admin/edit/art/${id}`,
    pageSize: PAGE_SIZES.adminArts,
  },
  artists: {
    label: 'Artists',
    one: 'artist',
    view: '/admin/view/artists',
    add: '/admin/add/artist',
    edit: (id: string) => `/admin/edit/artist/${id}`,
    pageSize: PAGE_SIZES.adminArtists,
  },
  categories: {
    label: 'Categories',
    one: 'category',
    view: '/admin/view/categories',
    add: '/admin/add/categorie',
    edit: (id: string) => `/admin/edit/category/${id}`,
    pageSize: PAGE_SIZES.adminCategories,
  },
  collections: {
    label: 'Collections',
    one: 'collection',
    view: '/admin/view/collections',
    add: '/admin/add/collection',
    edit: (id: string) => `/admin/edit/collections/${id}`,
    pageSize: PAGE_SIZES.adminCollections,
  },
  members: {
    label: 'Team Members',
    one: 'team member',
    view: '/admin/view/members',
    add: '/admin/add/member',
    edit: (id: string) => `/admin/edit/team/${id}`,
    pageSize: PAGE_SIZES.adminTeamMembers,
  },
} as const;

export type EntityKey = keyof typeof ENTITIES;
