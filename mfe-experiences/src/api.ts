import type { ExperienceDetail, MiceDetail, WellnessCountry, WellnessHotel } from '@lux/shared';
import { injectEndpoints } from '@lux/shared';

/** The experience, wellness and MICE pages' calls. */
const experiencesApi = injectEndpoints({
  endpoints: (build) => ({
    /** Takes an experience slug or numeric id (the footer links `/experiences/6`). */
    getExperienceDetail: build.query<ExperienceDetail, string>({
      query: (slug) => `experience-detail/${encodeURIComponent(slug)}/`,
    }),
    /** Takes a wellness country slug or numeric id (the footer links `/wellness/countries/5`). */
    getWellnessCountry: build.query<WellnessCountry, string>({
      query: (slug) => `wellness/countries/${encodeURIComponent(slug)}/`,
    }),
    /** Takes a wellness hotel slug or numeric id. */
    getWellnessHotel: build.query<WellnessHotel, string>({
      query: (slug) => `wellness/hotels/${encodeURIComponent(slug)}/`,
    }),
    /** Takes a MICE category slug or numeric id (desktop menus and the footer link by id). */
    getMiceDetail: build.query<MiceDetail, string>({
      query: (slug) => `mice-detail/${encodeURIComponent(slug)}/`,
    }),
  }),
});

export const {
  useGetExperienceDetailQuery,
  useGetWellnessCountryQuery,
  useGetWellnessHotelQuery,
  useGetMiceDetailQuery,
} = experiencesApi;
