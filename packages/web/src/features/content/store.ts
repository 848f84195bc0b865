/** Loads the content pages' text into the general slice (aboutUsContent, privacyPolicyContent, termsAndConditionContent). */
import type { Api } from '../../lib/api';
import { runRequest } from '../../lib/slice';
import { general } from '../config/store/general';

type ContentKey = 'aboutUsContent' | 'privacyPolicyContent' | 'termsAndConditionContent';

const calls: Record<ContentKey, (api: Api) => Promise<{ Content: string }>> = {
  aboutUsContent: (api) => api.content.aboutUs(),
  privacyPolicyContent: (api) => api.content.privacy(),
  termsAndConditionContent: (api) => api.content.terms(),
};

export function loadContent(key: ContentKey): Promise<unknown> {
  const state = general.state;
  if (state[key] !== undefined) return Promise.resolve(state[key]);
  return runRequest(state, calls[key], (reply) => {
    state[key] = reply.Content;
  });
}

export function loadAboutUsStatus(): Promise<unknown> {
  const state = general.state;
  return runRequest(
    state,
    (api) => api.content.aboutUsStatus(),
    (reply) => {
      state.isAboutUsEnabled = reply.Status;
    },
  );
}
