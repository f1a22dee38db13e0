// jsdom lays nothing out, so embla-carousel would see every slide at 0px and find nothing to scroll.
// This lays a carousel out as a browser would: a viewport of a given width, slides side by side.

interface CarouselLayout {
  /** Width of the carousel's viewport and track, in px. */
  viewport: number;
  /** Width of each slide, in px. */
  slide: number;
}

const isSlide = (element: Element) => element.getAttribute('aria-roledescription') === 'slide';
const isTrack = (element: Element) => !!element.firstElementChild && isSlide(element.firstElementChild);

function measure(element: HTMLElement, { viewport, slide }: CarouselLayout) {
  if (isSlide(element)) {
    const index = Array.prototype.indexOf.call(element.parentElement?.children ?? [], element);
    return { left: index * slide, width: slide };
  }
  if (isTrack(element) || (element.firstElementChild && isTrack(element.firstElementChild))) {
    return { left: 0, width: viewport };
  }
  return { left: 0, width: 0 };
}

/** Lays out every carousel in the document; call the returned function to undo it. */
export function layOutCarousels(layout: CarouselLayout): () => void {
  const proto = HTMLElement.prototype;
  const originals = ['offsetLeft', 'offsetWidth', 'offsetTop', 'offsetHeight'].map(
    (name) => [name, Object.getOwnPropertyDescriptor(proto, name)] as const,
  );
  Object.defineProperties(proto, {
    offsetLeft: {
      configurable: true,
      get: function (this: HTMLElement) {
        return measure(this, layout).left;
      },
    },
    offsetWidth: {
      configurable: true,
      get: function (this: HTMLElement) {
        return measure(this, layout).width;
      },
    },
    offsetTop: { configurable: true, get: () => 0 },
    offsetHeight: { configurable: true, get: () => 300 },
  });
  return () => {
    for (const [name, descriptor] of originals) {
      if (descriptor) Object.defineProperty(proto, name, descriptor);
    }
  };
}
