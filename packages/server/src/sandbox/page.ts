/**
 * GET /sandbox: a plain, accessible page listing the latest sandbox sign-in codes and the push
 * notifications the sandbox sender recorded instead of sending (sandbox mode only).
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/index.js';
import { escapeHtml, ICON_LINKS } from '../web/html.js';
import { formatPaise } from '@storefront/sdk/core';
import { latestSandboxPushes } from '../operations/push.js';
import { latestSandboxRefunds } from '../payments/sandbox.js';
import { latestSandboxMails } from '../staff/mail.js';
import { SANDBOX_STAFF } from '../staff/sandbox.js';
import { latestSandboxCodes } from './model.js';

const timeFormat = new Intl.DateTimeFormat('en-IN', {
  timeStyle: 'medium',
  timeZone: 'Asia/Kolkata',
});

/** The latest sign-in codes, with whether each is still valid. */
async function codesTable(db: Database): Promise<string> {
  const rows = await latestSandboxCodes(db);
  const now = Date.now();
  const items = rows
    .map((row) => {
      const expired = row.expiresAt.getTime() <= now;
      return `<tr><td>${escapeHtml(row.destination)}</td><td><code>${escapeHtml(row.code)}</code></td><td>${escapeHtml(timeFormat.format(row.createdAt))}</td><td>${expired ? 'Expired' : `Valid until ${escapeHtml(timeFormat.format(row.expiresAt))}`}</td></tr>`;
    })
    .join('');
  return rows.length === 0
    ? '<p>No codes sent yet. Sign in on the store with a phone number or email, then reload this page.</p>'
    : `<table><caption>Latest sign-in codes (newest first)</caption><thead><tr><th scope="col">Sent to</th><th scope="col">Code</th><th scope="col">Sent at (IST)</th><th scope="col">Status</th></tr></thead><tbody>${items}</tbody></table>`;
}

/** The push notifications the sandbox sender recorded. */
async function pushesTable(db: Database): Promise<string> {
  const pushes = await latestSandboxPushes(db);
  const pushRows = pushes
    .map(
      (push) =>
        `<tr><td>${escapeHtml(push.token)}</td><td>${escapeHtml(push.title)}</td><td>${escapeHtml(push.body)}</td><td><a href="${escapeHtml(push.link)}">${escapeHtml(push.link)}</a></td><td>${escapeHtml(timeFormat.format(push.at))}</td></tr>`,
    )
    .join('');
  return pushes.length === 0
    ? '<p>No order updates sent yet.</p>'
    : `<table><caption>Latest push notifications (newest first)</caption><thead><tr><th scope="col">Device token</th><th scope="col">Title</th><th scope="col">Body</th><th scope="col">Opens</th><th scope="col">Sent at (IST)</th></tr></thead><tbody>${pushRows}</tbody></table>`;
}

/** The refunds the sandbox gateway made back to a payment. */
async function refundsTable(db: Database): Promise<string> {
  const refunds = await latestSandboxRefunds(db);
  const refundRows = refunds
    .map(
      (refund) =>
        `<tr><td><code>${escapeHtml(refund.refundId)}</code></td><td><code>${escapeHtml(refund.paymentId)}</code></td><td>${escapeHtml(formatPaise(refund.amount))}</td><td>${escapeHtml(refund.status)}</td><td>${escapeHtml(timeFormat.format(refund.createdAt))}</td></tr>`,
    )
    .join('');
  return refunds.length === 0
    ? '<p>No refunds to a payment method yet.</p>'
    : `<table><caption>Latest refunds to the original payment method (newest first)</caption><thead><tr><th scope="col">Refund</th><th scope="col">Payment</th><th scope="col">Amount</th><th scope="col">Status</th><th scope="col">At (IST)</th></tr></thead><tbody>${refundRows}</tbody></table>`;
}

/** The sandbox staff accounts and their passwords. */
function staffTable(): string {
  const staffRows = SANDBOX_STAFF.map(
    (member) =>
      `<tr><td>${escapeHtml(member.role)}</td><td>${escapeHtml(member.email)}</td><td><code>${escapeHtml(member.password)}</code></td></tr>`,
  ).join('');
  return `<table><caption>Sandbox staff (operations API, /ops/v1)</caption><thead><tr><th scope="col">Role</th><th scope="col">Email</th><th scope="col">Password</th></tr></thead><tbody>${staffRows}</tbody></table>`;
}

/** The mails to staff (their sign-in codes) the sandbox recorded instead of sending. */
async function mailsTable(db: Database): Promise<string> {
  const mails = await latestSandboxMails(db);
  const mailRows = mails
    .map(
      (mail) =>
        `<tr><td>${escapeHtml(mail.to)}</td><td>${escapeHtml(mail.subject)}</td><td class="mail">${escapeHtml(mail.text)}</td><td>${escapeHtml(timeFormat.format(mail.at))}</td></tr>`,
    )
    .join('');
  return mails.length === 0
    ? '<p>No mail sent yet. Ask for a sign-in code at <a href="/ops">/ops</a>, then reload this page.</p>'
    : `<table><caption>Latest mails to staff (newest first)</caption><thead><tr><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Text</th><th scope="col">Sent at (IST)</th></tr></thead><tbody>${mailRows}</tbody></table>`;
}

export async function sandboxPagePlugin(app: FastifyInstance): Promise<void> {
  app.get('/sandbox', async (_request, reply) => {
    const codeTable = await codesTable(app.db);
    const pushTable = await pushesTable(app.db);
    const refundTable = await refundsTable(app.db);
    const mailTable = await mailsTable(app.db);
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8')
      .send(`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Sandbox sign-in codes</title>
${ICON_LINKS}
<style>
body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:48rem;padding:0 1rem;color:#1a1a1a}
table{border-collapse:collapse;width:100%}th,td{border:1px solid #999;padding:.5rem;text-align:left}
code{font-size:1.25rem;letter-spacing:.15em}.mail{white-space:pre-line}.note{background:#fff3cd;padding:.75rem;border-left:4px solid #b58100}
</style>
</head>
<body>
<main>
<h1>Sandbox sign-in codes</h1>
<p class="note">This server runs in <strong>sandbox mode</strong>: no SMS or email is sent. Codes appear here and in the server log.</p>
${codeTable}
<h2>Push notifications</h2>
<p>Order updates are recorded here instead of being sent to a push service.</p>
${pushTable}
<h2>Refunds</h2>
<p>Refunds the sandbox gateway made back to a payment (no real money moves).</p>
${refundTable}
<h2>Staff sign-in</h2>
${staffTable()}
<h3>Staff sign-in codes</h3>
<p>Staff can also sign in with a one-time code; the mail that would carry it is shown here.</p>
${mailTable}
<p><a href="/sandbox">Reload</a> · <a href="/">Back to the store</a></p>
</main>
</body>
</html>`);
  });
}
