export { insertHome, type HomeSeeded } from './insert';
export { seedJourneySection } from './journey-section';
export { seedRotatingTestimonials, seedTestimonialCollage } from './testimonials';
