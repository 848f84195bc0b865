/**
 * The console's staff screen: a packer or rider is given the hubs they work at with checkboxes (issue 28);
 * an admin (who sees every hub) has none.
 */
import type { Hub, StaffListReply } from '@storefront/sdk/ops';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({
  hubs: { list: vi.fn() },
  staff: { list: vi.fn(), setHubs: vi.fn(), save: vi.fn(), setDisabled: vi.fn() },
}));

vi.mock('./session', () => ({
  ops: calls,
  describe: (error: unknown) => ({ title: 'Failed', description: String(error) }),
}));

const { StaffScreen } = await import('./StaffScreen');

const hub = (HubId: number, Name: string): Hub => ({
  HubId,
  Slug: Name.toLowerCase(),
  Name,
  Address: `${Name}, Bengaluru`,
  Latitude: 12.93,
  Longitude: 77.62,
  RadiusMetres: 6_000,
  Pincodes: ['560034'],
});

type Member = StaffListReply['Members'][number];

const member = (over: Partial<Member>): Member => ({
  StaffId: 1,
  Email: 'asha@store.test',
  Name: 'Asha Admin',
  Role: 'admin',
  HubIds: [],
  Disabled: false,
  ...over,
});

const ravi = member({
  StaffId: 2,
  Email: 'ravi@store.test',
  Name: 'Ravi Packer',
  Role: 'packer',
  HubIds: [1],
});

let members: Member[] = [];

function show() {
  calls.hubs.list.mockResolvedValue({
    Hubs: [hub(1, 'Koramangala'), hub(2, 'Indiranagar'), hub(3, 'HSR Layout')],
  });
  calls.staff.list.mockImplementation(() => Promise.resolve({ Members: members }));
  const { hook } = memoryLocation({ path: '/staff' });
  render(
    <Router hook={hook}>
      <StaffScreen staffId={1} />
    </Router>,
  );
}

/** A member's row, by the name in its heading line. */
const rowOf = async (name: string) => {
  const rows = await screen.findAllByTestId('staff-member');
  return rows.find((row) => row.querySelector('strong')?.textContent?.startsWith(name))!;
};

beforeEach(() => {
  vi.clearAllMocks();
  members = [member({}), ravi];
});

describe('a packer’s hubs', () => {
  it('are checkboxes of every hub, theirs checked, saved together', async () => {
    const user = userEvent.setup();
    calls.staff.setHubs.mockImplementation(({ hubIds }: { hubIds: number[] }) => {
      members = [member({}), { ...ravi, HubIds: hubIds }];
      return Promise.resolve({ Staff: { ...ravi, HubIds: hubIds } });
    });
    show();
    const hubs = await within(await rowOf('Ravi Packer')).findByRole('group', {
      name: 'Hubs Ravi Packer works at',
    });
    expect(within(hubs).getByRole('checkbox', { name: 'Koramangala' })).toBeChecked();
    expect(within(hubs).getByRole('checkbox', { name: 'Indiranagar' })).not.toBeChecked();

    await user.click(within(hubs).getByRole('checkbox', { name: 'HSR Layout' }));
    await user.click(within(hubs).getByRole('checkbox', { name: 'Koramangala' }));
    await user.click(within(hubs).getByRole('button', { name: 'Save the hubs of Ravi Packer' }));

    await waitFor(() =>
      expect(calls.staff.setHubs).toHaveBeenCalledWith({ staffId: 2, hubIds: [3] }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The hubs of Ravi Packer are saved.',
    );
    const saved = within(await rowOf('Ravi Packer')).getByRole('group');
    expect(within(saved).getByRole('checkbox', { name: 'HSR Layout' })).toBeChecked();
    expect(within(saved).getByRole('checkbox', { name: 'Koramangala' })).not.toBeChecked();
  });

  it('say so when none is chosen, and an admin has no hub checkboxes', async () => {
    const user = userEvent.setup();
    show();
    const row = await rowOf('Ravi Packer');
    await user.click(await within(row).findByRole('checkbox', { name: 'Koramangala' }));
    expect(within(row).getByText('No hub chosen: this member sees no orders.')).toBeVisible();
    expect(within(await rowOf('Asha Admin')).queryByRole('checkbox')).toBeNull();
  });
});
