import { z } from 'zod';
import { emailAddress, MAX_LONG_TEXT, requiredText } from './fields.ts';
import { text } from './text.ts';

/** The quote form's service options: value and the label the select shows (docs/product.md §Quote form). */
export const QUOTE_SERVICES = [
  { value: 'digitizing', label: 'digitizing' },
  { value: 'vector', label: 'vector' },
  { value: 'apparel', label: 'Custom-Apparel' },
  { value: 'patches', label: 'Custom-Patches' },
] as const;
export const QUOTE_SERVICE_VALUES = ['digitizing', 'vector', 'apparel', 'patches'] as const;

/** Artwork a quote request may carry: files in the multipart field `files`, each within UPLOAD_MAX_MB. */
export const QUOTE_FILES_FIELD = 'files';
export const QUOTE_MAX_FILES = 5;

export const quoteSchema = z.object({
  name: requiredText('Name', 100),
  email: emailAddress(),
  services: z.enum(QUOTE_SERVICE_VALUES, { error: 'Choose a service' }).default('digitizing'),
  message: requiredText('Message', MAX_LONG_TEXT),
  /** Honeypot: hidden from people, filled by bots; a filled one is dropped silently. */
  website: text().max(500).optional(),
});
export type QuoteInput = z.infer<typeof quoteSchema>;
