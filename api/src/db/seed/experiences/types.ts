// The shapes of the experiences, wellness and MICE seed data. Images are media keys (see `mediaUrl`);
// favourite trips are package slugs, resolved to ids when the data is inserted.
import type { SeedSection } from '../destinations/types';

export type { SeedSection };

export interface SeedExperience {
  slug: string;
  name: string;
  heroTitle: string;
  hero: string;
  /** The hero is a looping clip made from the hero artwork (`/media/<hero>.mp4`). */
  heroVideo?: true;
  descriptionTitle: string;
  /** Three or four paragraphs; stored one a line, as the page splits them. */
  paragraphs: string[];
  summary: string;
  /** Slugs of seeded packages, in order. */
  packages: string[];
  whyTrustUsTitle: string;
  sections: SeedSection[];
  testimonials: [quote: string, author: string][];
  /** The page's meta description. */
  metaDescription: string;
  keywords: string[];
}

export interface SeedExperienceGroup {
  name: string;
  items: SeedExperience[];
}

export interface SeedProgram {
  /** E.g. `7 Nights`. */
  duration: string;
  includes: string[];
  /** Lines of price text, the first the per-person price. */
  price: string[];
}

export interface SeedTherapy {
  title: string;
  description: string;
  image: string;
  /** The programme it belongs to, e.g. `Ayurveda`. */
  program: string;
  /** Paragraphs, stored separated by blank lines. */
  fullDescription: string[];
  benefits: string[];
  programs: SeedProgram[];
}

export interface SeedWellnessHotel {
  id: number;
  slug: string;
  name: string;
  location: string;
  summary: string;
  hero: string;
  /** `[media key, alt text, heading]`, the slider's images in order. */
  gallery: [image: string, alt: string, heading: string][];
  therapies: { heading: string; items: SeedTherapy[] }[];
  sections: SeedSection[];
  keywords: string[];
}

export interface SeedWellnessCountry {
  id: number;
  slug: string;
  name: string;
  /** Its card in the experiences menu. */
  image: string;
  hero: string;
  hotels: SeedWellnessHotel[];
  metaDescription: string;
  keywords: string[];
}

export interface SeedMiceCategory {
  id: number;
  slug: string;
  name: string;
  heroTitle: string;
  heroSubtitle: string;
  hero: string;
  sections: SeedSection[];
  faqs: [question: string, answer: string][];
  metaDescription: string;
  keywords: string[];
}
