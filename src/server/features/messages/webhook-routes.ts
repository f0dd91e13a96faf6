import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { inboundSmsSchema, statusCallbackSchema } from '../../../shared/messages';
import { access } from '../../platform/access';
import { activityMeta } from '../../platform/activity-log';
import type { Deps } from '../../platform/deps';
import { Forbidden } from '../../platform/errors';
import type { Feature } from '../../platform/feature';
import { limitByIp } from '../../platform/rate-limit';
import { validSignature } from '../../platform/sms';
import { receiveStatus, receiveText } from './service/inbound';
import { twimlSchema } from './routes';

const tags = ['messages'];
const FORM = 'application/x-www-form-urlencoded';
const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';
export const webhookMessages = { badSignature: 'The request signature is not valid' } as const;

/**
 * The form body as the provider sent it: every field a string (the signature covers them all). A
 * body that is not a form (JSON, with values that are not text) keeps only its text fields, and
 * its signature cannot match.
 */
function formFields(body: unknown): Record<string, string> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return {};
  return Object.fromEntries(
    Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** Refuses (403) a call the provider did not sign, before its body is validated or anything is written. */
function verifySignature(deps: Deps) {
  return async (request: FastifyRequest) => {
    const header = request.headers['x-twilio-signature'];
    const signature = Array.isArray(header) ? header[0] : header;
    const url = `${deps.publicUrl}${request.url}`;
    if (!validSignature(deps.config.SMS_AUTH_TOKEN, signature, url, formFields(request.body))) {
      throw new Forbidden(webhookMessages.badSignature);
    }
  };
}

/**
 * The telephony provider's webhooks (decision 0164), signed as Twilio signs
 * (X-Twilio-Signature over PUBLIC_URL + path + the sorted form fields, keyed with SMS_AUTH_TOKEN).
 * The form-body parser lives in this plugin only: every other route keeps JSON.
 */
export const messageWebhookRoutes: Feature = async (api, deps) => {
  await api.register(async (plugin) => {
    const hooks = plugin.withTypeProvider<ZodTypeProvider>();
    hooks.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    const limit = limitByIp(deps.limiter, {
      name: 'sms-webhook-ip',
      max: deps.config.RATE_LIMIT_SMS_WEBHOOKS_PER_MINUTE,
      windowMs: 60_000,
    });
    const signed = verifySignature(deps);

    hooks.post(
      '/webhooks/sms/inbound',
      {
        ...access.public,
        preValidation: [limit, signed],
        schema: {
          tags,
          summary:
            "A family's text (From, To, Body): STOP and its kin opt the number out of the gyms texting from To, START opts it back in, any other text is kept as a reply",
          body: inboundSmsSchema,
          response: { 200: twimlSchema },
        },
      },
      async (request, reply) => {
        await receiveText(deps, request.body, activityMeta(request));
        return reply.type('text/xml').send(EMPTY_TWIML);
      },
    );

    hooks.post(
      '/webhooks/sms/status',
      {
        ...access.public,
        preValidation: [limit, signed],
        schema: {
          tags,
          summary: 'The provider reports a later status of a text or call (MessageSid/CallSid and its status)',
          body: statusCallbackSchema,
          response: { 200: twimlSchema },
        },
      },
      async (request, reply) => {
        await receiveStatus(deps, request.body, activityMeta(request));
        return reply.type('text/xml').send(EMPTY_TWIML);
      },
    );
  });
};
