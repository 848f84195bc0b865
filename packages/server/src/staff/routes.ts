/**
 * Staff sign-in (email + password, or email + a mailed one-time code), sign-out, who is signed in, and
 * staff accounts. Each sign-in starts a staff session (staff/sessions.ts) that its token names.
 */
import { isLocale } from '@storefront/sdk/core';
import { opsEndpoints } from '@storefront/sdk/ops';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../env.js';
import type { Database } from '../db/index.js';
import { HttpError, notFound } from '../http/errors.js';
import { opsExtraMessages, opsMessages } from '../messages.js';
import { STAFF_CODE_TTL_SECONDS, requestStaffCode, signInWithCode } from './codes.js';
import { mailSenderFor } from './mail.js';
import { defineStaffRoute, presentedStaffSession } from './route.js';
import {
  type StaffRow,
  hubIdsOfStaff,
  listStaff,
  saveStaffAudited,
  setStaffDisabled,
  setStaffLocale,
  signInStaff,
} from './service.js';
import { endStaffSession, startStaffSession } from './sessions.js';
import { issueStaffToken } from './token.js';

/** Members as the API shows them, each with the hubs it works at (HubIds, hubs/service.ts). */
async function staffMembersOf(db: Database, rows: readonly StaffRow[]) {
  const hubIds = await hubIdsOfStaff(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    StaffId: row.id,
    Email: row.email,
    Name: row.name,
    Role: row.role,
    ...(hubIds ? { HubIds: hubIds.get(row.id) ?? [] } : {}),
    // The console's language, once the member chose one (a language the store no longer has: none).
    ...(isLocale(row.locale) ? { Locale: row.locale } : {}),
  }));
}

export const staffMemberOf = async (db: Database, row: StaffRow) =>
  (await staffMembersOf(db, [row]))[0]!;

const sessionOf = async (db: Database, config: Config, member: StaffRow) => {
  const { sessionId, expiresAt } = await startStaffSession(db, member.id);
  return {
    Token: await issueStaffToken(config, { staffId: member.id, role: member.role, sessionId }),
    ExpiresAt: expiresAt.toISOString(),
    Staff: await staffMemberOf(db, member),
  };
};

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
    sessionOf(db, config, await signInWithCode(db, config, input.requestId, input.code)),
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
    return sessionOf(db, config, member);
  });

  // Ends the session of the token sent (if it is a valid one): from the reply on, the token answers 401
  // here, and on every other server as soon as the NOTIFY reaches it. Succeeds without a token too.
  defineStaffRoute(app, opsEndpoints.staffSignOut, async ({ db, config, request }) => {
    const session = await presentedStaffSession(config, request);
    if (session && (await endStaffSession(db, session.staffId, session.sessionId)))
      app.liveSessions.forget('staff', session.sessionId);
    return { Success: true };
  });

  defineStaffRoute(app, opsEndpoints.staffMe, async ({ db, staff }) => ({
    Staff: await staffMemberOf(db, staff),
  }));

  // The member's own console language, kept with them: every later sign-in answers it (docs/i18n.md).
  defineStaffRoute(app, opsEndpoints.setStaffLanguage, async ({ db, staff, input }) => ({
    Staff: await staffMemberOf(db, await setStaffLocale(db, staff.id, input.locale)),
  }));

  defineStaffRoute(app, opsEndpoints.staffList, async ({ db }) => {
    const rows = await listStaff(db);
    return {
      Members: (await staffMembersOf(db, rows)).map((member, index) => ({
        ...member,
        Disabled: rows[index]!.disabledAt !== null,
      })),
    };
  });

  defineStaffRoute(app, opsEndpoints.saveStaff, async ({ db, staff, input }) => {
    // An admin taking their own admin role away would leave the console without one: refused.
    if (input.email === staff.email && input.role !== 'admin')
      throw new HttpError(409, opsMessages.ownRole.Message, opsMessages.ownRole.Description);
    return { Staff: await staffMemberOf(db, await saveStaffAudited(db, staff.id, input)) };
  });

  defineStaffRoute(app, opsEndpoints.disableStaff, async ({ db, staff, input }) => {
    if (input.staffId === staff.id && input.disabled)
      throw new HttpError(409, opsMessages.ownRole.Message, opsMessages.ownRole.Description);
    const member = await setStaffDisabled(db, staff.id, input.staffId, input.disabled);
    if (!member) throw notFound(opsMessages.staffNotFound);
    return { Staff: await staffMemberOf(db, member) };
  });
}
