/** The hubs a packer or rider works at (issue 28): they see and work on those hubs' orders only. */
import type { Hub, StaffListReply } from '@storefront/sdk/ops';
import { useState } from 'react';
import { Button } from '../../components/Button';
import { messages } from '../messages';
import { ops } from '../session';
import type { StaffAttempt } from './useStaffActions';

const t = messages.staff;

type ListedMember = StaffListReply['Members'][number];

export function StaffHubs({
  member,
  hubs,
  busy,
  attempt,
}: {
  member: ListedMember;
  hubs: Hub[];
  busy: boolean;
  attempt: StaffAttempt;
}) {
  const [chosen, setChosen] = useState<number[]>(member.HubIds ?? []);
  const toggle = (hubId: number, on: boolean) =>
    setChosen((current) => (on ? [...current, hubId] : current.filter((id) => id !== hubId)));
  const save = () =>
    void attempt(async () => {
      // In the list's order, so the request reads as the screen does.
      const hubIds = hubs.map((hub) => hub.HubId).filter((id) => chosen.includes(id));
      await ops.staff.setHubs({ staffId: member.StaffId, hubIds });
      return t.hubsSaved(member.Name);
    });
  return (
    <fieldset className="ops-choice" data-testid="staff-hubs">
      <legend>{t.hubs(member.Name)}</legend>
      {hubs.map((hub) => (
        <label key={hub.HubId} className="ops-check">
          <input
            type="checkbox"
            checked={chosen.includes(hub.HubId)}
            onChange={(event) => toggle(hub.HubId, event.target.checked)}
          />
          {hub.Name}
        </label>
      ))}
      {chosen.length === 0 ? <p className="muted small">{t.noHub}</p> : null}
      <Button
        variant="secondary"
        size="sm"
        disabled={busy}
        aria-label={t.saveHubsOf(member.Name)}
        onClick={save}
      >
        {t.saveHubs}
      </Button>
    </fieldset>
  );
}
