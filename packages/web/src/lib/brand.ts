/**
 * The store's name as shown in titles and the header: the store configs' name (start-up sets `configured`),
 * until then the default name in the shopper's language.
 */
import { proxy } from 'valtio';
import { messages } from '../messages/shell';

export const brand = proxy({
  configured: undefined as string | undefined,
  get name(): string {
    return this.configured ?? messages.app.defaultStoreName;
  },
});
