import { homeTestimonialsFixture, renderWithProviders } from '@lux/shared/testing';
import { apiServer } from '@lux/shared/testing/server';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { TestimonialCollage } from './TestimonialCollage';

const [first, second, third] = homeTestimonialsFixture.collage;
const traveller = (item: typeof first) =>
  screen.getByRole('button', { name: `${item?.name}, ${item?.location}` });
const quote = () => screen.getByRole('figure');

it('shows each traveller as a picture named by who they are and where they live, the first one quoted', async () => {
  renderWithProviders(<TestimonialCollage />);
  expect(await screen.findAllByRole('button')).toHaveLength(homeTestimonialsFixture.collage.length);
  expect(traveller(first)).toHaveAttribute('aria-pressed', 'true');
  expect(quote()).toHaveTextContent(first?.quote ?? '');
  expect(quote()).toHaveTextContent(`${first?.name}${first?.location}`);
});

it('makes the hovered traveller the active one and shows their words', async () => {
  const user = userEvent.setup();
  renderWithProviders(<TestimonialCollage />);
  await screen.findAllByRole('button');

  await user.hover(traveller(second));
  expect(traveller(second)).toHaveAttribute('aria-pressed', 'true');
  expect(traveller(first)).toHaveAttribute('aria-pressed', 'false');
  expect(quote()).toHaveTextContent(second?.quote ?? '');
  expect(quote()).not.toHaveTextContent(first?.quote ?? '');
});

it('does the same for a keyboard user tabbing to a traveller', async () => {
  const user = userEvent.setup();
  renderWithProviders(<TestimonialCollage />);
  await screen.findAllByRole('button');

  await user.tab();
  await user.tab();
  await user.tab();
  expect(traveller(third)).toHaveFocus();
  expect(traveller(third)).toHaveAttribute('aria-pressed', 'true');
  expect(quote()).toHaveTextContent(third?.quote ?? '');
});

it('places each picture for phones and for wide screens from its two positions', async () => {
  renderWithProviders(<TestimonialCollage />);
  const item = (await screen.findAllByRole('button'))[0]?.closest('li');
  expect(item).toHaveStyle({
    '--top': `${first?.position.top}%`,
    '--left': `${first?.position.left}%`,
    '--width': `${first?.position.width}%`,
    '--mobile-top': `${first?.mobilePosition.top}%`,
    '--mobile-left': `${first?.mobilePosition.left}%`,
    '--mobile-width': `${first?.mobilePosition.width}%`,
  });
});

it('says so when the testimonials cannot be loaded', async () => {
  apiServer.use(http.get('*/api/v1/home-testimonials/', () => HttpResponse.json({}, { status: 500 })));
  renderWithProviders(<TestimonialCollage />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Error loading data.');
});
