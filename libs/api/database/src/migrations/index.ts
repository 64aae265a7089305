import { Initial1795300000000 } from './1795300000000-Initial';
import { ArtworkSearch1795400000000 } from './1795400000000-ArtworkSearch';
import { Messaging1795500000000 } from './1795500000000-Messaging';
import { Commerce1795600000000 } from './1795600000000-Commerce';
import { PrivatePageViews1795650000000 } from './1795650000000-PrivatePageViews';

/** Every migration, in order. Add new ones here (see `npm run migration:generate`). */
export const MIGRATIONS: Function[] = [
  Initial1795300000000,
  ArtworkSearch1795400000000,
  Messaging1795500000000,
  Commerce1795600000000,
  PrivatePageViews1795650000000,
];
