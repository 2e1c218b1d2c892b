import { describe, expect, it } from 'vitest';
import { fileIdOfUploadUrl } from './upload-file-id.ts';

describe('fileIdOfUploadUrl', () => {
  it('reads the file id from an absolute signed upload URL', () => {
    expect(
      fileIdOfUploadUrl(
        'http://localhost:3000/api/v1/files/3F1C4D2E-0000-4000-8000-000000000001/logo%20final.png?exp=1&sig=abc',
      ),
    ).toBe('3f1c4d2e-0000-4000-8000-000000000001');
  });

  it('returns null for a URL that is not one of our file links', () => {
    expect(fileIdOfUploadUrl('https://cdn.example.com/x/logo.png')).toBeNull();
    expect(fileIdOfUploadUrl('/api/v1/files/not-an-id/logo.png')).toBeNull();
  });
});
