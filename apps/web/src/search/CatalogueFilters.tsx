import { AVAILABILITY_LABELS, EDITION_KIND_LABELS, MEDIUM_LABELS, ORIENTATION_LABELS, SIZE_CLASS_LABELS } from '@sawa/shared/domain';
import { Link } from 'react-router';
import type { FacetCountsFragment } from '../gql/graphql';
import { useDisplayCurrency } from '../catalog/currency';
import { type AvailabilityDefault, facetCountText, FILTER_PARAMS, FOR_SALE, type FilterState } from './catalogue-filters';

export interface Facets {
  artists: FacetCountsFragment[];
  media: FacetCountsFragment[];
  availability: FacetCountsFragment[];
  sizeClasses: FacetCountsFragment[];
  orientations: FacetCountsFragment[];
  editionKinds: FacetCountsFragment[];
  years?: FacetCountsFragment[];
}

export interface CatalogueFiltersProps {
  state: FilterState;
  facets: Facets | undefined;
  onChange?: () => void;
  /** The availability when none is chosen (shown checked): for sale on the search page, none (every work) on a browse page. */
  availabilityDefault?: AvailabilityDefault;
  /** The facet the page itself fixes (an artist's page: the artist), not offered. */
  fixed?: 'artist';
  /** The address of these filters with others in their place (from page 1): each year with its count links to it. */
  hrefFor?: (filters: FilterState) => string;
}

/**
 * The filters of a catalogue page (issue 26 item 2), inside its GET form: checkboxes per facet, each value with the
 * number of works a click would give (the other facets applied), the year and the price in the displayed currency.
 * Without JavaScript the form's button asks the server; with it, a change submits the form (the page navigates).
 */
export function CatalogueFilters({ state, facets, onChange, availabilityDefault = FOR_SALE, fixed, hrefFor }: CatalogueFiltersProps) {
  const { currency } = useDisplayCurrency();
  const chosen = (values: readonly string[], value: string) => values.includes(value);
  const group = (legend: string, name: string, values: FacetCountsFragment[] | undefined, selected: readonly string[], label: (v: string) => string) => {
    // A chosen value stays listed (it may count 0 once other facets change), so it can be unchecked.
    const listed = [...(values ?? [])];
    for (const value of selected) if (!listed.some((v) => v.value === value)) listed.push({ value, label: null, count: 0, more: false });
    if (!listed.length) return null;
    return (
      <fieldset className="filter-group">
        <legend>{legend}</legend>
        {listed.map((v) => {
          const id = `filter-${name}-${v.value}`;
          return (
            <div className="filter-option" key={v.value}>
              <input id={id} type="checkbox" name={name} value={v.value} defaultChecked={chosen(selected, v.value)} onChange={onChange} />
              <label htmlFor={id}>
                {v.label ?? label(v.value)} <span className="filter-count">({facetCountText(v)})</span>
              </label>
            </div>
          );
        })}
      </fieldset>
    );
  };
  const labelOf = (labels: Record<string, string>) => (value: string) => labels[value] ?? value;
  return (
    <div className="catalogue-filters" aria-label="Filters" role="group">
      {group(
        'Availability',
        FILTER_PARAMS.availability,
        facets?.availability,
        state.availability.length ? state.availability : availabilityDefault,
        labelOf(AVAILABILITY_LABELS),
      )}
      {fixed !== 'artist' && group('Artist', FILTER_PARAMS.artist, facets?.artists, state.artistIds, (v) => v)}
      {group('Medium', FILTER_PARAMS.medium, facets?.media, state.media, labelOf(MEDIUM_LABELS))}
      {group('Edition', FILTER_PARAMS.edition, facets?.editionKinds, state.editionKinds, labelOf(EDITION_KIND_LABELS))}
      {group('Size', FILTER_PARAMS.size, facets?.sizeClasses, state.sizeClasses, labelOf(SIZE_CLASS_LABELS))}
      {group('Orientation', FILTER_PARAMS.orientation, facets?.orientations, state.orientations, labelOf(ORIENTATION_LABELS))}
      <fieldset className="filter-group">
        <legend>Price ({currency})</legend>
        <input type="hidden" name={FILTER_PARAMS.currency} value={currency} />
        <div className="field">
          <label htmlFor="filter-price-min">From</label>
          <input id="filter-price-min" name={FILTER_PARAMS.priceMin} inputMode="decimal" defaultValue={state.priceMin ?? ''} />
        </div>
        <div className="field">
          <label htmlFor="filter-price-max">Up to</label>
          <input id="filter-price-max" name={FILTER_PARAMS.priceMax} inputMode="decimal" defaultValue={state.priceMax ?? ''} />
        </div>
      </fieldset>
      <fieldset className="filter-group">
        <legend>Year</legend>
        <div className="field">
          <label htmlFor="filter-year-from">From</label>
          <input id="filter-year-from" name={FILTER_PARAMS.yearFrom} inputMode="numeric" defaultValue={state.yearFrom ?? ''} />
        </div>
        <div className="field">
          <label htmlFor="filter-year-to">To</label>
          <input id="filter-year-to" name={FILTER_PARAMS.yearTo} inputMode="numeric" defaultValue={state.yearTo ?? ''} />
        </div>
        {hrefFor && facets?.years && facets.years.length > 0 && (
          // Each year with how many works a click gives (the other filters applied): a link, so it works without JavaScript too.
          <ul className="filter-years" aria-label="Works by year">
            {facets.years.map((y) => {
              const year = Number(y.value);
              const current = state.yearFrom === year && state.yearTo === year;
              return (
                <li key={y.value}>
                  <Link
                    to={hrefFor({ ...state, yearFrom: current ? undefined : year, yearTo: current ? undefined : year })}
                    aria-current={current ? 'true' : undefined}
                    className="text-link"
                  >
                    {y.value} <span className="filter-count">({facetCountText(y)})</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </fieldset>
      <button type="submit" className="button button--secondary">
        Apply filters
      </button>
    </div>
  );
}
