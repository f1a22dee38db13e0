import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createIntentRecordingStore } from '../../testing/intentRecorder';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { PlanningCallToAction } from './PlanningCallToAction';

describe('PlanningCallToAction', () => {
  it('invites the visitor to plan, and Start Planning asks for the Plan Your Trip modal', async () => {
    const { store, timesEnquiryModalOpened } = createIntentRecordingStore();
    renderWithProviders(
      <PlanningCallToAction heading="Ready When You Are" text="Tell us when you would like to travel." />,
      { store },
    );

    const cta = screen.getByRole('region', { name: 'Ready When You Are' });
    expect(within(cta).getByText('Tell us when you would like to travel.')).toBeInTheDocument();
    const startPlanning = within(cta).getByRole('button', { name: 'Start Planning' });
    expect(startPlanning).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(startPlanning);

    expect(timesEnquiryModalOpened()).toBe(1);
  });
});
