import type { EnquiryCreated, EnquiryOptions, EnquiryPayload } from '@lux/shared';
import { injectEndpoints } from '@lux/shared';

/** The enquiry forms' calls. */
const enquiryApi = injectEndpoints({
  endpoints: (build) => ({
    getEnquiryOptions: build.query<EnquiryOptions, void>({ query: () => 'enquiry-options/' }),
    /** One `idempotencyKey` per enquiry, every attempt the same request: the API stores it once. */
    submitEnquiry: build.mutation<EnquiryCreated, { payload: EnquiryPayload; idempotencyKey: string }>({
      query: ({ payload, idempotencyKey }) => ({
        url: 'enquiries/',
        method: 'POST',
        body: payload,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    }),
  }),
});

export const { useGetEnquiryOptionsQuery, useSubmitEnquiryMutation } = enquiryApi;
