/**
 * Loads the content pages' text into the general slice (aboutUsContent, privacyPolicyContent,
 * termsAndConditionContent), the about-us status, and the store configs for the contact page when start-up
 * could not load them. Each load has its own loading state and failure (the general slice's one flag is
 * shared by every start-up call), which the page shows with a retry.
 */
import { proxy } from 'valtio';
import type { Api } from '../../lib/api';
import { runRequest, type SliceStatus } from '../../lib/slice';
import { general } from '../../state/general';
import { applyStoreConfigs } from '../../state/storeConfigs';

type ContentKey = 'aboutUsContent' | 'privacyPolicyContent' | 'termsAndConditionContent';
type LoadKey = ContentKey | 'aboutUsStatus' | 'storeConfigs';

const idle = (): SliceStatus => ({ loading: false, error: undefined });

export const contentLoads = proxy<Record<LoadKey, SliceStatus>>({
  aboutUsContent: idle(),
  privacyPolicyContent: idle(),
  termsAndConditionContent: idle(),
  aboutUsStatus: idle(),
  storeConfigs: idle(),
});

/** The failure shows on the page itself, with a retry: no error dialog on top of it. */
const onThePage = { showDialog: false } as const;

const calls: Record<ContentKey, (api: Api) => Promise<{ Content: string }>> = {
  aboutUsContent: (api) => api.content.aboutUs(),
  privacyPolicyContent: (api) => api.content.privacy(),
  termsAndConditionContent: (api) => api.content.terms(),
};

export function loadContent(key: ContentKey): Promise<unknown> {
  const state = general.state;
  if (state[key] !== undefined) return Promise.resolve(state[key]);
  return runRequest(
    contentLoads[key],
    calls[key],
    (reply) => {
      state[key] = reply.Content;
    },
    onThePage,
  );
}

/** Resolves true once the status is known (enabled or not), false when it could not be loaded. */
export async function loadAboutUsStatus(): Promise<boolean> {
  const reply = await runRequest(
    contentLoads.aboutUsStatus,
    (api) => api.content.aboutUsStatus(),
    (reply) => {
      general.state.isAboutUsEnabled = reply.Status;
    },
    onThePage,
  );
  return reply !== undefined;
}

export function loadStoreConfigs(): Promise<unknown> {
  if (general.state.storeConfigs) return Promise.resolve(general.state.storeConfigs);
  return runRequest(
    contentLoads.storeConfigs,
    (api) => api.config.store(),
    (reply) => applyStoreConfigs(reply.StoreConfigs),
    onThePage,
  );
}
