import { AsyncLocalStorage } from 'node:async_hooks';
import type { AuditActorKind } from '@sawa/shared/domain';

/** Who an audit entry names. */
export type Actor = { kind: 'staff'; id: string; name: string } | { kind: Exclude<AuditActorKind, 'staff'> };

export const SYSTEM: Actor = { kind: 'system' };
export const PAYMENT_SERVICE: Actor = { kind: 'payment' };
export const VISITOR: Actor = { kind: 'visitor' };

const actors = new AsyncLocalStorage<Actor>();

/**
 * Runs `work` as `actor`: every audit entry written inside (and in what it awaits) names them. The auth
 * library's interceptor runs each signed-in request's handler this way, so services need not pass who.
 */
export const actingAs = <T>(actor: Actor, work: () => T): T => actors.run(actor, work);

/** The actor of the work in progress: the signed-in person of this request, else the system (jobs, sweeps, visitors' requests). */
export const currentActor = (): Actor => actors.getStore() ?? SYSTEM;
