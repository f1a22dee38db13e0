import {
  experienceDetailSchema,
  experienceSchema,
  pageSectionSchema,
  testimonialSchema,
  wellnessCountryMenuItemSchema,
  type Experience,
  type ExperienceDetail,
  type ExperienceMenuItem,
  type PageSection,
  type Testimonial,
  type WellnessCountryMenuItem,
} from '@lux/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { columnsOf, seoColumns, splitSeo } from '../columns';
import { packageListColumns } from '../packages/repository';
import type { SlugOrId } from '../slug-or-id';

/** The columns of an image-and-text block, for any table of page sections. */
export const pageSectionColumns = columnsOf(pageSectionSchema);

/** The menu shows a group's wellness countries instead of its items when its name says so. */
const isWellnessGroup = (name: string) => /wellness/i.test(name);

/** The experiences menu: groups in order with their items, and the wellness countries, in three queries. */
export async function listExperienceGroups(db: Kysely<Database>): Promise<Experience[]> {
  const [groups, items, wellnessCountries] = await Promise.all([
    db
      .selectFrom('experience_groups')
      .select(columnsOf(experienceSchema, 'items', 'wellness_countries'))
      .orderBy('position')
      .execute(),
    db
      .selectFrom('experiences')
      .select([
        'id',
        'group_id',
        'slug',
        'name',
        'hero_image_url as image_url',
        'hero_image_url as wellness_hero_image_url',
      ])
      .orderBy('group_id')
      .orderBy('position')
      .execute(),
    db
      .selectFrom('wellness_countries')
      .select(columnsOf(wellnessCountryMenuItemSchema))
      .orderBy('position')
      .execute(),
  ]);

  const byGroup = new Map<number, ExperienceMenuItem[]>();
  for (const { group_id, ...item } of items) {
    byGroup.set(group_id, [...(byGroup.get(group_id) ?? []), item]);
  }
  return groups.map((group) => ({
    ...group,
    items: byGroup.get(group.id) ?? [],
    wellness_countries: isWellnessGroup(group.name)
      ? (wellnessCountries satisfies WellnessCountryMenuItem[])
      : [],
  }));
}

export async function findExperienceDetail(
  db: Kysely<Database>,
  key: SlugOrId,
): Promise<ExperienceDetail | undefined> {
  const experience = await db
    .selectFrom('experiences')
    .select([
      ...columnsOf(
        experienceDetailSchema,
        'is_hero_video',
        'packages',
        'page_sections',
        'testimonials',
        'seo',
      ),
      ...seoColumns,
    ])
    .$call((query) => ('id' in key ? query.where('id', '=', key.id) : query.where('slug', '=', key.slug)))
    .executeTakeFirst();
  if (!experience) return undefined;

  const [packages, page_sections, testimonials] = await Promise.all([
    db
      .selectFrom('experience_packages')
      .innerJoin('packages', 'packages.id', 'experience_packages.package_id')
      .select(packageListColumns)
      .where('experience_packages.experience_id', '=', experience.id)
      .orderBy('experience_packages.position')
      .execute(),
    db
      .selectFrom('experience_page_sections')
      .select(pageSectionColumns)
      .where('experience_id', '=', experience.id)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('experience_testimonials')
      .select(columnsOf(testimonialSchema))
      .where('experience_id', '=', experience.id)
      .orderBy('position')
      .execute(),
  ]);

  const [{ hero_video_url, ...rest }, seo] = splitSeo(experience);
  return {
    ...rest,
    is_hero_video: hero_video_url !== null,
    hero_video_url,
    packages,
    page_sections: page_sections satisfies PageSection[],
    testimonials: testimonials satisfies Testimonial[],
    seo,
  };
}
