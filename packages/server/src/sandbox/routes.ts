/** The sandbox's API calls (sandbox mode only): sign-in codes, and the admin calls browser tests use. */
import { endpoints } from '@storefront/sdk';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../http/route.js';
import { sandboxAdminRoutes } from './admin.js';
import {
  OTP_TTL_SECONDS,
  latestSandboxCodes,
  sendSandboxCode,
  verifySandboxCode,
} from './model.js';

export async function sandboxPlugin(app: FastifyInstance): Promise<void> {
  defineRoute(app, endpoints.sandboxOtpSend, async ({ input, db, request }) => {
    const sent = await sendSandboxCode(db, input, request.ip);
    request.log.info(
      { sandbox: true, to: sent.destination, code: sent.code },
      'sandbox sign-in code sent',
    );
    return { RequestId: sent.id, ExpiresIn: OTP_TTL_SECONDS };
  });

  defineRoute(app, endpoints.sandboxOtpVerify, ({ input, db, config }) =>
    verifySandboxCode(db, config, input.requestId, input.code),
  );

  defineRoute(app, endpoints.sandboxOtpInbox, async ({ db }) => {
    const rows = await latestSandboxCodes(db);
    return {
      Messages: rows.map((row) => ({
        To: row.destination,
        Code: row.code,
        SentAt: row.createdAt.toISOString(),
        ExpiresAt: row.expiresAt.toISOString(),
      })),
    };
  });

  sandboxAdminRoutes(app);
}
