import { inspirationCategoryFixtures } from '@lux/shared/testing';
import { apiServer } from '@lux/shared/testing/server';
import { http, HttpResponse } from 'msw';

/**
 * Answers the inspiration menu with Island Escapes emptied of its items: the content has no category
 * without items, which the menus link to '#' (SPEC 2.2).
 */
export function answerInspirationWithAnEmptyCategory() {
  const categories = inspirationCategoryFixtures.map((category) =>
    category.name === 'Island Escapes' ? { ...category, items: [] } : category,
  );
  apiServer.use(http.get('*/api/v1/inspiration-categories/', () => HttpResponse.json(categories)));
}
