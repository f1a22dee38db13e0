import { homeTestimonialsFixture, renderWithProviders } from '@lux/shared/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RotatingTestimonials } from './RotatingTestimonials';

const { rotating } = homeTestimonialsFixture;
const shown = () => screen.getByRole('figure');
const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('shows one traveller’s words at a time, with their name, home and journey', async () => {
  renderWithProviders(<RotatingTestimonials />);
  const [first] = rotating;
  expect(await screen.findByRole('figure', { name: `1 of ${rotating.length}` })).toHaveTextContent(
    first?.quote ?? '',
  );
  expect(shown()).toHaveTextContent(first?.name ?? '');
  expect(shown()).toHaveTextContent(`${first?.location} · ${first?.journey}`);
  expect(rotating).toHaveLength(5);
});

it('moves to the next entry every 3000 ms, back to the first after the fifth', async () => {
  renderWithProviders(<RotatingTestimonials />);
  await screen.findByRole('figure', { name: '1 of 5' });

  wait(2999);
  expect(shown()).toHaveAccessibleName('1 of 5');
  wait(1);
  expect(shown()).toHaveAccessibleName('2 of 5');
  expect(shown()).toHaveTextContent(rotating[1]?.quote ?? '');
  wait(3000 * 3);
  expect(shown()).toHaveAccessibleName('5 of 5');
  wait(3000);
  expect(shown()).toHaveAccessibleName('1 of 5');
});

it('stops when paused and moves on again when played', async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderWithProviders(<RotatingTestimonials />);
  await screen.findByRole('figure', { name: '1 of 5' });

  await user.click(screen.getByRole('button', { name: 'Pause testimonials' }));
  // Pointer and focus leave the block, so only the pause can be holding it still.
  await user.click(document.body);
  wait(9000);
  expect(shown()).toHaveAccessibleName('1 of 5');

  await user.click(screen.getByRole('button', { name: 'Play testimonials' }));
  await user.click(document.body);
  wait(3000);
  expect(shown()).toHaveAccessibleName('2 of 5');
});

it('steps back and forth with its arrows', async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderWithProviders(<RotatingTestimonials />);
  const region = await screen.findByRole('region', { name: 'Traveller testimonials' });

  await user.click(within(region).getByRole('button', { name: 'Previous testimonial' }));
  expect(shown()).toHaveAccessibleName('5 of 5');
  await user.click(within(region).getByRole('button', { name: 'Next testimonial' }));
  expect(shown()).toHaveAccessibleName('1 of 5');
});
