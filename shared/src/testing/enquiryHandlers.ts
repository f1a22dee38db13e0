import { http, HttpResponse } from 'msw';
import { enquiryOptionsFixture } from './fixtures';

let enquiriesReceived = 0;

/** The enquiry calls: the options, and a POST that stores nothing and answers as the API does. */
export const enquiryHandlers = [
  http.get('*/api/v1/enquiry-options/', () => HttpResponse.json(enquiryOptionsFixture)),
  http.post('*/api/v1/enquiries/', () => {
    enquiriesReceived += 1;
    return HttpResponse.json({ id: `mock-enquiry-${enquiriesReceived}` }, { status: 201 });
  }),
];
