import type { Continent } from '@lux/shared';
import { QueryState, ResponsiveImage, countryHref, useGetContinentsQuery } from '@lux/shared';
import { Link } from 'react-router';
import { MegaMenu } from './MegaMenu';
import { menuTexts } from './menuTexts';
import { OverlayPanel } from './OverlayPanel';
import { OnwardLink, PaneHeading, Picture, Split, TwoColumns } from './panes.styles';

/** Continents; the active one's countries in two columns, its picture and 'Browse all {continent}'. */
export function DestinationsOverlay() {
  const result = useGetContinentsQuery();
  return (
    <OverlayPanel overlay="destinations" label="Destinations">
      <QueryState result={result} messages={menuTexts.destinations} size="panel">
        {(continents: Continent[]) => (
          <MegaMenu
            label="Continents"
            entries={continents.map((continent) => ({
              key: continent.slug,
              label: continent.name,
              pane: <ContinentPane continent={continent} />,
            }))}
          />
        )}
      </QueryState>
    </OverlayPanel>
  );
}

function ContinentPane({ continent }: { continent: Continent }) {
  return (
    <Split>
      <div>
        <PaneHeading>Countries in {continent.name}</PaneHeading>
        <TwoColumns>
          {continent.countries.map((country) => (
            <li key={country.slug}>
              <Link to={countryHref(country)}>{country.name}</Link>
            </li>
          ))}
        </TwoColumns>
        {/* Desktop menus link a continent by slug (SPEC 2.1). */}
        <OnwardLink to={`/destinations/continents/${continent.slug}`}>Browse all {continent.name}</OnwardLink>
      </div>
      <Picture>
        <ResponsiveImage src={continent.featured_image} alt="" sizes="(min-width: 1320px) 480px, 36vw" />
      </Picture>
    </Split>
  );
}
