/** Where the studio is on a map: STUDIO_MAP_URL when configured, else a map search for its address. */
export const studioMapUrl = (address: string, configured?: string): string =>
  configured ?? `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;
