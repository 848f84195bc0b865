import { useFocusWhen } from './focus';
import { useHubs } from './hubs';
import { messages } from './messages';
import { ops } from './session';
import { StaffMemberRow } from './staff/StaffMemberRow';
import { StaffSaveForm } from './staff/StaffSaveForm';
import { useStaffActions } from './staff/useStaffActions';
import { usePolling } from './usePolling';

const t = messages.staff;

/**
 * The admin's staff accounts: every member with their role and state, adding or changing one, disabling,
 * and the hubs a packer or rider works at.
 */
export function StaffScreen({ staffId }: { staffId: number }) {
  const { data, error, refresh } = usePolling('staff', () => ops.staff.list());
  const { busy, failure, notice, attempt } = useStaffActions(refresh);
  const { hubs } = useHubs();
  const headingRef = useFocusWhen<HTMLHeadingElement>(data !== undefined);
  const failureRef = useFocusWhen<HTMLParagraphElement>(failure);

  return (
    <main id="main" className="ops-screen">
      <h1 ref={headingRef} tabIndex={-1}>
        {t.heading}
      </h1>
      <p className="ops-live" role="status">
        {notice}
      </p>
      {failure ? (
        <p ref={failureRef} tabIndex={-1} role="alert" className="field-error">
          {failure}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="field-error">
          {error.title}. {error.description}
        </p>
      ) : null}
      <h2>{t.members}</h2>
      <ul className="ops-list" data-testid="staff-members">
        {data?.Members.map((member) => (
          <StaffMemberRow
            key={member.StaffId}
            member={member}
            isSelf={member.StaffId === staffId}
            hubs={hubs}
            busy={busy}
            attempt={attempt}
          />
        ))}
      </ul>

      <h2 id="ops-staff-save">{t.saveHeading}</h2>
      <p className="muted small">{t.saveHint}</p>
      <StaffSaveForm busy={busy} attempt={attempt} />
    </main>
  );
}
