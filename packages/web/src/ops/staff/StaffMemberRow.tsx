/** One staff member: name, email and role, whether active, and disabling or enabling them (not oneself). */
import type { StaffListReply } from '@storefront/sdk/ops';
import { Button } from '../../components/Button';
import { messages } from '../messages';
import { ops } from '../session';
import type { StaffAttempt } from './useStaffActions';

const t = messages.staff;

type ListedMember = StaffListReply['Members'][number];

export function StaffMemberRow({
  member,
  isSelf,
  busy,
  attempt,
}: {
  member: ListedMember;
  /** The admin looking at the list, who cannot disable themselves. */
  isSelf: boolean;
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
    </li>
  );
}
