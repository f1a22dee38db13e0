import type { JourneyTab } from '@lux/shared';
import {
  Card,
  CardGrid,
  Container,
  QueryState,
  Section,
  SectionHead,
  cardGridSizes,
  journeyTabs,
} from '@lux/shared';
import { Tabs } from '@lux/shared/tabs';
import { Reserve } from './JourneyGrid.styles';
import { useGetJourneySectionQuery } from '../../api';

export const journeyTabLabels: Record<JourneyTab, string> = {
  by_traveller: 'By Traveller',
  most_popular: 'Most Popular',
  wellness: 'Wellness',
  by_month: 'By Month',
};

const messages = { loading: 'Loading...', error: 'Could not load journey data.', notFound: 'No data found.' };

/** Start Your Journey: four tabs of picture tiles, By Traveller first, each tile opening its page. */
export function JourneyGrid() {
  const result = useGetJourneySectionQuery();
  return (
    <Section data-tone="sand" aria-labelledby="journey-title">
      <Container>
        <SectionHead eyebrow="Where to begin" title="Start Your Journey" titleId="journey-title">
          Choose who is travelling, where the world is calling, or when you are free to go.
        </SectionHead>
        <Reserve>
          <QueryState
            result={result}
            messages={messages}
            isEmpty={(section) => journeyTabs.every((tab) => section[tab].length === 0)}
            size="panel"
          >
            {(section) => (
              <Tabs
                label="Start Your Journey"
                tabs={journeyTabs.map((tab) => ({
                  id: tab,
                  label: journeyTabLabels[tab],
                  content: (
                    <CardGrid layout="quarters" aria-label={journeyTabLabels[tab]}>
                      {section[tab].map((item) => (
                        <Card
                          key={item.href}
                          layout="overlay"
                          shape="tall"
                          title={item.name}
                          href={item.href}
                          image={{ src: item.image_url, sizes: cardGridSizes.quarters }}
                        />
                      ))}
                    </CardGrid>
                  ),
                }))}
              />
            )}
          </QueryState>
        </Reserve>
      </Container>
    </Section>
  );
}
