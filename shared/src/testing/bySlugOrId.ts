import { HttpResponse } from 'msw';

/** The API's 404 body. */
export const notFound = (message: string) =>
  HttpResponse.json({ statusCode: 404, error: 'Not Found', message }, { status: 404 });

/** A detail handler as the API answers: the record found by its slug or its numeric id, or a 404. */
export const bySlugOrId =
  <T extends { id: number; slug: string }>(records: T[], kind: string) =>
  ({ params }: { params: Record<string, string | readonly string[] | undefined> }) => {
    const key = String(params.slug).toLowerCase();
    const record = records.find((r) => r.slug === key || String(r.id) === key);
    return record ? HttpResponse.json(record) : notFound(`${kind} "${key}" not found`);
  };
