import { seoSchema } from '@lux/shared/contract';
import { z } from 'zod';
import { readContent } from './content-files';

export const BRAND_NAME = 'Aurelia Journeys';

/** The SEO of the pages that have no content of their own (content/page-seo.yaml), by page name. */
export const seedPageSeo = readContent(
  'page-seo',
  z.array(seoSchema.extend({ page: z.string().trim().min(1) }).strict()),
);
