import { emulateExitAnimations } from '@lux/shared/testing';
import { apiServer } from '@lux/shared/testing/server';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderPage } from '../testing/renderPage';
import WellnessHotelPage from './WellnessHotelPage';

const renderHotel = (slug = 'ananda-in-the-himalayas') =>
  renderPage(<WellnessHotelPage />, { route: `/wellness/hotels/${slug}`, path: '/wellness/hotels/:slug' });

const readMore = (therapy: string) => screen.findByRole('button', { name: `Read More about ${therapy}` });

const selectedTab = () => within(screen.getByRole('dialog')).getByRole('tab', { selected: true }).textContent;

describe('WellnessHotelPage', () => {
  it('shows its photographs in a slider, a heading over each', async () => {
    renderHotel();

    const slider = await screen.findByRole('region', { name: 'Photographs of Ananda in the Himalayas' });
    const slides = within(slider).getAllByRole('group');
    expect(slides).toHaveLength(4);
    expect(slides[0]).toHaveTextContent('Above the Ganges');
    expect(slides[3]).toHaveTextContent('Yoga at Dawn');
    expect(within(slider).getByText('1 / 4')).toBeInTheDocument();
  });

  it("shows the hotel's name and where it is", async () => {
    renderHotel();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ananda in the Himalayas' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Narendra Nagar, Rishikesh, Uttarakhand')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wellness in India' })).toHaveAttribute(
      'href',
      '/wellness/countries/india',
    );
  });

  it('lists its therapies under each group heading, each with a Read More', async () => {
    renderHotel();

    const ayurveda = await screen.findByRole('list', { name: 'Ayurvedic Therapies' });
    expect(
      within(ayurveda)
        .getAllByRole('heading', { level: 4 })
        .map((heading) => heading.textContent),
    ).toEqual(['Abhyanga', 'Panchakarma']);
    expect(within(ayurveda).getByText(/A synchronised four-hand massage/)).toBeInTheDocument();
    const yoga = screen.getByRole('list', { name: 'Yoga & Vedanta' });
    expect(within(yoga).getByRole('button', { name: 'Read More about Yogic Detox' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
  });

  it('opens a drawer on Read More with the therapy in full, its benefits and a tab per programme length', async () => {
    const user = userEvent.setup();
    renderHotel();

    await user.click(await readMore('Abhyanga'));

    const drawer = await screen.findByRole('dialog', { name: 'Abhyanga' });
    expect(drawer).toHaveAttribute('aria-modal', 'true');
    expect(within(drawer).getByText('Ayurveda')).toBeInTheDocument();
    expect(within(drawer).getByText(/^Two therapists work in unison/)).toBeInTheDocument();
    expect(within(drawer).getByText(/^It is the foundation of most of Ananda’s/).tagName).toBe('P');
    expect(within(drawer).getByText('Deep calm')).toBeInTheDocument();
    expect(
      within(drawer)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['7 Nights', '14 Nights']);
    expect(within(drawer).getByRole('tabpanel')).toHaveTextContent(
      'Ayurvedic consultation and pulse diagnosis',
    );
    expect(within(drawer).getByRole('tabpanel')).toHaveTextContent('From ₹3,90,000 per person, twin share');

    await user.click(within(drawer).getByRole('tab', { name: '14 Nights' }));
    expect(within(drawer).getByRole('tabpanel')).toHaveTextContent(
      'Daily yoga, Vedanta talks and meditation',
    );
    expect(within(drawer).getByRole('tabpanel')).toHaveTextContent('Single occupancy from ₹12,92,000');
  });

  it('starts on the first programme length each time it opens', async () => {
    const user = userEvent.setup();
    renderHotel();

    await user.click(await readMore('Abhyanga'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('tab', { name: '14 Nights' }));
    expect(selectedTab()).toBe('14 Nights');
    await user.keyboard('{Escape}');

    await user.click(await readMore('Abhyanga'));
    expect(selectedTab()).toBe('7 Nights');

    await user.keyboard('{Escape}');
    await user.click(await readMore('Yogic Detox'));
    expect(selectedTab()).toBe('5 Nights');
  });

  it('keeps the therapy while the drawer slides away, and clears it 300 ms after closing', async () => {
    jest.useFakeTimers();
    const animations = emulateExitAnimations();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderHotel();

      await user.click(await readMore('Panchakarma'));
      const drawer = await screen.findByRole('dialog', { name: 'Panchakarma' });
      await user.click(within(drawer).getByRole('button', { name: 'Close' }));

      act(() => jest.advanceTimersByTime(290));
      expect(drawer).toHaveAttribute('data-state', 'closed');
      expect(within(drawer).getByRole('heading', { name: 'Panchakarma' })).toBeInTheDocument();
      expect(within(drawer).getByText(/follows the classical sequence/)).toBeInTheDocument();

      act(() => jest.advanceTimersByTime(10));
      expect(within(drawer).queryByText(/follows the classical sequence/)).not.toBeInTheDocument();
      expect(within(drawer).queryByRole('heading', { name: 'Panchakarma' })).not.toBeInTheDocument();

      act(() => animations.finish());
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    } finally {
      animations.restore();
      jest.useRealTimers();
    }
  });

  it('does not clear a therapy opened again within 300 ms of closing', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderHotel();

      await user.click(await readMore('Abhyanga'));
      await user.keyboard('{Escape}');
      act(() => jest.advanceTimersByTime(100));
      await user.click(await readMore('Yogic Detox'));
      act(() => jest.advanceTimersByTime(1000));

      expect(screen.getByRole('dialog', { name: 'Yogic Detox' })).toHaveTextContent('Deepens practice');
    } finally {
      jest.useRealTimers();
    }
  });

  it('closes the drawer by its close button, the backdrop or Escape, focus back on Read More', async () => {
    const user = userEvent.setup();
    renderHotel();
    const trigger = await readMore('Abhyanga');

    await user.click(trigger);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());

    await user.click(trigger);
    const drawer = await screen.findByRole('dialog');
    await user.click(drawer.previousElementSibling as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());

    await user.click(trigger);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('shows its content sections, a journal teaser and a call to action', async () => {
    const user = userEvent.setup();
    const { enquiryModalOpenings } = renderHotel();

    expect(
      await screen.findByRole('heading', { level: 2, name: 'A Palace in the Foothills' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Enquire About Ananda' })).toHaveAttribute('href', '/enquire');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Stories to Inspire Your India Journey' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the Journal' })).toHaveAttribute('href', '/journal');

    const cta = screen.getByRole('region', { name: 'Plan Your Stay at Ananda in the Himalayas' });
    await user.click(within(cta).getByRole('button', { name: 'Start Planning' }));
    expect(enquiryModalOpenings()).toEqual([['Ananda in the Himalayas', 'India']]);
  });

  it('takes its page title from its SEO data, and keeps the header solid', async () => {
    const { heroUnderHeader } = renderHotel();

    await screen.findByRole('heading', { level: 1 });
    expect(document.title).toBe('Ananda in the Himalayas: Wellness Retreat in India | Aurelia Journeys');
    expect(heroUnderHeader()).toBe(false);
  });

  it('says Loading Hotel Details... until the hotel arrives', async () => {
    renderHotel();

    expect(screen.getByRole('status')).toHaveTextContent('Loading Hotel Details...');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('says Error loading hotel data. when the API fails', async () => {
    apiServer.use(http.get('*/api/v1/wellness/hotels/:slug/', () => HttpResponse.json({}, { status: 500 })));
    renderHotel();

    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading hotel data.');
  });

  it('says Hotel not found. for an unknown hotel', async () => {
    renderHotel('the-grand-budapest');

    expect(await screen.findByText('Hotel not found.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
