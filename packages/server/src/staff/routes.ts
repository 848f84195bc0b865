/** Staff sign-in (email + password) and who is signed in, under /ops/v1/staff. */
import { opsEndpoints } from '@storefront/sdk/ops';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/errors.js';
import { opsMessages } from '../messages.js';
import { defineStaffRoute } from './route.js';
import { type StaffRow, signInStaff } from './service.js';
import { STAFF_TOKEN_TTL_SECONDS, issueStaffToken } from './token.js';

export const staffMemberOf = (row: StaffRow) => ({
  StaffId: row.id,
  Email: row.email,
  Name: row.name,
  Role: row.role,
});

export async function staffPlugin(app: FastifyInstance): Promise<void> {
  defineStaffRoute(app, opsEndpoints.staffSignIn, async ({ db, config, input }) => {
    const member = await signInStaff(db, input.email, input.password);
    if (!member)
      throw new HttpError(401, opsMessages.signIn.Message, opsMessages.signIn.Description);
    return {
      Token: await issueStaffToken(config, { staffId: member.id, role: member.role }),
      ExpiresAt: new Date(Date.now() + STAFF_TOKEN_TTL_SECONDS * 1000).toISOString(),
      Staff: staffMemberOf(member),
    };
  });

  defineStaffRoute(app, opsEndpoints.staffMe, ({ staff }) => ({ Staff: staffMemberOf(staff) }));
}
