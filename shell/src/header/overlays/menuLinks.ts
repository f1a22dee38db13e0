import type { Experience } from '@lux/shared';

// Where menu entries lead, the same from the desktop overlays and the mobile menu.

/**
 * Where an experience's entries lead: its items' pages or, for a wellness experience (SPEC 2.2: its
 * name contains 'wellness'), its wellness countries' pages. The mobile menu lists the same.
 */
export function experienceLinks(experience: Experience): { name: string; href: string; image: string }[] {
  return /wellness/i.test(experience.name)
    ? experience.wellness_countries.map((country) => ({
        name: country.name,
        href: `/wellness/countries/${country.slug}`,
        image: country.image_url,
      }))
    : experience.items.map((item) => ({
        name: item.name,
        href: `/experiences/${item.slug}`,
        image: item.image_url,
      }));
}
