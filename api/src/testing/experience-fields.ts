import type {
  Experience,
  ExperienceDetail,
  ExperienceMenuItem,
  Faq,
  MiceCategory,
  MiceDetail,
  Testimonial,
  Therapy,
  TherapyGroup,
  TherapyProgramDetail,
  WellnessCountry,
  WellnessCountryMenuItem,
  WellnessGalleryImage,
  WellnessHotel,
  WellnessHotelCard,
} from '@lux/shared/contract';
import { fieldsOf } from './fields-of';

// The fields of every experiences, wellness and MICE response, each list checked at compile time
// against its shared type.

export const experienceGroupFields = fieldsOf<Experience>()('id', 'name', 'items', 'wellness_countries');
export const experienceMenuItemFields = fieldsOf<ExperienceMenuItem>()(
  'id',
  'slug',
  'name',
  'image_url',
  'wellness_hero_image_url',
);
export const wellnessCountryMenuItemFields = fieldsOf<WellnessCountryMenuItem>()(
  'id',
  'slug',
  'name',
  'image_url',
  'wellness_hero_image_url',
);
export const experienceDetailFields = fieldsOf<ExperienceDetail>()(
  'id',
  'slug',
  'name',
  'hero_title',
  'hero_image_url',
  'is_hero_video',
  'hero_video_url',
  'description_title',
  'description_paragraphs',
  'description_summary',
  'packages',
  'why_trust_us_title',
  'page_sections',
  'testimonials',
  'seo',
);
export const testimonialFields = fieldsOf<Testimonial>()('id', 'quote', 'author');

export const miceCategoryFields = fieldsOf<MiceCategory>()('id', 'slug', 'name', 'image_url');
export const miceDetailFields = fieldsOf<MiceDetail>()(
  'id',
  'slug',
  'name',
  'hero_title',
  'hero_subtitle',
  'hero_image_url',
  'page_sections',
  'faqs',
  'seo',
);
export const faqFields = fieldsOf<Faq>()('id', 'question', 'answer');

export const wellnessCountryFields = fieldsOf<WellnessCountry>()(
  'id',
  'slug',
  'name',
  'wellness_hero_image_url',
  'hotels',
  'seo',
);
export const wellnessHotelCardFields = fieldsOf<WellnessHotelCard>()(
  'id',
  'slug',
  'name',
  'hero_image_url',
  'location',
  'summary',
);
export const wellnessHotelFields = fieldsOf<WellnessHotel>()(
  'id',
  'slug',
  'name',
  'location',
  'country',
  'gallery_images',
  'therapies',
  'content_sections',
  'seo',
);
export const wellnessGalleryImageFields = fieldsOf<WellnessGalleryImage>()(
  'image_url',
  'alt_text',
  'heading',
);
export const therapyGroupFields = fieldsOf<TherapyGroup>()('heading', 'items');
export const therapyFields = fieldsOf<Therapy>()(
  'id',
  'title',
  'description',
  'imageUrl',
  'parent_program',
  'full_description',
  'benefits',
  'program_details',
);
export const therapyProgramFields = fieldsOf<TherapyProgramDetail>()('duration', 'includes', 'price');
