import { messages } from '../../../messages/content';
import { ContentPage } from './ContentPage';

export default function TermsPage() {
  return <ContentPage title={messages.content.terms} contentKey="termsAndConditionContent" />;
}
