import { z } from 'zod';
import { SLUG_PATTERN } from '../articles-content';
import { isVideoUrl } from '../video-links';
import { tooLong } from '../text-fields';
import { learningMessages } from './vocabulary';

/** Fields the member and admin schemas share (not part of the area's public face). */
export const m = learningMessages;

export const slug = z
  .string({ error: m.slugRequired })
  .trim()
  .min(1, m.slugRequired)
  .max(200, tooLong(200))
  .regex(SLUG_PATTERN, m.slugFormat);

export const videoUrl = z
  .string({ error: m.videoUrlInvalid })
  .trim()
  .max(500, tooLong(500))
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || isVideoUrl(v), m.videoUrlInvalid);
