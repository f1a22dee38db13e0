import { travelInsurance } from './travelInsurance';
import { LegalPage } from './LegalPage';

export default function TravelInsurancePage() {
  return <LegalPage content={travelInsurance} />;
}
