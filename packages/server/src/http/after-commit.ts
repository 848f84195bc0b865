/**
 * Work a request decides inside its transaction but may do only once that transaction has committed,
 * such as asking the payment gateway for a refund: an idempotent call's handler runs on the transaction
 * that also stores its reply (http/idempotency.ts), so a call made from the handler could outlive a
 * rollback. The tasks run in an onSend hook (after the commit, before the reply goes out), in order; a
 * task's failure is logged and the reply goes out as it is. A task must be safe to run for writes that
 * were rolled back after all (it then finds nothing to do).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

type Task = () => Promise<void>;
const tasks = new WeakMap<FastifyRequest, Task[]>();

export function afterCommit(request: FastifyRequest, task: Task): void {
  const queued = tasks.get(request) ?? [];
  queued.push(task);
  tasks.set(request, queued);
}

/** The onSend hook (app.ts registers it for every route). */
export async function runAfterCommit(
  request: FastifyRequest,
  _reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  const queued = tasks.get(request);
  if (!queued) return payload;
  tasks.delete(request);
  for (const task of queued) {
    try {
      await task();
    } catch (err) {
      request.log.warn({ err }, 'a task after the commit failed');
    }
  }
  return payload;
}
