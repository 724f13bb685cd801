/**
 * Messages to players (one-time codes) go through an outbox: written in the same transaction
 * as the code, delivered by whatever reads the table. The demo implementation is the table
 * itself, served by GET /api/demo/outbox when DEMO_OUTBOX is on; a production deployment puts
 * an SMS/e-mail dispatcher behind the same interface. Message bodies never reach the logs.
 */
import type { Queryable } from '../../db/database';
import { insertOutboxMessage, type OutboxMessage } from './repository';

export type { OutboxMessage };

export interface MessageOutbox {
  /** Queues a message inside the caller's transaction. */
  enqueue(tx: Queryable, message: OutboxMessage, now: Date): Promise<void>;
}

export const tableOutbox: MessageOutbox = {
  enqueue: (tx, message, now) => insertOutboxMessage(tx, message, now),
};
