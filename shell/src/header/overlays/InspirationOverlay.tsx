import type { InspirationCategory } from '@lux/shared';
import { QueryState, ResponsiveImage } from '@lux/shared';
import { MegaMenu } from './MegaMenu';
import { menuTexts } from './menuTexts';
import { OverlayPanel } from './OverlayPanel';
import { Tile, Tiles } from './panes.styles';
import { useGetInspirationCategoriesQuery } from '../../api';

const tileSizes = '(min-width: 1320px) 220px, 16vw';

/** Inspiration categories, their items as month tiles; a category without items links to '#' (SPEC 2.2). */
export function InspirationOverlay() {
  const result = useGetInspirationCategoriesQuery();
  return (
    <OverlayPanel overlay="inspiration" label="Inspiration">
      <QueryState result={result} messages={menuTexts.inspiration} size="panel">
        {(categories: InspirationCategory[]) => (
          <MegaMenu
            label="Inspiration"
            entries={categories.map((category) =>
              category.items.length === 0
                ? { key: `category-${category.id}`, label: category.name, href: '#' }
                : {
                    key: `category-${category.id}`,
                    label: category.name,
                    pane: (
                      <Tiles>
                        {category.items.map((item) => (
                          <li key={item.id}>
                            <Tile to={item.href}>
                              <span>
                                <ResponsiveImage src={item.image_url} alt="" sizes={tileSizes} />
                              </span>
                              <strong>{item.name}</strong>
                            </Tile>
                          </li>
                        ))}
                      </Tiles>
                    ),
                  },
            )}
          />
        )}
      </QueryState>
    </OverlayPanel>
  );
}
