import { z } from 'zod';
import {
  messageIdParams,
  messageInputSchema,
  messageListQuery,
  messageMessages as m,
  messagePageSchema,
  messageSchema,
  optOutQuery,
  optOutSchema,
  recordingInputSchema,
  recordingSchema,
} from '../../../shared/messages';
import { access } from '../../platform/access';
import { callerOf } from '../../platform/caller';
import type { Feature } from '../../platform/feature';
import { idParamsOf } from '../../platform/params';
import { withWriteBudget } from '../../platform/rate-limit';
import { addRecording, getMessage, listMessages, optOutStatus, sendMessage } from './service/messages';

const tags = ['messages'];

/**
 * /customer-connect (decision 0164): a gym's texts and voicemails to its families and their
 * replies. Gym-private: approved members of the gym holding messaging.send; another gym's messages
 * are never listed and answer 404. Sending spends the caller's write budget.
 */
export const messageRoutes: Feature = (api, deps) => {
  const send = access.gym('messaging.send');

  api.get(
    '/messages',
    {
      ...send,
      schema: {
        tags,
        summary:
          "The caller's gym's messages, newest first (paged); search finds the name, phone and content, tag one tag, phone one family's thread",
        querystring: messageListQuery,
        response: { 200: messagePageSchema },
      },
    },
    async (request) => listMessages(deps, await callerOf(deps, request), request.query),
  );

  api.get(
    '/messages/opt-out',
    {
      ...send,
      schema: {
        tags,
        summary: "Whether the number texted STOP to the gym's sending number (no text can go to it then)",
        querystring: optOutQuery,
        response: { 200: optOutSchema },
      },
    },
    async (request) => optOutStatus(deps, await callerOf(deps, request), request.query.phone),
  );

  api.get(
    '/messages/:id',
    {
      ...send,
      schema: {
        tags,
        summary: 'One message of the gym, with its recordings',
        params: idParamsOf(m.notFound),
        response: { 200: messageSchema },
      },
    },
    async (request) => getMessage(deps, await callerOf(deps, request), request.params.id),
  );

  api.post(
    '/messages',
    {
      ...withWriteBudget(send),
      schema: {
        tags,
        summary:
          'Text a family (sms) or leave a voicemail (read out, or a recording played), optionally with an email copy; a number that texted STOP gets 409',
        body: messageInputSchema,
        response: { 201: messageSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await sendMessage(deps, await callerOf(deps, request), request.body)),
  );

  api.post(
    '/messages/:id/recordings',
    {
      ...withWriteBudget(send),
      schema: {
        tags,
        summary: "A voice recording of one of the gym's messages",
        params: messageIdParams,
        body: recordingInputSchema,
        response: { 201: recordingSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addRecording(deps, await callerOf(deps, request), request.params.id, request.body)),
  );
};

export const twimlSchema = z.any().describe('An empty TwiML answer (text/xml)');
