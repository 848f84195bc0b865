/** The store's name as shown in titles and the header; start-up sets it from the store configs. */
import { proxy } from 'valtio';
import { messages } from '../messages/shell';

export const brand = proxy({ name: messages.app.defaultStoreName as string });
