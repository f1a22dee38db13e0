import type {
  CollagePosition,
  HomeTestimonials,
  JourneyItem,
  RotatingTestimonial,
  TestimonialCollageItem,
} from '@lux/shared/contract';
import { fieldsOf } from './fields-of';

// The fields of the home page's responses, each list checked at compile time against its shared type.

export const journeyItemFields = fieldsOf<JourneyItem>()('name', 'image_url', 'href');
export const homeTestimonialsFields = fieldsOf<HomeTestimonials>()('collage', 'rotating');
export const collageItemFields = fieldsOf<TestimonialCollageItem>()(
  'id',
  'name',
  'location',
  'quote',
  'imageUrl',
  'position',
  'mobilePosition',
);
export const collagePositionFields = fieldsOf<CollagePosition>()('top', 'left', 'width');
export const rotatingTestimonialFields = fieldsOf<RotatingTestimonial>()(
  'id',
  'quote',
  'name',
  'location',
  'journey',
);
