// The carousels, an entry of the kit's own (`@lux/shared/carousel`): bundled with the pages that show
// one, so the others never load their code or Embla's. They take the rest of the kit from '@lux/shared'.
export { Carousel, carouselCardSizes } from './ui/carousel/Carousel';
export type { CarouselProps } from './ui/carousel/Carousel';
export { CarouselControls } from './ui/carousel/CarouselControls';
export { GallerySlider } from './ui/carousel/GallerySlider';
export type { GalleryImage as GallerySliderImage } from './ui/carousel/GallerySlider';
export { TripCarousel } from './ui/trip-carousel/TripCarousel';
