import { describe, expect, it } from 'vitest';
import { dialogs } from './dialogs';
import { createSlice, runRequest } from './slice';

describe('data slices', () => {
  it('sets loading and clears the error on start, and stores the data on success', async () => {
    const slice = createSlice({ items: [] as string[] });
    slice.state.error = { title: 'old', description: 'old', logout: false };
    const pending = runRequest(
      slice.state,
      async () => ['a', 'b'],
      (reply) => {
        slice.state.items = reply;
      },
    );
    expect(slice.state.loading).toBe(true);
    expect(slice.state.error).toBeUndefined();
    await expect(pending).resolves.toEqual(['a', 'b']);
    expect(slice.state).toMatchObject({ loading: false, items: ['a', 'b'] });
  });

  it('stores the failure, shows it in the error dialog, and reset clears everything', async () => {
    const slice = createSlice({ items: [] as string[] });
    dialogs.error.open = false;
    const result = await runRequest(slice.state, async () => {
      throw new Error('Network down');
    });
    expect(result).toBeUndefined();
    expect(slice.state.loading).toBe(false);
    // Not an SDK error (no server Message, no transport message): the spec's fallback text.
    expect(slice.state.error).toMatchObject({
      title: 'Internal server error',
      description: 'Something went wrong, Please try again after some time',
    });
    expect(dialogs.error).toMatchObject({ open: true, title: 'Internal server error' });
    slice.state.items.push('x');
    slice.reset();
    expect(slice.state).toEqual({ items: [], loading: false, error: undefined });
  });

  it('keeps the dialog closed when asked to', async () => {
    const slice = createSlice({});
    dialogs.error.open = false;
    await runRequest(slice.state, async () => Promise.reject(new Error('quiet')), undefined, {
      showDialog: false,
    });
    expect(dialogs.error.open).toBe(false);
    expect(slice.state.error?.title).toBe('Internal server error');
  });
});
