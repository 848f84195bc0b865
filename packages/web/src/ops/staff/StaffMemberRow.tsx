/**
 * One staff member: name, email and role, whether active, disabling or enabling them (not oneself), and a
 * packer's or rider's hubs.
 */
import type { Hub, StaffListReply } from '@storefront/sdk/ops';
import { Button } from '../../components/Button';
import { messages } from '../messages';
import { ops } from '../session';
import { StaffHubs } from './StaffHubs';
import type { StaffAttempt } from './useStaffActions';

const t = messages.staff;

type ListedMember = StaffListReply['Members'][number];

export function StaffMemberRow({
  member,
  isSelf,
  hubs,
  busy,
  attempt,
}: {
  member: ListedMember;
  /** The admin looking at the list, who cannot disable themselves. */
  isSelf: boolean;
  /** Every hub, once read; a packer or rider is given theirs among them. */
  hubs: Hub[] | undefined;
  busy: boolean;
  attempt: StaffAttempt;
}) {
  const toggle = () =>
    void attempt(async () => {
      const disabled = !member.Disabled;
      await ops.staff.setDisabled({ staffId: member.StaffId, disabled });
      return disabled ? t.disabledDone(member.Name) : t.enabledDone(member.Name);
    });
  return (
    <li data-testid="staff-member">
      <strong>
        {member.Name} {isSelf ? t.you : ''}
      </strong>
      <span>
        {member.Email} · {messages.role[member.Role]}
      </span>
      <span className={member.Disabled ? 'ops-badge' : 'muted small'}>
        {member.Disabled ? t.disabled : t.active}
      </span>
      {isSelf ? null : (
        <Button
          variant="secondary"
          size="sm"
          disabled={busy}
          aria-label={member.Disabled ? t.enable(member.Name) : t.disable(member.Name)}
          onClick={toggle}
        >
          {member.Disabled ? t.enableShort : t.disableShort}
        </Button>
      )}
      {hubs && member.Role !== 'admin' && member.HubIds ? (
        // Keyed by the saved hubs: a change saved elsewhere shows once the list is read again.
        <StaffHubs
          key={member.HubIds.join(',')}
          member={member}
          hubs={hubs}
          busy={busy}
          attempt={attempt}
        />
      ) : null}
    </li>
  );
}
