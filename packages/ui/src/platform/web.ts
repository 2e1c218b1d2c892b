import { API_PREFIX, TOKEN_STORAGE_KEY } from '@stitchdesk/shared';
import type { Platform } from './types.ts';

/** The browser host: localStorage under the spec's key `token`, anchor downloads, new tabs. */
export const webPlatform: Platform = {
  kind: 'web',
  apiBaseUrl: () => API_PREFIX,
  tokenStore: {
    async load() {
      return window.localStorage.getItem(TOKEN_STORAGE_KEY);
    },
    async save(token) {
      if (token) window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
      else window.localStorage.removeItem(TOKEN_STORAGE_KEY);
    },
  },
  async saveFile(name, data) {
    const url = URL.createObjectURL(data);
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.appendChild(link);
    link.click();
    link.remove();
    // Revoke after the click has been handled, or some browsers cancel the download.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  },
  openExternal(url) {
    window.open(url, '_blank', 'noopener');
  },
  notify() {},
  autoDownloadDeliveries: () => false,
};
