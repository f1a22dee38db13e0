import { act, fireEvent, render, screen } from '@testing-library/react';
import { emulateReducedMotion } from '../../testing/browserApis';
import { layOutCarousels } from '../../testing/carouselLayout';
import { GallerySlider } from './GallerySlider';

const images = [
  { src: '/media/package-jaipur-1.webp', alt: 'The Amber Fort at dawn' },
  { src: '/media/package-jaipur-2.webp', alt: 'A courtyard of the City Palace' },
  { src: '/media/package-jaipur-3.webp', alt: 'Lake Pichola at dusk' },
  { src: '/media/package-jaipur-4.webp', alt: 'Camels in the Thar desert' },
];

let undoLayout: () => void;
beforeEach(() => {
  jest.useFakeTimers();
  undoLayout = layOutCarousels({ viewport: 1000, slide: 1000 });
});
afterEach(() => {
  undoLayout();
  jest.useRealTimers();
});

const renderSlider = () => {
  render(<GallerySlider label="Photographs of the journey" images={images} />);
  act(() => jest.advanceTimersByTime(20));
};
const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));
const slider = () => screen.getByRole('region', { name: 'Photographs of the journey' });

describe('GallerySlider', () => {
  it('shows every image and counts from 1 / total', () => {
    renderSlider();

    expect(screen.getAllByRole('img')).toHaveLength(4);
    expect(screen.getByRole('img', { name: 'The Amber Fort at dawn' })).toBeInTheDocument();
    expect(screen.getByText('1 / 4')).toBeInTheDocument();
  });

  it('moves on every 3000 ms', () => {
    renderSlider();

    wait(2900);
    expect(screen.getByText('1 / 4')).toBeInTheDocument();
    wait(200);
    expect(screen.getByText('2 / 4')).toBeInTheDocument();
    wait(3000);
    expect(screen.getByText('3 / 4')).toBeInTheDocument();
  });

  it('wraps from the last image to the first by itself', () => {
    renderSlider();

    wait(3 * 3000 + 100);
    expect(screen.getByText('4 / 4')).toBeInTheDocument();
    wait(3000);
    expect(screen.getByText('1 / 4')).toBeInTheDocument();
  });

  it('wraps both ways with the arrows', () => {
    renderSlider();
    fireEvent.pointerEnter(slider(), { pointerType: 'mouse' });

    fireEvent.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(screen.getByText('4 / 4')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(screen.getByText('1 / 4')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(screen.getByText('2 / 4')).toBeInTheDocument();
  });

  it('holds while the pointer is over it', () => {
    renderSlider();

    fireEvent.pointerEnter(slider(), { pointerType: 'mouse' });
    wait(9000);
    expect(screen.getByText('1 / 4')).toBeInTheDocument();

    fireEvent.pointerLeave(slider(), { pointerType: 'mouse' });
    wait(3000);
    expect(screen.getByText('2 / 4')).toBeInTheDocument();
  });

  it('stays still once paused, until played again', () => {
    renderSlider();

    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    wait(9000);
    expect(screen.getByText('1 / 4')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    wait(3000);
    expect(screen.getByText('2 / 4')).toBeInTheDocument();
  });

  it('does not move by itself for a visitor who prefers reduced motion', () => {
    const restore = emulateReducedMotion();
    try {
      renderSlider();
      wait(9000);
      expect(screen.getByText('1 / 4')).toBeInTheDocument();
    } finally {
      restore();
    }
  });

  it('has no controls for a single image', () => {
    render(<GallerySlider label="Photographs of the journey" images={images.slice(0, 1)} />);

    expect(screen.getByText('1 / 1')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('GallerySlider with a heading per image', () => {
  const headed = images.map((image, index) => ({ ...image, heading: `Heading ${index + 1}` }));

  it("sets each image's heading over it, in its slide", () => {
    render(<GallerySlider label="The retreat" images={headed} />);

    const slides = screen.getAllByRole('group');
    expect(slides).toHaveLength(4);
    slides.forEach((slide, index) => {
      expect(slide).toHaveTextContent(`Heading ${index + 1}`);
      expect(slide).toContainElement(screen.getByRole('img', { name: images[index]?.alt }));
    });
  });

  it('moves on to the next heading with its image', () => {
    render(<GallerySlider label="The retreat" images={headed} />);
    // embla starts once the slider is on screen, then measures.
    act(() => jest.advanceTimersByTime(20));
    act(() => jest.advanceTimersByTime(3100));

    expect(screen.getByText('2 / 4')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '2 of 4' })).toHaveTextContent('Heading 2');
  });
});
