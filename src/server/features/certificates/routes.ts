import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  certificateMessages as m,
  codeParams,
  generationInputSchema,
  generationPageSchema,
  generationSchema,
  templateSchema,
  verificationSchema,
} from '../../../shared/certificates';
import { pageQuery } from '../../../shared/paging';
import { access } from '../../platform/access';
import { attachment } from '../../platform/attachment';
import { callerOf } from '../../platform/caller';
import type { Feature } from '../../platform/feature';
import { idParamsOf } from '../../platform/params';
import { limitByIp, withWriteBudget } from '../../platform/rate-limit';
import {
  certificatePdf,
  createGeneration,
  generationPdf,
  listGenerations,
  verifyCode,
  type PdfFile,
} from './service/generations';
import { listTemplates, templateBackground } from './service/templates';

const tags = ['certificates'];
const params = idParamsOf(m.invalidId);
const pdf = z.any().describe('The PDF file');
const file = z.any().describe('The background: a PDF, PNG or JPEG file');

/** A PDF as a download: never cached or sniffed. */
const sendPdf = (reply: FastifyReply, out: PdfFile) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', attachment(out.fileName))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(out.data);

/**
 * /certificates (decision 0161): the templates to print from, a gym's generations and their PDFs
 * (gym-private: approved members holding certificates.generate, and the platform's managers), and
 * the public check of a printed code, limited by IP.
 */
export const certificateRoutes: Feature = (api, deps) => {
  const generate = access.permission('certificates.generate');
  const gym = access.gym('certificates.generate');
  const verifyLimit = limitByIp(deps.limiter, {
    name: 'certificate-verify-ip',
    max: deps.config.RATE_LIMIT_CERTIFICATE_CHECKS_PER_MINUTE,
    windowMs: 60_000,
  });

  api.get(
    '/certificates/templates',
    {
      ...generate,
      schema: {
        tags,
        summary: 'The certificate templates to print from, by name, each with its page and fields',
        response: { 200: z.array(templateSchema) },
      },
    },
    async () => listTemplates(deps),
  );

  api.get(
    '/certificates/templates/:id/background',
    {
      ...generate,
      schema: {
        tags,
        summary: "A template's background file (PDF, PNG or JPEG), for the preview",
        params,
        response: { 200: file },
      },
    },
    async (request, reply) => {
      const bg = await templateBackground(deps, request.params.id);
      return reply
        .type(bg.contentType)
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .send(bg.data);
    },
  );

  api.get(
    '/certificates',
    {
      ...gym,
      schema: {
        tags,
        summary: "The caller's gym's generations, newest first, each with its certificates in order (paged)",
        querystring: pageQuery,
        response: { 200: generationPageSchema },
      },
    },
    async (request) => listGenerations(deps, await callerOf(deps, request), request.query),
  );

  api.post(
    '/certificates',
    {
      ...withWriteBudget(gym),
      schema: {
        tags,
        summary:
          "Print a template for 1 to 200 recipients in the caller's gym: each certificate gets its own verification code",
        body: generationInputSchema,
        response: { 201: generationSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createGeneration(deps, await callerOf(deps, request), request.body)),
  );

  api.get(
    '/certificates/generations/:id/pdf',
    {
      ...gym,
      schema: { tags, summary: 'A generation as one PDF, a page per recipient', params, response: { 200: pdf } },
    },
    async (request, reply) =>
      sendPdf(reply, await generationPdf(deps, await callerOf(deps, request), request.params.id)),
  );

  api.get(
    '/certificates/:id/pdf',
    {
      ...gym,
      schema: { tags, summary: 'One certificate as a PDF of one page', params, response: { 200: pdf } },
    },
    async (request, reply) =>
      sendPdf(reply, await certificatePdf(deps, await callerOf(deps, request), request.params.id)),
  );

  api.get(
    '/certificates/verify/:code',
    {
      ...access.public,
      preValidation: verifyLimit,
      schema: {
        tags,
        summary: "What a printed code certifies: the recipient's name, the title, the date of issue and the gym",
        params: codeParams,
        response: { 200: verificationSchema },
      },
    },
    async (request) => verifyCode(deps, request.params.code),
  );
};
