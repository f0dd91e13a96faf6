import { holds } from '../../platform/caller';
import { approvedAt, definePolicy } from '../../platform/policy';

/** A message, by the gym it belongs to. */
export interface MessageRef {
  gymId: number;
}

/**
 * Who reads a message and adds to it (decision 0164): the approved members of its gym holding
 * messaging.send. Messages are gym-private: anyone else, an administrator of the platform included,
 * is told it does not exist (404).
 */
export const messagePolicy = definePolicy<MessageRef, 'read'>({
  read: (caller, message) => approvedAt(caller, message.gymId) && holds(caller, 'messaging.send'),
});
