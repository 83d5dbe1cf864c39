/** Placeholder: the queue module (issue 3) defines the durable shape of the queue here. */
export interface PersistedQueue {
  version: 1;
}
