import type { JournalPost, PackageDetail } from '../api/entities';
import { company } from '../company';
import type { StructuredData } from '@lux/store';

// Paths here are the site's own ('/packages/x'); the server makes them absolute with its origin.

/** The company, on home and about. */
export const travelAgency = (): StructuredData => ({
  '@type': 'TravelAgency',
  name: company.name,
  url: '/',
  telephone: company.phone.display,
  email: company.email,
  address: {
    '@type': 'PostalAddress',
    streetAddress: company.address[0],
    addressLocality: company.address[1],
    addressCountry: company.address[2],
  },
});

/** A trip package. */
export const touristTrip = (trip: PackageDetail): StructuredData => ({
  '@type': 'TouristTrip',
  name: trip.name,
  description: trip.description,
  image: trip.featured_image,
  url: `/packages/${trip.slug}`,
  touristType: 'Luxury travellers',
  itinerary: {
    '@type': 'ItemList',
    numberOfItems: trip.itinerary_days.length,
    itemListElement: trip.itinerary_days.map((day, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: day.subheading,
    })),
  },
  provider: { '@type': 'TravelAgency', name: company.name, url: '/' },
});

/** A journal post. */
export const article = (post: JournalPost): StructuredData => ({
  '@type': 'Article',
  headline: post.title,
  description: post.excerpt,
  image: post.featured_image,
  datePublished: post.published_date,
  author: { '@type': 'Person', name: post.author },
  publisher: { '@type': 'Organization', name: company.name, url: '/' },
  url: `/journal/${post.slug}`,
});

/** Where a detail page sits: home, then the page itself. */
export const breadcrumbList = (trail: { name: string; path: string }[]): StructuredData => ({
  '@type': 'BreadcrumbList',
  itemListElement: trail.map(({ name, path }, index) => ({
    '@type': 'ListItem',
    position: index + 1,
    name,
    item: path,
  })),
});
