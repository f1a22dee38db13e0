import type { Continent, Experience, InspirationCategory, MiceCategory } from '@lux/shared';
import { Accordion, QueryState, countryHref, useGetContinentsQuery } from '@lux/shared';
import { Link } from 'react-router';
import { experienceLinks } from '../overlays/menuLinks';
import { menuTexts } from '../overlays/menuTexts';
import { LinkList } from './MobileMenu.styles';
import {
  useGetExperiencesQuery,
  useGetInspirationCategoriesQuery,
  useGetMiceCategoriesQuery,
} from '../../api';

// The mobile menu's sub-panels: each menu as accordions of links, with SPEC 8's texts while it loads,
// if it fails and if it is empty.

export function DestinationsList() {
  return (
    <QueryState result={useGetContinentsQuery()} messages={menuTexts.destinations} size="panel">
      {(continents: Continent[]) => (
        <Accordion
          items={continents.map((continent) => ({
            id: continent.slug,
            title: continent.name,
            content: (
              <LinkList>
                <li>
                  {/* The mobile menu links a continent by id (SPEC 2.1). */}
                  <Link to={`/destinations/continents/${continent.id}`}>Browse all {continent.name}</Link>
                </li>
                {continent.countries.map((country) => (
                  <li key={country.slug}>
                    <Link to={countryHref(country)}>{country.name}</Link>
                  </li>
                ))}
              </LinkList>
            ),
          }))}
        />
      )}
    </QueryState>
  );
}

export function ExperiencesList() {
  return (
    <QueryState result={useGetExperiencesQuery()} messages={menuTexts.experiences} size="panel">
      {(experiences: Experience[]) => (
        <Accordion
          items={experiences.map((experience) => ({
            id: String(experience.id),
            title: experience.name,
            content: (
              <LinkList>
                {experienceLinks(experience).map((link) => (
                  <li key={link.href}>
                    <Link to={link.href}>{link.name}</Link>
                  </li>
                ))}
              </LinkList>
            ),
          }))}
        />
      )}
    </QueryState>
  );
}

export function MiceList() {
  return (
    <QueryState result={useGetMiceCategoriesQuery()} messages={menuTexts.mice} size="panel">
      {(categories: MiceCategory[]) => (
        <LinkList data-size="large">
          {categories.map((category) => (
            <li key={category.id}>
              <Link to={`/mice/${category.slug}`}>{category.name}</Link>
            </li>
          ))}
        </LinkList>
      )}
    </QueryState>
  );
}

export function InspirationList() {
  return (
    <QueryState result={useGetInspirationCategoriesQuery()} messages={menuTexts.inspiration} size="panel">
      {(categories: InspirationCategory[]) =>
        // A category without items is a link to '#' (SPEC 2.2), in its place among the others.
        categories.map((category) =>
          category.items.length === 0 ? (
            <LinkList key={category.id} data-size="large">
              <li>
                <a href="#">{category.name}</a>
              </li>
            </LinkList>
          ) : (
            <Accordion
              key={category.id}
              items={[
                {
                  id: String(category.id),
                  title: category.name,
                  content: (
                    <LinkList>
                      {category.items.map((item) => (
                        <li key={item.id}>
                          <Link to={item.href}>{item.name}</Link>
                        </li>
                      ))}
                    </LinkList>
                  ),
                },
              ]}
            />
          ),
        )
      }
    </QueryState>
  );
}
