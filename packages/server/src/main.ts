/** Entry point: load the configuration, open (and migrate, and seed) the database, serve, shut down cleanly. */
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './env.js';
import { openDatabase } from './db/index.js';
import { createLogger } from './logger.js';
import { schedulePurge } from './maintenance.js';
import { seedDatabase } from './seed/index.js';
import { seedSandboxStaff } from './staff/sandbox.js';
import { pushSenderFor } from './operations/senders.js';
import { startPushLoop } from './operations/push.js';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onConnectionError: (err) => logger.warn({ err }, 'an idle database connection broke'),
  });
  await seedDatabase(database.db);
  const sandboxStaff = config.isSandbox ? await seedSandboxStaff(database.db) : [];
  const app = await buildApp({ config, db: database.db, logger });
  // Order updates to shoppers' devices: FCM when configured, recorded at /sandbox in sandbox mode.
  const sender = await pushSenderFor(config);
  const pushLoop = sender
    ? startPushLoop(database.db, sender, {
        onError: (err) => logger.warn({ err }, 'sending order updates failed'),
      })
    : undefined;
  if (!sender) logger.warn('no push sender configured (FCM_SERVICE_ACCOUNT): order updates wait');
  if (!config.mail.apiUrl && !config.isSandbox)
    logger.warn('no mail API configured (MAIL_API_URL): staff sign in with their password only');
  // A change that queues an update (a staff move, a cancel) is answered by a successful POST: send at once
  // instead of at the next 2 s poll (kick does nothing while a round runs; other servers still poll).
  if (pushLoop) {
    app.addHook('onResponse', async (request, reply) => {
      if (request.method === 'POST' && reply.statusCode < 300) pushLoop.kick();
    });
  }
  const stopPurge = schedulePurge(database.db, (err) =>
    logger.warn({ err }, 'purging expired rows failed'),
  );

  let closing = false;
  /**
   * SIGTERM (a platform or balancer stopping this server) first drains: /readyz answers 503 for
   * drainDelayMs while requests are still served, so the balancer stops sending new ones. SIGINT (a
   * developer's Ctrl-C) closes at once. Closing finishes the requests in flight.
   */
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    const drainMs = signal === 'SIGTERM' ? config.drainDelayMs : 0;
    const force = setTimeout(() => {
      logger.error('shutdown took too long, exiting');
      process.exit(1);
    }, drainMs + 15_000);
    force.unref();
    try {
      if (drainMs > 0) {
        app.startDraining();
        logger.info({ signal, drainMs }, 'draining: /readyz answers 503, requests still served');
        await new Promise((resolve) => setTimeout(resolve, drainMs));
      }
      logger.info({ signal }, 'shutting down: finishing in-flight requests');
      stopPurge();
      await pushLoop?.stop();
      await app.close();
      await database.close();
      logger.info('shut down cleanly');
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'error while shutting down');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  const url = await app.listen({ port: config.port, host: config.host });
  logger.info(
    { mode: config.mode, database: database.kind, url },
    config.isSandbox
      ? 'storefront server listening (SANDBOX MODE: dev secrets, sandbox sign-in and payments)'
      : 'storefront server listening',
  );
  // Sandbox only: the seeded staff, so a fresh clone can sign in at /ops as each role.
  for (const member of sandboxStaff)
    logger.info(
      { email: member.email, password: member.password, role: member.role },
      `sandbox ${member.role}: ${member.email} / ${member.password}`,
    );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
