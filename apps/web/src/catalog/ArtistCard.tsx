import { Link } from 'react-router';
import { publicPath } from '@sawa/shared/domain';
import { type ImageData, ResponsiveImage } from '@sawa/web/ui';

/** An artist in a grid (the artists page, the home page): portrait and name, linking to the profile. */
export function ArtistCard({ artist, headingLevel }: { artist: { id: string; name: string; image: ImageData }; headingLevel: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <li>
      <Link to={publicPath.artist(artist.id)} className="person">
        <ResponsiveImage image={artist.image} alt="" sizes="(min-width: 64rem) 16rem, 45vw" className="person__image" />
        <Heading className="person__name">{artist.name}</Heading>
      </Link>
    </li>
  );
}
