import { randomUUID } from 'node:crypto';
import { deliverySchema, staffQueueQuerySchema } from '@stitchdesk/shared';
import { describe, expect, it } from 'vitest';
import { fileIdFromUrl } from '../services/files/signing.ts';
import { isUuid, newId } from './ids.ts';

/** The 48-bit Unix-millisecond timestamp at the front of a UUIDv7. */
const timestampOf = (id: string) => parseInt(id.replace(/-/g, '').slice(0, 12), 16);

describe('newId', () => {
  it('makes RFC 9562 version-7 ids carrying the time they were made', () => {
    const before = Date.now();
    const id = newId();
    const after = Date.now();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(timestampOf(id)).toBeGreaterThanOrEqual(before);
    expect(timestampOf(id)).toBeLessThanOrEqual(after);
  });

  it('makes ids that sort in the order they were made, within one millisecond too, and never repeat', () => {
    const ids = Array.from({ length: 5000 }, () => newId());
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('carries a given creation time, for rows recorded as made earlier', () => {
    const at = new Date('2026-03-01T10:20:30.456Z');
    const id = newId(at);
    expect(id[14]).toBe('7');
    expect(timestampOf(id)).toBe(at.getTime());
    expect(newId(new Date(at.getTime() + 60_000)) > id).toBe(true);
  });

  it('gives ids that every id check accepts, as it does the random (v4) ids made before', () => {
    for (const id of [newId(), randomUUID()]) {
      expect(isUuid(id)).toBe(true);
      expect(fileIdFromUrl(`https://x.test/api/v1/files/${id}/logo.png?exp=1&sig=s`)).toBe(id);
      expect(deliverySchema.safeParse({ fileIds: [id] }).success).toBe(true);
      expect(staffQueueQuerySchema.safeParse({ client: id, employee: id }).success).toBe(true);
    }
  });
});
