import { messages } from '../../../messages/content';
import { ContentPage } from './ContentPage';

export default function PrivacyPolicyPage() {
  return <ContentPage title={messages.content.privacyPolicy} contentKey="privacyPolicyContent" />;
}
