// The public surface of @lux/shared, shared by version: the page's copy serves every app it satisfies.
export type * from './api/entities';
export { journeyTabs } from './api/journeyTabs';
export type { JourneyTab } from './api/journeyTabs';
// The store's names, so pages import everything from the kit (@lux/store is the one copy of them).
export * from '@lux/store';
export { sharedApi, useGetContinentsQuery, useGetPackagesQuery } from './api/sharedEndpoints';
export { countryCodeOptions, countryCodes, enquiryTextMaxLengths } from './api/enquiryChoices';
export type { CountryCode } from './api/enquiryChoices';
export type { EnquiryPayload, FullEnquiryPayload, ModalEnquiryPayload } from './api/enquirySchemas';
export { useHeroUnderHeader } from './hooks/useHeroUnderHeader';
export { useHydrated } from './hooks/useHydrated';
export { useRoutesWithoutLineBreaks } from './routing/useRoutesWithoutLineBreaks';
export type { PageRegistry, PageTexts, RegisteredPage } from './registry/pageRegistry';
export { describeApiError, isNotFound } from './api/apiError';
export { usePageMeta } from './seo/usePageMeta';
export { seoMeta } from './seo/seoMeta';
export { article, breadcrumbList, touristTrip, travelAgency } from './seo/structuredData';
export {
  countryHref,
  countryHrefById,
  isSearchable,
  SEARCH_QUERY_MAX_LENGTH,
  packageHrefById,
  packageHrefBySlug,
  searchHref,
} from './links/links';
export { company } from './company';
export { breakpoints, colors, fonts, layout, motion, mq } from './ui/theme';
export { focusRing, focusRingOnImage } from './ui/focusRing';
export { quotation } from './ui/quotation';
export { capsLabel } from './ui/capsLabel';
export { FONT_FACES_ID, GlobalStyles, firstPaintFonts, fontFaces } from './ui/GlobalStyles';
export { Container, Eyebrow, Prose, Section, SectionTitle, VisuallyHidden } from './ui/layout';
export { Button, ButtonAnchor, ButtonLink } from './ui/buttons';
export { Hero } from './ui/Hero';
export { CallToAction } from './ui/CallToAction';
export { ContactDetails } from './ui/ContactDetails';
export { PageMessage, QueryState } from './ui/query-state/QueryState';
export { NotFoundPage } from './ui/not-found/NotFoundPage';
export type { QueryStateMessages } from './ui/query-state/QueryState';
export { ResponsiveImage } from './ui/ResponsiveImage';
export { WithoutOrphan } from './ui/WithoutOrphan';
// The page kit: a folder per part under ui/ (Part.tsx, Part.styles.ts, Part.test.tsx). Parts only a few
// pages show are entries of their own, bundled with those pages: `@lux/shared/carousel`, `/tabs`.
export { detailPage } from './ui/detail-page/DetailPage';
export type { DetailPageEntry, DetailPageOptions } from './ui/detail-page/DetailPage';
export { Card } from './ui/card/Card';
export type { CardAction, CardLayout, CardShape } from './ui/card/Card';
export { TripCard } from './ui/card/TripCard';
export { CardGrid, cardGridSizes } from './ui/card-grid/CardGrid';
export type { CardGridLayout } from './ui/card-grid/CardGrid';
export { SectionHead } from './ui/section-head/SectionHead';
export { Overview } from './ui/overview/Overview';
export { GoldRule } from './ui/overview/Overview.styles';
export { PageSections } from './ui/page-sections/PageSections';
export { PlanningCallToAction } from './ui/planning-call-to-action/PlanningCallToAction';
export { JournalTeaser } from './ui/journal-teaser/JournalTeaser';
export { formatPublishedDate, monthNames } from './format/calendar';
export { keepTogether } from './format/keepTogether';
export { Paragraphs } from './ui/Paragraphs';
export { StoryBlock } from './ui/StoryBlock';
export type { StoryBlockProps } from './ui/StoryBlock';
export { CertificationBadges, specialistCertifications } from './ui/CertificationBadges';
export { Dialog } from './ui/dialog/Dialog';
export type { DialogProps } from './ui/dialog/Dialog';
export { ThankYouDialog } from './ui/ThankYouDialog';
export { EnquiryModalButton } from './ui/EnquiryModalButton';
export { AUTO_ADVANCE_MS, useAutoAdvance } from './hooks/useAutoAdvance';
export type { AutoAdvance } from './hooks/useAutoAdvance';
export { usePrefersReducedMotion } from './hooks/usePrefersReducedMotion';
export { Accordion } from './ui/Accordion';
export type { AccordionItem } from './ui/Accordion';
export { AnchorNav, anchorNavHeight } from './ui/AnchorNav';
export type { AnchorNavLink } from './ui/AnchorNav';
export { Drawer } from './ui/drawer/Drawer';
export type { DrawerProps } from './ui/drawer/Drawer';
