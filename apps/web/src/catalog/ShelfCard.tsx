import { Link } from 'react-router';
import { type ImageData, ResponsiveImage } from '@sawa/web/ui';

/** Grid sizes of a shelf picture: one column on phones, two on tablets, three from 64rem. */
const SHELF_SIZES = '(min-width: 64rem) 22rem, (min-width: 40rem) 45vw, 92vw';

/** A category or a collection in the shop's grid: its picture, its name and how many works it holds. */
export function ShelfCard({
  to,
  name,
  image,
  artworkCount,
  headingLevel,
}: {
  to: string;
  name: string;
  image: ImageData;
  artworkCount: number;
  headingLevel: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <li>
      <Link to={to} className="shelf">
        <ResponsiveImage image={image} alt="" sizes={SHELF_SIZES} className="shelf__image" />
        <div className="shelf__text">
          <Heading className="shelf__name">{name}</Heading>
          <span className="shelf__count">
            {artworkCount} {artworkCount === 1 ? 'work' : 'works'}
          </span>
        </div>
      </Link>
    </li>
  );
}
