import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createIntentRecordingStore } from '../../testing/intentRecorder';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { PlanningCallToAction } from './PlanningCallToAction';

describe('PlanningCallToAction', () => {
  it('invites the visitor to plan, and Start Planning asks for the Plan Your Trip modal', async () => {
    const { store, enquiryModalOpenings } = createIntentRecordingStore();
    renderWithProviders(
      <PlanningCallToAction heading="Ready When You Are" text="Tell us when you would like to travel." />,
      { store },
    );

    const cta = screen.getByRole('region', { name: 'Ready When You Are' });
    expect(within(cta).getByText('Tell us when you would like to travel.')).toBeInTheDocument();
    const startPlanning = within(cta).getByRole('button', { name: 'Start Planning' });
    expect(startPlanning).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(startPlanning);

    expect(enquiryModalOpenings()).toEqual([[]]);
  });

  it('asks for the modal with the page’s destination', async () => {
    const { store, enquiryModalOpenings } = createIntentRecordingStore();
    renderWithProviders(
      <PlanningCallToAction
        heading="Start Planning Your India Journey"
        text="Speak to one of our India specialists."
        destination={['India']}
      />,
      { store },
    );

    await userEvent.click(screen.getByRole('button', { name: 'Start Planning' }));

    expect(enquiryModalOpenings()).toEqual([['India']]);
  });
});
