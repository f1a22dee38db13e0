import { createContext, useContext } from 'react';

/** Schema.org data of a page (TravelAgency, TouristTrip, Article, BreadcrumbList…), given as JSON-LD. */
export type StructuredData = Record<string, unknown> & { '@type': string };

export interface PageMeta {
  title: string;
  description?: string;
  keywords?: string;
  structuredData?: StructuredData[];
  /** The page's one address, when it is also reached by another (an id: `/experiences/6`). */
  canonicalPath?: string;
}

/** The image a page opens on: preloaded by the server's HTML and shown in link previews. */
export interface PageImage {
  src: string;
  srcSet?: string;
  sizes?: string;
  type?: string;
  /** The screens it is for, when another file is shown on the rest. */
  media?: string;
}

/**
 * What a server render learns about the page from the components it renders: its meta, the first
 * image marked as priority (the hero) and whether it is a not-found page. The shell's server turns it
 * into the document's head and status; in the browser there is no record and nothing is collected.
 */
export class PageHeadRecord {
  status: number;
  meta?: PageMeta;
  image?: PageImage;
  /** The hero's tall crop, which phones held upright are shown instead of `image`. */
  portraitImage?: PageImage;
  /** The page opens on a full-screen hero under a clear header (useHeroUnderHeader). */
  heroUnderHeader = false;

  constructor(status = 200) {
    this.status = status;
  }

  recordMeta(meta: PageMeta) {
    this.meta = meta;
  }

  /** Keeps the first: the hero comes before any other priority image. */
  recordImage(image: PageImage, portrait?: PageImage) {
    if (this.image) return;
    this.image = image;
    this.portraitImage = portrait;
  }

  recordHeroUnderHeader() {
    this.heroUnderHeader = true;
  }

  recordNotFound() {
    this.status = 404;
  }
}

export const PageHeadContext = createContext<PageHeadRecord | null>(null);

/** The record of the server render in progress, or null in the browser. */
export const usePageHeadRecord = () => useContext(PageHeadContext);

/** Marks the page rendering on the server as not found, so it is answered with status 404. */
export function useNotFoundStatus(notFound = true) {
  const record = usePageHeadRecord();
  if (notFound) record?.recordNotFound();
}
