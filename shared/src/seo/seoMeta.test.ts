import { seoMeta } from './seoMeta';

const seo = {
  meta_title: 'Luxury India Tours',
  meta_description: 'Tailor-made luxury holidays in India.',
  meta_keywords: 'India, Rajasthan',
};

describe('seoMeta', () => {
  it('takes the title, description and keywords from the SEO record', () => {
    expect(seoMeta(seo, { title: 'Destinations' })).toEqual({
      title: 'Luxury India Tours',
      description: 'Tailor-made luxury holidays in India.',
      keywords: 'India, Rajasthan',
    });
  });

  it('uses the fallback until the record loads', () => {
    expect(seoMeta(undefined, { title: 'Destinations', description: 'Our journeys.' })).toEqual({
      title: 'Destinations',
      description: 'Our journeys.',
      keywords: undefined,
    });
  });

  it('falls back field by field where the record is empty', () => {
    expect(
      seoMeta({ ...seo, meta_title: '', meta_keywords: '' }, { title: 'Journal', keywords: 'travel' }),
    ).toEqual({ title: 'Journal', description: 'Tailor-made luxury holidays in India.', keywords: 'travel' });
  });
});
