import type { MiceCategory } from '@lux/shared';
import { ButtonLink, QueryState, ResponsiveImage } from '@lux/shared';
import { useState } from 'react';
import { menuTexts } from './menuTexts';
import { OverlayPanel } from './OverlayPanel';
import { CategoryLink, CategoryList, Layout, Side } from './MiceOverlay.styles';
import { PaneHeading, Picture } from './panes.styles';
import { useGetMiceCategoriesQuery } from '../../api';

/** MICE categories, the hovered or focused one's picture beside them, and 'Get Quote'. */
export function MiceOverlay() {
  const result = useGetMiceCategoriesQuery();
  return (
    <OverlayPanel overlay="mice" label="MICE">
      <QueryState result={result} messages={menuTexts.mice} size="panel">
        {(categories: MiceCategory[]) => <MiceCategories categories={categories} />}
      </QueryState>
    </OverlayPanel>
  );
}

function MiceCategories({ categories }: { categories: MiceCategory[] }) {
  const [active, setActive] = useState(categories[0]);
  return (
    <Layout>
      <div>
        <PaneHeading>Meetings, Incentives, Conferences &amp; Events</PaneHeading>
        <CategoryList>
          {categories.map((category) => (
            <li key={category.id}>
              {/* Desktop list links name a MICE category by id (SPEC 2.1). */}
              <CategoryLink
                to={`/mice/${category.id}`}
                data-active={category.id === active?.id}
                onPointerEnter={() => setActive(category)}
                onFocus={() => setActive(category)}
              >
                {category.name}
              </CategoryLink>
            </li>
          ))}
        </CategoryList>
      </div>
      <Side>
        {active && (
          <Picture>
            <ResponsiveImage
              key={active.id}
              src={active.image_url}
              alt=""
              sizes="(min-width: 1320px) 560px, 42vw"
            />
          </Picture>
        )}
        <ButtonLink to="/contact">Get Quote</ButtonLink>
      </Side>
    </Layout>
  );
}
