import { bookingConditions } from './bookingConditions';
import { LegalPage } from './LegalPage';

export default function BookingConditionsPage() {
  return <LegalPage content={bookingConditions} />;
}
