import { privacyPolicy } from './privacyPolicy';
import { LegalPage } from './LegalPage';

export default function PrivacyPolicyPage() {
  return <LegalPage content={privacyPolicy} />;
}
