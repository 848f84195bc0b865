/** Staff sign-in (email + password, or email + a mailed one-time code), who is signed in, and staff accounts. */
import { opsEndpoints } from '@storefront/sdk/ops';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../env.js';
import { HttpError, notFound } from '../http/errors.js';
import { opsExtraMessages, opsMessages } from '../messages.js';
import { STAFF_CODE_TTL_SECONDS, requestStaffCode, signInWithCode } from './codes.js';
import { mailSenderFor } from './mail.js';
import { defineStaffRoute } from './route.js';
import {
  type StaffRow,
  listStaff,
  saveStaffAudited,
  setStaffDisabled,
  signInStaff,
} from './service.js';
import { STAFF_TOKEN_TTL_SECONDS, issueStaffToken } from './token.js';

export const staffMemberOf = (row: StaffRow) => ({
  StaffId: row.id,
  Email: row.email,
  Name: row.name,
  Role: row.role,
});

const sessionOf = async (config: Config, member: StaffRow) => ({
  Token: await issueStaffToken(config, { staffId: member.id, role: member.role }),
  ExpiresAt: new Date(Date.now() + STAFF_TOKEN_TTL_SECONDS * 1000).toISOString(),
  Staff: staffMemberOf(member),
});

export async function staffPlugin(app: FastifyInstance): Promise<void> {
  const mail = mailSenderFor(app.config, app.db);

  defineStaffRoute(app, opsEndpoints.staffSendCode, async ({ db, config, input, request }) => {
    if (!mail) {
      const { Message, Description } = opsExtraMessages.codeSignIn.unavailable;
      throw new HttpError(503, Message, Description);
    }
    const sent = await requestStaffCode(db, config, input.email, request.ip);
    // Not awaited: the reply takes as long for an email no member has, which gets no mail.
    if (sent.mail)
      void mail
        .send(sent.mail)
        .catch((err: unknown) =>
          request.log.error({ err, sender: mail.name }, 'staff sign-in code not sent'),
        );
    return { RequestId: sent.requestId, ExpiresIn: STAFF_CODE_TTL_SECONDS };
  });

  defineStaffRoute(app, opsEndpoints.staffCodeSignIn, async ({ db, config, input }) =>
    sessionOf(config, await signInWithCode(db, config, input.requestId, input.code)),
  );

  defineStaffRoute(app, opsEndpoints.staffSignIn, async ({ db, config, input }) => {
    const member = await signInStaff(db, input.email, input.password);
    if (member === 'locked')
      throw new HttpError(
        429,
        opsMessages.signInLocked.Message,
        opsMessages.signInLocked.Description,
      );
    if (!member)
      throw new HttpError(401, opsMessages.signIn.Message, opsMessages.signIn.Description);
    return sessionOf(config, member);
  });

  defineStaffRoute(app, opsEndpoints.staffMe, ({ staff }) => ({ Staff: staffMemberOf(staff) }));

  defineStaffRoute(app, opsEndpoints.staffList, async ({ db }) => ({
    Members: (await listStaff(db)).map((row) => ({
      ...staffMemberOf(row),
      Disabled: row.disabledAt !== null,
    })),
  }));

  defineStaffRoute(app, opsEndpoints.saveStaff, async ({ db, staff, input }) => {
    // An admin taking their own admin role away would leave the console without one: refused.
    if (input.email === staff.email && input.role !== 'admin')
      throw new HttpError(409, opsMessages.ownRole.Message, opsMessages.ownRole.Description);
    return { Staff: staffMemberOf(await saveStaffAudited(db, staff.id, input)) };
  });

  defineStaffRoute(app, opsEndpoints.disableStaff, async ({ db, staff, input }) => {
    if (input.staffId === staff.id && input.disabled)
      throw new HttpError(409, opsMessages.ownRole.Message, opsMessages.ownRole.Description);
    const member = await setStaffDisabled(db, staff.id, input.staffId, input.disabled);
    if (!member) throw notFound(opsMessages.staffNotFound);
    return { Staff: staffMemberOf(member) };
  });
}
