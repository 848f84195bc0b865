import { endpoints } from '@storefront/sdk';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../auth/tables.js';
import { findUser, normalizeEmail, normalizePhone, toUserData } from '../auth/users.js';
import { HttpError, notFound } from '../http/errors.js';
import { defineRoute } from '../http/route.js';
import { messages } from '../messages.js';

export function profileRoutes(app: FastifyInstance): void {
  defineRoute(app, endpoints.profile, async ({ db, user }) => {
    const row = await findUser(db, user.userId);
    if (!row) throw notFound();
    return { UserData: toUserData(row) };
  });

  defineRoute(app, endpoints.updateProfile, async ({ db, user, input }) => {
    const row = await findUser(db, user.userId);
    if (!row) throw notFound();
    // The contact a shopper signs in with is proven by the sign-in service and cannot be edited here.
    const signsInWithPhone = row.identityKey.includes(':phone:') || row.loginFrom === 'Phone';
    const email = input.email === undefined ? undefined : normalizeEmail(input.email);
    const phoneNumber =
      input.phoneNumber === undefined ? undefined : normalizePhone(input.phoneNumber);
    if (signsInWithPhone && phoneNumber !== undefined && phoneNumber !== row.phoneNumber)
      throw new HttpError(
        400,
        messages.invalidRequest,
        `phoneNumber: ${messages.profile.contactLocked}`,
      );
    if (!signsInWithPhone && email !== undefined && row.email !== '' && email !== row.email)
      throw new HttpError(400, messages.invalidRequest, `email: ${messages.profile.contactLocked}`);
    const changes = {
      ...(input.username !== undefined ? { username: input.username } : {}),
      ...(email !== undefined ? { email } : {}),
      ...(phoneNumber !== undefined ? { phoneNumber } : {}),
    };
    if (Object.keys(changes).length === 0) return { Success: true, UserData: toUserData(row) };
    const [updated] = await db
      .update(users)
      .set(changes)
      .where(eq(users.id, user.userId))
      .returning();
    if (!updated) throw notFound();
    return { Success: true, UserData: toUserData(updated) };
  });
}
