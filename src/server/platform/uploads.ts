import multipart, { type FastifyMultipartBaseOptions } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BadRequest, PayloadTooLarge } from './errors';
import type { Api } from './feature';

/**
 * How an upload's body arrives: the raw file (its own content type: one of `types`, or any with
 * '*', so the bytes decide), or a multipart form. Either way the parser and its size limit belong
 * to the routes registered with it alone: every other route keeps the 1 MB JSON limit and
 * refuses a file body with 415.
 */
export type UploadBody =
  | {
      kind: 'raw';
      types: readonly string[] | '*';
      maxBytes: number;
      /** When given, a declared length over maxBytes is refused with this 413 before a byte is read. */
      tooLarge?: string;
    }
  | { kind: 'multipart'; limits: NonNullable<FastifyMultipartBaseOptions['limits']> };

/** Registers `routes` in a plugin of their own that reads upload bodies as `body` says. */
export async function uploadRoutes(
  api: Api,
  body: UploadBody,
  routes: (uploads: Api) => void | Promise<void>,
): Promise<void> {
  await api.register(async (plugin) => {
    const uploads = plugin.withTypeProvider<ZodTypeProvider>();
    if (body.kind === 'raw') {
      const types = body.types === '*' ? '*' : [...body.types];
      uploads.addContentTypeParser(types, { parseAs: 'buffer', bodyLimit: body.maxBytes }, (_request, data, done) =>
        done(null, data),
      );
      const { tooLarge, maxBytes } = body;
      if (tooLarge) {
        uploads.addHook('preParsing', async (request) => {
          if (Number(request.headers['content-length']) > maxBytes) throw new PayloadTooLarge(tooLarge);
        });
      }
    } else {
      await uploads.register(multipart, { limits: body.limits });
    }
    await routes(uploads);
  });
}

/** The raw file of an upload route: a body that is not bytes (JSON, text) or is empty is a 400 with `message`. */
export function rawUpload(request: FastifyRequest, message: string): Buffer {
  const body = request.body;
  if (!Buffer.isBuffer(body) || body.length === 0) throw new BadRequest(message);
  return body;
}

export interface MultipartUpload {
  /** The form's text fields, by name. */
  fields: Record<string, string>;
  /** The (one) non-empty file, or null. */
  file: { data: Buffer; name: string } | null;
}

/**
 * Reads a multipart upload: its text fields and its file. A request that is not multipart, or a
 * form broken off, is a 400 with `messages.invalid`; a file over the limit a 413 with `messages.tooLarge`.
 */
export async function readMultipart(
  request: FastifyRequest,
  messages: { invalid: string; tooLarge: string },
): Promise<MultipartUpload> {
  if (!request.isMultipart()) throw new BadRequest(messages.invalid);
  const fields: Record<string, string> = {};
  let file: MultipartUpload['file'] = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (data.length) file = { data, name: part.filename || 'file' };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (e) {
    const err = e as { code?: string; statusCode?: number };
    if (err.code === 'FST_REQ_FILE_TOO_LARGE') throw new PayloadTooLarge(messages.tooLarge);
    if (err.statusCode && err.statusCode < 500) throw new BadRequest(messages.invalid);
    throw e;
  }
  return { fields, file };
}
